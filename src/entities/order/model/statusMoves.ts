import type { OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import { CLOSED_ORDER_STATUSES } from '@/lib/orders/orderValues';
import type { OrderStatusKey } from './orderStatus';

/**
 * The order statuses staff may set (docs/product-rules.md#order-statuses): `Pending` is only displayed and filtered
 * on.
 */
export const SETTABLE_ORDER_STATUSES: readonly OrderStatusValue[] = [
  'Processing',
  'Completed',
  'Delivered',
  'Cancelled',
];
/** The payment statuses staff may set (docs/product-rules.md#payment-statuses). */
export const SETTABLE_PAYMENT_STATUSES: readonly PaymentStatusValue[] = ['Paid', 'Failed', 'Refunded'];

/**
 * Open: a displayed status that still needs work, i.e. not Completed, Delivered or Cancelled (Unknown counts as
 * open).
 */
export function isOpenStatus(status: OrderStatusKey): boolean {
  return !(CLOSED_ORDER_STATUSES as readonly OrderStatusKey[]).includes(status);
}

/** The delivery board's step forward: Pending → Processing → Completed → Delivered (no order is enforced otherwise). */
const NEXT: Partial<Record<OrderStatusKey, OrderStatusValue>> = {
  Pending: 'Processing',
  Processing: 'Completed',
  Completed: 'Delivered',
};

export function nextStatusOf(status: OrderStatusKey): OrderStatusValue | undefined {
  return NEXT[status];
}

/** The board offers to cancel an order while it is open. */
export function canCancel(status: OrderStatusKey): boolean {
  return isOpenStatus(status);
}
