import type { CustomerOrder } from '@/api/generated/shopApi';
import { ORDER_STATUSES } from '@/lib/orders/orderValues';
import { displayedOrderStatus, type OrderStatusKey } from './orderStatus';
import { isOpenStatus } from './statusMoves';

type Statuses = Pick<CustomerOrder, 'orderStatuses'>;

const hasEntry = (order: Statuses, status: OrderStatusKey) =>
  (order.orderStatuses ?? []).some((entry) => entry.status === status);

/**
 * What the order screens count, each defined once (docs/product-rules.md#order-statistics).
 * Order Management counts by the entries an order has; analytics and the
 * delivery board by its displayed status (the first entry).
 */
export const ORDER_COUNTS = {
  /** Having a Pending entry anywhere in the status list: Order Management's 'Pending Orders'. */
  havingPending: (order: Statuses) => hasEntry(order, 'Pending'),
  /** Having a Completed entry anywhere in the status list: Order Management's 'Completed Orders'. */
  havingCompleted: (order: Statuses) => hasEntry(order, 'Completed'),
  /** Displayed Pending: analytics' 'Pending'. */
  displayedPending: (order: Statuses) => displayedOrderStatus(order) === 'Pending',
  /** Displayed Completed or Delivered, the work done: analytics' completed, the board's 'done yet unpaid'. */
  displayedCompletedOrDelivered: (order: Statuses) => {
    const status = displayedOrderStatus(order);
    return status === 'Completed' || status === 'Delivered';
  },
  /** Displayed status still open (not Completed, Delivered or Cancelled): what the board's overdue deliveries are. */
  displayedOpen: (order: Statuses) => isOpenStatus(displayedOrderStatus(order)),
} as const;

export function countOrders<Order>(orders: readonly Order[], counted: (order: Order) => boolean): number {
  let count = 0;
  for (const order of orders) if (counted(order)) count++;
  return count;
}

/** Revenue: the sum of every order's totalPrice, in rupiah. */
export function orderRevenue(orders: readonly Pick<CustomerOrder, 'totalPrice'>[]): number {
  let revenue = 0;
  for (const order of orders) if (Number.isFinite(order.totalPrice)) revenue += order.totalPrice;
  return revenue;
}

export interface OrderStats {
  /** Every order. */
  total: number;
  /** ORDER_COUNTS.havingPending */
  pending: number;
  /** ORDER_COUNTS.havingCompleted */
  completed: number;
  /** orderRevenue */
  revenue: number;
}

/** Order Management's four cards: Total Orders, Pending Orders, Completed Orders, Total Revenue. */
export function orderStats(orders: readonly CustomerOrder[]): OrderStats {
  return {
    total: orders.length,
    pending: countOrders(orders, ORDER_COUNTS.havingPending),
    completed: countOrders(orders, ORDER_COUNTS.havingCompleted),
    revenue: orderRevenue(orders),
  };
}

export interface StatusCount {
  status: OrderStatusKey;
  count: number;
}

/** Orders per displayed status, in the product's order with zero counts; Unknown last, only when there is one. */
export function countByDisplayedStatus(orders: readonly Statuses[]): StatusCount[] {
  const counts = new Map<OrderStatusKey, number>();
  for (const order of orders) {
    const status = displayedOrderStatus(order);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const slices: StatusCount[] = ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  const unknown = counts.get('Unknown');
  if (unknown) slices.push({ status: 'Unknown', count: unknown });
  return slices;
}
