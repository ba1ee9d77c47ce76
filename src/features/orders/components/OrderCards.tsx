import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { OrderStatusBadge } from '@/entities/order/ui/OrderStatusBadge';
import { PaymentStatusBadge } from '@/entities/order/ui/PaymentStatusBadge';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { OrderActions, type OrderActionHandlers } from './OrderActions';
import { SelectPageCheckbox, type OrderSelectionProps } from './SelectPageCheckbox';
import './OrderCards.css';

interface Props extends OrderActionHandlers, OrderSelectionProps {
  orders: readonly CustomerOrder[];
  busy: boolean;
}

/** Phones and tablets (< 992 px): one card per order with the table's facts and actions (spec §2). */
export function OrderCards({ orders, busy, isSelected, onSelect, onSelectPage, ...actions }: Props) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  return (
    <div className="orders-cards" aria-busy={busy}>
      <div className="orders-cards__select-page">
        <SelectPageCheckbox orders={orders} isSelected={isSelected} onSelectPage={onSelectPage} showLabel />
      </div>
      <ul className="list-unstyled mb-0 orders-cards__list" aria-label={t('list.caption')}>
        {orders.map((order) => {
          const titleId = `order-card-${order.orderID}`;
          return (
            <li key={order.orderID}>
              <article className={`orders-card ${isSelected(order.orderID) ? 'is-selected' : ''}`} aria-labelledby={titleId}>
                <header className="orders-card__head">
                  <input
                    type="checkbox"
                    className="form-check-input orders-card__check"
                    aria-label={t('row.select', { id: order.orderID })}
                    checked={isSelected(order.orderID)}
                    onChange={(event) => onSelect(order.orderID, event.target.checked)}
                  />
                  <h2 id={titleId} className="orders-card__title">
                    <span className="orders-card__id">{t('row.id', { id: order.orderID })}</span>
                    <span className="text-break">{order.customerName}</span>
                  </h2>
                </header>
                <div className="orders-card__badges">
                  <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
                  <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
                </div>
                <dl className="orders-card__facts">
                  <div>
                    <dt>{t('columns.product')}</dt>
                    <dd className="text-break">{order.flowerProduct?.productName ?? t('row.noProduct')}</dd>
                  </div>
                  <div>
                    <dt>{t('details.phone')}</dt>
                    <dd>{order.phoneNumber}</dd>
                  </div>
                  <div>
                    <dt>{t('columns.quantity')}</dt>
                    <dd>{order.quantity}</dd>
                  </div>
                  <div>
                    <dt>{t('columns.total')}</dt>
                    <dd className="fw-semibold">{formatRupiah(order.totalPrice)}</dd>
                  </div>
                  <div>
                    <dt>{t('columns.orderDate')}</dt>
                    <dd>{formatDate(order.orderDate, 'medium')}</dd>
                  </div>
                </dl>
                <OrderActions order={order} {...actions} />
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
