import { useTranslation } from 'react-i18next';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import { PAGE_SIZES, PAYMENT_FILTERS, STATUS_FILTERS, type OrderListQuery, type PageSize, type PaymentFilter, type StatusFilter } from '../model/orderListQuery';

interface Props {
  query: OrderListQuery;
  onSearch(search: string): void;
  onStatus(status: StatusFilter): void;
  onPayment(payment: PaymentFilter): void;
  onSize(size: PageSize): void;
}

/** Search 'Search by customer, product, ID, or phone', the order and payment status filters and the page size (spec §2). */
export function OrdersToolbar({ query, onSearch, onStatus, onPayment, onSize }: Props) {
  const { t } = useTranslation('orders');
  const { orderStatusLabel, paymentStatusLabel } = useOrderStatusLabels();
  return (
    <section className="orders-toolbar" aria-label={t('filters.label')}>
      <div className="orders-toolbar__search">
        <label htmlFor="orders-search" className="visually-hidden">
          {t('filters.search')}
        </label>
        <i className="bi bi-search orders-toolbar__search-icon" aria-hidden="true" />
        <input
          id="orders-search"
          type="search"
          className="form-control"
          placeholder={t('filters.search')}
          value={query.search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="orders-toolbar__field">
        <label htmlFor="orders-status" className="form-label">{t('filters.status')}</label>
        <select id="orders-status" className="form-select" value={query.status} onChange={(event) => onStatus(event.target.value as StatusFilter)}>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? t('filters.all') : orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="orders-toolbar__field">
        <label htmlFor="orders-payment" className="form-label">{t('filters.payment')}</label>
        <select id="orders-payment" className="form-select" value={query.payment} onChange={(event) => onPayment(event.target.value as PaymentFilter)}>
          {PAYMENT_FILTERS.map((payment) => (
            <option key={payment} value={payment}>
              {payment === 'all' ? t('filters.all') : paymentStatusLabel(payment)}
            </option>
          ))}
        </select>
      </div>
      <div className="orders-toolbar__field orders-toolbar__field--size">
        <label htmlFor="orders-size" className="form-label">{t('filters.size')}</label>
        <select id="orders-size" className="form-select" value={query.size} onChange={(event) => onSize(Number(event.target.value) as PageSize)}>
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
