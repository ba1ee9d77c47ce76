import type { CustomerOrder, OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';

/** The order status values (spec §4 'Order statuses'), in the spec's order. */
export const ORDER_STATUSES: readonly OrderStatusValue[] = ['Pending', 'Processing', 'Completed', 'Delivered', 'Cancelled'];
/** The payment status values (spec §4). */
export const PAYMENT_STATUSES: readonly PaymentStatusValue[] = ['Pending', 'Paid', 'Failed', 'Refunded'];

/** A status as displayed: a known value, or Unknown for anything else (missing, empty, unexpected text). */
export type OrderStatusKey = OrderStatusValue | 'Unknown';
export type PaymentStatusKey = PaymentStatusValue | 'Unknown';

/** Badge colour of a status, named as the spec names it. */
export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'purple' | 'grey';

/** Order: pending yellow, processing blue, completed green, cancelled red, delivered purple, others grey (spec §4). */
const ORDER_TONES: Record<OrderStatusKey, StatusTone> = {
  Pending: 'yellow',
  Processing: 'blue',
  Completed: 'green',
  Delivered: 'purple',
  Cancelled: 'red',
  Unknown: 'grey',
};

/** Payment: pending yellow, paid green, failed red, refunded purple; anything else grey. */
const PAYMENT_TONES: Record<PaymentStatusKey, StatusTone> = {
  Pending: 'yellow',
  Paid: 'green',
  Failed: 'red',
  Refunded: 'purple',
  Unknown: 'grey',
};

function known<T extends string>(values: readonly T[], value: string | null | undefined): T | 'Unknown' {
  return values.find((candidate) => candidate === value) ?? 'Unknown';
}

export function toOrderStatus(value: string | null | undefined): OrderStatusKey {
  return known(ORDER_STATUSES, value);
}

export function toPaymentStatus(value: string | null | undefined): PaymentStatusKey {
  return known(PAYMENT_STATUSES, value);
}

/** The displayed order status: the first entry of the order's status list (spec §4); Unknown when empty or not a known value. */
export function displayedOrderStatus(order: Pick<CustomerOrder, 'orderStatuses'>): OrderStatusKey {
  return toOrderStatus(order.orderStatuses?.[0]?.status);
}

/** The displayed payment status: the first entry of the order's payment list (spec §4); Unknown when empty or not a known value. */
export function displayedPaymentStatus(order: Pick<CustomerOrder, 'payments'>): PaymentStatusKey {
  return toPaymentStatus(order.payments?.[0]?.paymentStatus);
}

export function orderStatusTone(status: string | null | undefined): StatusTone {
  return ORDER_TONES[toOrderStatus(status)];
}

export function paymentStatusTone(status: string | null | undefined): StatusTone {
  return PAYMENT_TONES[toPaymentStatus(status)];
}
