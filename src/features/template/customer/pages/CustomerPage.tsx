import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { PageHeader } from '@/components/layout/PageHeader';
import { ScrollableTable } from '@/components/layout/ScrollableTable';
import { Pager } from '@/components/pagination/Pager';
import { usePaging } from '@/components/pagination/usePaging';
import { useListCustomerOrdersQuery } from '@/entities/order/api';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { searchCustomers, summariseCustomers } from '../model/customers';
import '@/components/layout/backOffice.css';
import './CustomerPage.css';

const PAGE_SIZE = 10;

/** /app/customer (Owner only, docs/product-rules.md#role-gating): the shop's customers, derived from their orders. */
export function CustomerPage() {
  const { t } = useTranslation('customer');
  const formatDate = useFormatDate();
  const { data, isLoading, isError, refetch } = useListCustomerOrdersQuery();
  const [query, setQuery] = useState('');
  const customers = useMemo(() => summariseCustomers(data ?? []), [data]);
  const found = searchCustomers(customers, query);
  const paging = usePaging(found, PAGE_SIZE);
  const repeat = customers.filter((customer) => customer.orders > 1).length;
  return (
    <div className="bo-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <span className="badge rounded-pill bo-badge bo-badge--purple align-self-start">
            <i className="bi bi-shield-check" aria-hidden="true" /> {t('ownerOnly')}
          </span>
        }
      />
      {isLoading && <LoadingState label={t('loading')} className="mb-3" />}
      {isError && <ErrorState message={t('error')} retryLabel={t('retry')} onRetry={() => void refetch()} />}
      {data && (
        <>
          <ul className="row g-3 list-unstyled mb-3" aria-label={t('stats.label')}>
            <li className="col-6 col-lg-4">
              <div className="report-stat report-stat--rose h-100">
                <span className="report-stat__label">{t('stats.customers')}</span>
                <span className="report-stat__value">{customers.length}</span>
              </div>
            </li>
            <li className="col-6 col-lg-4">
              <div className="report-stat report-stat--sage h-100">
                <span className="report-stat__label">{t('stats.repeat')}</span>
                <span className="report-stat__value">{repeat}</span>
              </div>
            </li>
            <li className="col-12 col-lg-4">
              <div className="report-stat report-stat--blue h-100">
                <span className="report-stat__label">{t('stats.average')}</span>
                <span className="report-stat__value">
                  {formatRupiah(
                    customers.length
                      ? customers.reduce((sum, customer) => sum + customer.totalSpent, 0) / customers.length
                      : 0,
                  )}
                </span>
              </div>
            </li>
          </ul>
          <section className="card border-0 shadow-sm" aria-labelledby="customers-heading">
            <div className="card-body p-3 p-lg-4">
              <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
                <h2 id="customers-heading" className="h6 mb-0 flex-grow-1">
                  {t('list.title', { count: found.length })}
                </h2>
                <label htmlFor="customer-search" className="visually-hidden">
                  {t('list.search')}
                </label>
                <input
                  id="customer-search"
                  type="search"
                  className="form-control bo-search__input-sm"
                  placeholder={t('list.search')}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    paging.setPage(1);
                  }}
                />
              </div>
              {found.length === 0 ? (
                <EmptyState className="p-4" text={t('list.empty')} />
              ) : (
                <ScrollableTable label={t('title')}>
                  <table className="table table-hover align-middle mb-0 bo-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('columns.name')}</th>
                        <th scope="col">{t('columns.address')}</th>
                        <th scope="col" className="bo-num">
                          {t('columns.orders')}
                        </th>
                        <th scope="col" className="bo-num">
                          {t('columns.total')}
                        </th>
                        <th scope="col">{t('columns.lastOrder')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {paging.items.map((customer) => (
                        <tr key={customer.key}>
                          <th scope="row">
                            <span className="d-block">{customer.name}</span>
                            <span className="small fw-normal text-body-secondary">{customer.phone}</span>
                          </th>
                          <td className="small">{customer.address}</td>
                          <td className="bo-num">{customer.orders}</td>
                          <td className="bo-num text-nowrap">{formatRupiah(customer.totalSpent)}</td>
                          <td className="text-nowrap">{formatDate(customer.lastOrder, 'medium')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollableTable>
              )}
              {paging.totalPages > 1 && (
                <Pager
                  page={paging.page}
                  totalPages={paging.totalPages}
                  onPage={paging.setPage}
                  label={t('list.pages')}
                  summary={t('list.pageOf', { page: paging.page, pages: paging.totalPages })}
                  className="mt-3"
                />
              )}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

export { CustomerPage as Component };
