import type { CustomerOrder } from '@/api/generated/shopApi';

export interface OrderRow {
  id: number;
  customer: string;
  phone: string;
  product: string;
  quantity: number;
  total: number;
  orderDate: string;
  status: string;
  payment: string;
}

export type SortKey = 'id' | 'customer' | 'product' | 'quantity' | 'total' | 'orderDate' | 'status' | 'payment';
export type SortDirection = 'ascending' | 'descending';

/** Displayed statuses are the first entries of the order's lists (spec §4); Unknown when missing. */
export function toOrderRow(order: CustomerOrder): OrderRow {
  return {
    id: order.orderID,
    customer: order.customerName,
    phone: order.phoneNumber,
    product: order.flowerProduct?.productName ?? '',
    quantity: order.quantity,
    total: order.totalPrice,
    orderDate: order.orderDate,
    status: order.orderStatuses[0]?.status ?? 'Unknown',
    payment: order.payments[0]?.paymentStatus ?? 'Unknown',
  };
}

/** Order search (spec §5): customer name, product name, order ID or phone number. */
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
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'id');
    return order * factor || a.id - b.id;
  });
}
