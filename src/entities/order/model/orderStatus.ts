import type { CustomerOrder, OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/orderValues';

/** A status as displayed: a known value, or Unknown for anything else (missing, empty, unexpected text). */
export type OrderStatusKey = OrderStatusValue | 'Unknown';
export type PaymentStatusKey = PaymentStatusValue | 'Unknown';

/** Badge colour of a status (docs/product-rules.md#status-badges). */
export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'purple' | 'grey';

/** Order: pending yellow, processing blue, completed green, cancelled red, delivered purple, others grey. */
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

/**
 * The displayed order status: the first entry of the order's status list (docs/product-rules.md#order-statuses);
 * Unknown when empty or not a known value.
 */
export function displayedOrderStatus(order: Pick<CustomerOrder, 'orderStatuses'>): OrderStatusKey {
  return toOrderStatus(order.orderStatuses?.[0]?.status);
}

/**
 * The displayed payment status: the first entry of the order's payment list
 * (docs/product-rules.md#payment-statuses); Unknown when empty or not a known value.
 */
export function displayedPaymentStatus(order: Pick<CustomerOrder, 'payments'>): PaymentStatusKey {
  return toPaymentStatus(order.payments?.[0]?.paymentStatus);
}

export function orderStatusTone(status: string | null | undefined): StatusTone {
  return ORDER_TONES[toOrderStatus(status)];
}

export function paymentStatusTone(status: string | null | undefined): StatusTone {
  return PAYMENT_TONES[toPaymentStatus(status)];
}
