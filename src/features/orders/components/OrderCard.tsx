import { memo } from 'react';
import { textSurchargeOf } from '@/entities/order/model/boardWords';
import { orderTermsOf } from '@/entities/order/model/orderTerms';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/ui/MemoBadges';
import { NewOrderBadge } from '@/entities/order/ui/NewOrderBadge';
import { OrderActions } from '@/entities/order/ui/OrderActions';
import { PaidViaTag } from '@/entities/order/ui/PaidViaTag';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { grandTotal } from '@/lib/orders/orderMoney';
import type { OrderItemProps } from './OrderTableRow';
import { feeText, fulfilmentText } from './OrderTermsTexts';

/**
 * One order as a card (phones and tablets): the table's facts and actions, with the delivery terms and a bunga
 * papan's text surcharge when the order has them.
 */
export const OrderCard = memo(function OrderCard({
  order,
  selected,
  isNew = false,
  onSelect,
  texts,
  formatDate,
  zoneName,
  ...actions
}: OrderItemProps) {
  const titleId = `order-card-${order.orderID}`;
  const terms = orderTermsOf(order);
  const surcharge = textSurchargeOf(order);
  return (
    <article
      className={`orders-card ${selected ? 'is-selected' : ''} ${isNew ? 'is-new' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="orders-card__head">
        <input
          type="checkbox"
          className="form-check-input orders-card__check"
          aria-label={texts.selectOrder(order.orderID)}
          checked={selected}
          onChange={(event) => onSelect(order.orderID, event.target.checked)}
        />
        <h2 id={titleId} className="orders-card__title">
          <span className="orders-card__id">{texts.orderNumber(order.orderID)}</span>{' '}
          <span className="text-break">{order.customerName}</span>
          {isNew && <NewOrderBadge />}
        </h2>
      </header>
      <div className="orders-card__badges">
        <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
        <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
        <PaidViaTag paidVia={order.paidVia} />
      </div>
      <dl className="orders-card__facts">
        <div>
          <dt>{texts.product}</dt>
          <dd className="text-break">{order.flowerProduct?.productName ?? texts.noProduct}</dd>
        </div>
        <div>
          <dt>{texts.phone}</dt>
          <dd>{order.phoneNumber}</dd>
        </div>
        <div>
          <dt>{texts.quantity}</dt>
          <dd>{order.quantity}</dd>
        </div>
        {terms && (
          <>
            <div>
              <dt>{texts.fulfilment}</dt>
              <dd className="text-break">{fulfilmentText(terms, texts, zoneName)}</dd>
            </div>
            {!terms.pickup && (
              <div>
                <dt>{texts.fee}</dt>
                <dd>{feeText(terms, texts)}</dd>
              </div>
            )}
          </>
        )}
        {surcharge !== undefined && (
          <div>
            <dt>{texts.textSurcharge}</dt>
            <dd>{formatRupiah(surcharge)}</dd>
          </div>
        )}
        <div>
          <dt>{texts.total}</dt>
          <dd className="fw-semibold">
            {formatRupiah(terms || surcharge !== undefined ? grandTotal(order) : order.totalPrice)}
          </dd>
        </div>
        <div>
          <dt>{texts.orderDate}</dt>
          <dd>{formatDate(order.orderDate, 'medium')}</dd>
        </div>
      </dl>
      <OrderActions order={order} texts={texts} {...actions} />
    </article>
  );
});
