import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import {
  FILTERS,
  PAGE_SIZES,
  type OrderListQuery,
  type PageSize,
  type PaymentFilter,
  type StatusFilter,
} from '../model/orderListQuery';

interface Props {
  query: OrderListQuery;
  /** What the search box holds (it may be ahead of the URL while typing). */
  search: string;
  onSearch(search: string): void;
  onStatus(status: StatusFilter): void;
  onPayment(payment: PaymentFilter): void;
  onSize(size: PageSize): void;
}

/**
 * Search 'Search by customer, product, ID, or phone', the order and payment status filters and the page size
 * (docs/product-rules.md#order-search).
 */
export function OrdersToolbar({ query, search, onSearch, onStatus, onPayment, onSize }: Props) {
  const { t } = useTranslation('orders');
  return (
    <section className="orders-toolbar" aria-label={t('filters.label')}>
      <div className="orders-toolbar__search">
        <label htmlFor="orders-search" className="form-label">
          {t('filters.search')}
        </label>
        <i className="bi bi-search orders-toolbar__search-icon" aria-hidden="true" />
        <input
          id="orders-search"
          type="search"
          className="form-control"
          placeholder={t('filters.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="orders-toolbar__field">
        <label htmlFor="orders-status" className="form-label">
          {t('filters.status')}
        </label>
        <select
          id="orders-status"
          className="form-select"
          value={query.status}
          onChange={(event) => onStatus(event.target.value as StatusFilter)}
        >
          <FilterOptions kind="status" />
        </select>
      </div>
      <div className="orders-toolbar__field">
        <label htmlFor="orders-payment" className="form-label">
          {t('filters.payment')}
        </label>
        <select
          id="orders-payment"
          className="form-select"
          value={query.payment}
          onChange={(event) => onPayment(event.target.value as PaymentFilter)}
        >
          <FilterOptions kind="payment" />
        </select>
      </div>
      <div className="orders-toolbar__field orders-toolbar__field--size">
        <label htmlFor="orders-size" className="form-label">
          {t('filters.size')}
        </label>
        <select
          id="orders-size"
          className="form-select"
          value={query.size}
          onChange={(event) => onSize(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

/** All and the statuses of a filter (kept while the search box re-renders the toolbar). */
const FilterOptions = memo(function FilterOptions({ kind }: { kind: StatusKind }) {
  const { t } = useTranslation('orders');
  const { statusLabel } = useOrderStatusLabels();
  return FILTERS[kind].map((value) => (
    <option key={value} value={value}>
      {value === 'all' ? t('filters.all') : statusLabel(kind, value)}
    </option>
  ));
});
