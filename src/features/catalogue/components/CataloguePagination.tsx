import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pagination/Pager';
import type { Paging } from '@/components/pagination/usePaging';

/** The catalogue lists' pager: 'Menampilkan X sampai Y dari Z hasil', previous/next and numbered pages. */
export function CataloguePagination({ paging }: { paging: Paging<unknown> }) {
  const { t } = useTranslation('catalogue');
  if (paging.total === 0) return null;
  return (
    <Pager
      page={paging.page}
      totalPages={paging.totalPages}
      onPage={paging.setPage}
      label={t('pagination.label')}
      summary={t('pagination.range', { from: paging.from, to: paging.to, total: paging.total })}
      className="mt-4"
    />
  );
}
