import type { CustomerOrder } from '@/api/generated/shopApi';

export interface OrderStats {
  /** Every order. */
  total: number;
  /** Orders having a Pending status entry (spec §9), whichever entry it is. */
  pending: number;
  /** Orders having a Completed status entry. */
  completed: number;
  /** The sum of every order's totalPrice, in rupiah. */
  revenue: number;
}

const hasStatus = (order: CustomerOrder, status: string) => (order.orderStatuses ?? []).some((entry) => entry.status === status);

/** The four stat cards (spec §2, §9), over all orders. */
export function orderStats(orders: readonly CustomerOrder[]): OrderStats {
  let pending = 0;
  let completed = 0;
  let revenue = 0;
  for (const order of orders) {
    if (hasStatus(order, 'Pending')) pending++;
    if (hasStatus(order, 'Completed')) completed++;
    if (Number.isFinite(order.totalPrice)) revenue += order.totalPrice;
  }
  return { total: orders.length, pending, completed, revenue };
}
