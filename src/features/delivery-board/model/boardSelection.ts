import type { CustomerOrder } from '@/api/generated/shopApi';
import { deliveriesOn, isDoneButUnpaid, overdueOrders, compareDeliveries } from '@/entities/order/model/deliveryDay';

/** What the board shows for its `day` parameter: a shop day's deliveries, the overdue ones or the unpaid done ones. */
export type BoardFocus = { kind: 'day'; day: string } | { kind: 'overdue' } | { kind: 'unpaid' };

export function boardFocusOf(day: string, today: string): BoardFocus {
  if (day === 'overdue' || day === 'unpaid') return { kind: day };
  return { kind: 'day', day: day || today };
}

/** Delivered or completed orders whose payment is not Paid, in window order. */
export function doneButUnpaidOrders(orders: readonly CustomerOrder[]): CustomerOrder[] {
  return orders.filter(isDoneButUnpaid).sort(compareDeliveries);
}

/** The orders the board lays out in lanes for a focus. */
export function ordersInFocus(orders: readonly CustomerOrder[], focus: BoardFocus, today: string): CustomerOrder[] {
  if (focus.kind === 'overdue') return overdueOrders(orders, today);
  if (focus.kind === 'unpaid') return doneButUnpaidOrders(orders);
  return deliveriesOn(orders, focus.day);
}
