import type { ReactNode } from 'react';
import type { Paging } from '@/components/pagination/usePaging';
import { CataloguePagination } from './CataloguePagination';

/** A page of catalogue cards (one `<li className="col">` each) in a responsive grid, with the pager under it. */
export function CatalogueCardGrid({
  busy,
  paging,
  children,
}: {
  busy: boolean;
  paging: Paging<unknown>;
  children: ReactNode;
}) {
  return (
    <>
      <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4 list-unstyled mb-0" aria-busy={busy}>
        {children}
      </ul>
      <CataloguePagination paging={paging} />
    </>
  );
}
