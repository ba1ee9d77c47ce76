import { memo } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import type { ZoneName } from '@/entities/delivery/useZoneNames';
import { textSurchargeOf } from '@/entities/order/model/boardWords';
import { orderTermsOf } from '@/entities/order/model/orderTerms';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/ui/MemoBadges';
import { NewOrderBadge } from '@/entities/order/ui/NewOrderBadge';
import { OrderActions, type OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { PaidViaTag } from '@/entities/order/ui/PaidViaTag';
import type { OrderTexts } from '@/entities/order/ui/useOrderTexts';
import type { DateStyle } from '@/lib/dates/formatDate';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { grandTotal } from '@/lib/orders/orderMoney';
import { FulfilmentLine, feeText } from './OrderTermsTexts';

export interface OrderItemProps extends OrderActionHandlers {
  order: CustomerOrder;
  selected: boolean;
  /** Arrived since staff last looked: a subtle background and 'Baru'. */
  isNew?: boolean;
  onSelect(orderID: number, on: boolean): void;
  texts: OrderTexts;
  formatDate(value: string, style: DateStyle): string;
  zoneName: ZoneName;
}

/**
 * One order in the table; re-renders only when its order or its tick changes. An order with delivery
 * terms shows how it is fulfilled under the customer, and its grand total with the fee under it
 * (docs/product-rules.md#delivery-rules-proposed), and a bunga papan's text surcharge under it too; an order without
 * shows as it always did.
 */
export const OrderTableRow = memo(function OrderTableRow({
  order,
  selected,
  isNew = false,
  onSelect,
  texts,
  formatDate,
  zoneName,
  ...actions
}: OrderItemProps) {
  const terms = orderTermsOf(order);
  const surcharge = textSurchargeOf(order);
  return (
    <tr className={[selected && 'table-active', isNew && 'is-new'].filter(Boolean).join(' ') || undefined}>
      <td className="orders-table__select">
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={texts.selectOrder(order.orderID)}
          checked={selected}
          onChange={(event) => onSelect(order.orderID, event.target.checked)}
        />
      </td>
      <td className="orders-table__id">
        <span>{texts.orderNumber(order.orderID)}</span>
        {isNew && <NewOrderBadge />}
      </td>
      <td className="orders-table__customer">
        <span className="fw-semibold text-break">{order.customerName}</span>
        <span className="d-block small text-body-secondary">{order.phoneNumber}</span>
        {terms && <FulfilmentLine terms={terms} texts={texts} zoneName={zoneName} />}
      </td>
      <td className="orders-table__product text-break">{order.flowerProduct?.productName ?? texts.noProduct}</td>
      <td className="text-end">{order.quantity}</td>
      <td className="text-end text-nowrap">
        {terms || surcharge !== undefined ? (
          <>
            {formatRupiah(grandTotal(order))}
            {terms && !terms.pickup && (
              <span className="d-block small text-body-secondary">
                {terms.fee === 0 ? texts.freeDelivery : texts.withFee(feeText(terms, texts))}
              </span>
            )}
            {surcharge !== undefined && surcharge > 0 && (
              <span className="d-block small text-body-secondary">
                {texts.withTextSurcharge(formatRupiah(surcharge))}
              </span>
            )}
          </>
        ) : (
          formatRupiah(order.totalPrice)
        )}
      </td>
      <td className="text-nowrap">{formatDate(order.orderDate, 'medium')}</td>
      <td>
        <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
      </td>
      <td>
        <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
        <PaidViaTag paidVia={order.paidVia} />
      </td>
      <td className="orders-table__actions">
        <OrderActions order={order} texts={texts} {...actions} />
      </td>
    </tr>
  );
});
