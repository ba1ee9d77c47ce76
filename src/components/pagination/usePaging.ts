import { useMemo, useState } from 'react';
import { clampPage, paginate, type Page } from '@/lib/paging/paging';

export interface Paging<T> extends Page<T> {
  /** Goes to a page (clamped to the pages there are). Filters and page-size changes call `setPage(1)`. */
  setPage(page: number): void;
}

/**
 * Client-side paging over a loaded (already filtered and sorted) list. The page asked for is
 * kept; the page shown is clamped, so after a delete empties the last page its predecessor shows.
 */
export function usePaging<T>(items: readonly T[] | undefined, pageSize: number): Paging<T> {
  const [requested, setRequested] = useState(1);
  const page = useMemo(() => paginate(items ?? [], requested, pageSize), [items, requested, pageSize]);
  return { ...page, setPage: (next) => setRequested(clampPage(next, page.totalPages)) };
}
