import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useMediaQuery } from '@/components/layout/useMediaQuery';
import { Pager } from '@/components/pagination/Pager';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import type { Page } from '@/lib/paging/paging';
import { OrderCards } from './OrderCards';
import { OrdersTable } from './OrdersTable';
import type { OrderSelectionProps } from './SelectPageCheckbox';

/** Where the table gives way to cards (desktop ≥ 992 px). */
export const DESKTOP_QUERY = '(min-width: 992px)';

interface Props extends OrderActionHandlers, OrderSelectionProps {
  state: { loading: boolean; failed: boolean; fetching: boolean; onRetry(): void };
  page: Page<CustomerOrder>;
  /** Every loaded order (for '(filtered from N total)'). */
  totalOrders: number;
  /** A search or filter narrows the list. */
  narrowed: boolean;
  onPage(page: number): void;
  onClearFilters(): void;
  /** The search the results are for (the bench and tests see which view is on screen). */
  search: string;
  /** Orders that arrived since staff last looked ('Baru'). */
  newIds: ReadonlySet<number>;
}

/**
 * The list area of /app/orders: 'Loading orders...', the failure with 'Try
 * Again', 'No orders found' (with 'No orders match your current filters.'
 * when filtered), or the table (≥ 992 px) or cards with the footer 'Showing
 * X to Y of Z orders' '(filtered from N total)' and the pages.
 */
export const OrdersResults = memo(function OrdersResults({
  state,
  page,
  totalOrders,
  narrowed,
  onPage,
  onClearFilters,
  search,
  ...rest
}: Props) {
  const { t } = useTranslation('orders');
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  let content;
  if (state.loading) content = <LoadingState label={t('list.loading')} className="orders-loading" />;
  else if (state.failed)
    content = (
      <ErrorState
        message={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={state.onRetry}
        retrying={state.fetching}
      />
    );
  else if (page.total === 0)
    content = (
      <EmptyState
        className="orders-empty"
        icon={narrowed ? 'bi-search' : 'bi-inbox'}
        title={t('list.emptyTitle')}
        text={narrowed ? t('list.emptyFiltered') : t('list.emptyText')}
      >
        {narrowed && (
          <button type="button" className="btn btn-outline-secondary" onClick={onClearFilters}>
            {t('filters.clear')}
          </button>
        )}
      </EmptyState>
    );
  else {
    const List = desktop ? OrdersTable : OrderCards;
    const range = t('list.range', { from: page.from, to: page.to, total: page.total });
    content = (
      <>
        <List orders={page.items} busy={state.fetching} {...rest} />
        <Pager
          className="mt-3"
          page={page.page}
          totalPages={page.totalPages}
          onPage={onPage}
          label={t('list.pagerLabel')}
          summary={narrowed ? `${range} ${t('list.filteredFrom', { all: totalOrders })}` : range}
        />
      </>
    );
  }
  return (
    <section aria-label={t('list.label')} className="orders-results" data-search={search}>
      {content}
    </section>
  );
});
