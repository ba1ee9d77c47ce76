import { memo } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import type { DateStyle } from '@/lib/dates/formatDate';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { OrderTexts } from '../hooks/useOrderTexts';
import { OrderActions, type OrderActionHandlers } from './OrderActions';
import { OrderStatusBadge, PaymentStatusBadge } from './MemoBadges';

export interface OrderItemProps extends OrderActionHandlers {
  order: CustomerOrder;
  selected: boolean;
  onSelect(orderID: number, on: boolean): void;
  texts: OrderTexts;
  formatDate(value: string, style: DateStyle): string;
}

/** One order in the table; re-renders only when its order or its tick changes. */
export const OrderTableRow = memo(function OrderTableRow({ order, selected, onSelect, texts, formatDate, ...actions }: OrderItemProps) {
  return (
    <tr className={selected ? 'table-active' : undefined}>
      <td className="orders-table__select">
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={texts.selectOrder(order.orderID)}
          checked={selected}
          onChange={(event) => onSelect(order.orderID, event.target.checked)}
        />
      </td>
      <td className="orders-table__id">{texts.orderNumber(order.orderID)}</td>
      <td className="orders-table__customer">
        <span className="fw-semibold text-break">{order.customerName}</span>
        <span className="d-block small text-body-secondary">{order.phoneNumber}</span>
      </td>
      <td className="orders-table__product text-break">{order.flowerProduct?.productName ?? texts.noProduct}</td>
      <td className="text-end">{order.quantity}</td>
      <td className="text-end text-nowrap">{formatRupiah(order.totalPrice)}</td>
      <td className="text-nowrap">{formatDate(order.orderDate, 'medium')}</td>
      <td>
        <OrderStatusBadge status={order.orderStatuses?.[0]?.status} />
      </td>
      <td>
        <PaymentStatusBadge status={order.payments?.[0]?.paymentStatus} />
      </td>
      <td className="orders-table__actions">
        <OrderActions order={order} texts={texts} {...actions} />
      </td>
    </tr>
  );
});
