import type { CustomerOrder } from '@/api/generated/shopApi';
import { eventTimeOf, isCondolenceBoard } from '@/entities/order/model/boardWords';

/** Sooner event first; a board naming no event time after those that do, then by order ID. */
function byEventTime(a: CustomerOrder, b: CustomerOrder): number {
  const at = (order: CustomerOrder) => eventTimeOf(order.board) ?? Number.MAX_SAFE_INTEGER;
  return at(a) - at(b) || a.orderID - b.orderID;
}

/**
 * The board's order of a lane (docs/product-rules.md#the-right-words-proposed): condolence boards (`duka`) first, by
 * when their event starts, since a funeral does not wait; every other order after them in the order it had. Without
 * a condolence board the orders come back as they were.
 */
export function condolenceFirst(orders: CustomerOrder[]): CustomerOrder[] {
  const condolences = orders.filter(isCondolenceBoard);
  if (condolences.length === 0) return orders;
  return [...condolences.sort(byEventTime), ...orders.filter((order) => !isCondolenceBoard(order))];
}
