import type { CustomerOrder } from '@/api/generated/shopApi';
import {
  displayedOrderStatus,
  displayedPaymentStatus,
  type OrderStatusKey,
  type PaymentStatusKey,
} from '@/entities/order/model/orderStatus';

export interface OrderRow {
  id: number;
  customer: string;
  phone: string;
  product: string;
  quantity: number;
  total: number;
  orderDate: string;
  status: OrderStatusKey;
  payment: PaymentStatusKey;
}

export type SortKey = 'id' | 'customer' | 'product' | 'quantity' | 'total' | 'orderDate' | 'status' | 'payment';
export type SortDirection = 'ascending' | 'descending';

/**
 * One table row; the statuses are the displayed ones of the order read model (docs/product-rules.md#order-statuses).
 */
export function toOrderRow(order: CustomerOrder): OrderRow {
  return {
    id: order.orderID,
    customer: order.customerName,
    phone: order.phoneNumber,
    product: order.flowerProduct?.productName ?? '',
    quantity: order.quantity,
    total: order.totalPrice,
    orderDate: order.orderDate,
    status: displayedOrderStatus(order),
    payment: displayedPaymentStatus(order),
  };
}

/** Order search: customer name, product name, order ID or phone number. */
export function filterRows(rows: readonly OrderRow[], query: string): OrderRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      row.customer.toLowerCase().includes(needle) ||
      row.product.toLowerCase().includes(needle) ||
      String(row.id).includes(needle) ||
      row.phone.toLowerCase().includes(needle),
  );
}

export function sortRows(rows: readonly OrderRow[], key: SortKey, direction: SortDirection): OrderRow[] {
  const factor = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'id');
    return order * factor || a.id - b.id;
  });
}
