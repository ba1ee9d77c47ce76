import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Pager } from '@/components/pagination/Pager';
import { usePaging } from '@/components/pagination/usePaging';
import { useListCustomerOrdersQuery } from '@/entities/order/api';
import { OrdersTable } from '../components/OrdersTable';
import { filterRows, sortRows, toOrderRow, type SortDirection, type SortKey } from '../model/orderRows';
import '@/components/layout/backOffice.css';

const PAGE_SIZES = [5, 10, 25, 50] as const;

/** /app/tables: the shop's orders in a sortable, searchable table (template screen over live data). */
export function TablesPage() {
  const { t } = useTranslation('tables');
  const { data, isLoading, isError, refetch } = useListCustomerOrdersQuery();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'orderDate',
    direction: 'descending',
  });
  const [pageSize, setPageSize] = useState<number>(10);

  const rows = useMemo(
    () => sortRows(filterRows((data ?? []).map(toOrderRow), query), sort.key, sort.direction),
    [data, query, sort],
  );
  const paging = usePaging(rows, pageSize);
  const onSort = (key: SortKey) =>
    setSort((previous) => ({
      key,
      direction: previous.key === key && previous.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <div className="bo-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <section className="card border-0 shadow-sm" aria-labelledby="tables-heading">
        <div className="card-body p-3 p-lg-4">
          <h2 id="tables-heading" className="visually-hidden">
            {t('caption')}
          </h2>
          <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
            <div className="flex-grow-1 bo-search">
              <label htmlFor="tables-search" className="form-label small fw-semibold">
                {t('search.label')}
              </label>
              <div className="position-relative">
                <i className="bi bi-search bo-search__icon" aria-hidden="true" />
                <input
                  id="tables-search"
                  type="search"
                  className="form-control bo-search__input"
                  placeholder={t('search.placeholder')}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    paging.setPage(1);
                  }}
                />
              </div>
            </div>
            <div>
              <label htmlFor="tables-page-size" className="form-label small fw-semibold">
                {t('pageSize')}
              </label>
              <select
                id="tables-page-size"
                className="form-select"
                value={pageSize}
                onChange={(event) => {
                  setPageSize(Number(event.target.value));
                  paging.setPage(1);
                }}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {isLoading && <LoadingState label={t('loading')} />}
          {isError && (
            <ErrorState message={t('error')} retryLabel={t('retry')} onRetry={() => void refetch()} className="mb-0" />
          )}
          {data && rows.length === 0 && <EmptyState className="p-4" text={query ? t('noMatch') : t('empty')} />}
          {rows.length > 0 && (
            <>
              <OrdersTable rows={paging.items} sortKey={sort.key} direction={sort.direction} onSort={onSort} />
              <Pager
                page={paging.page}
                totalPages={paging.totalPages}
                onPage={paging.setPage}
                label={t('pager.label')}
                summary={t('showing', { from: paging.from, to: paging.to, total: paging.total })}
                className="mt-3"
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}

export { TablesPage as Component };
