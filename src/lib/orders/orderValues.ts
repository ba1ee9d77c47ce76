/**
 * The values an order's lists and delivery time take, as the API carries them. Plain constants, read by the
 * app (`src/entities/order`) and by the mock backend (`mocks/`) alike.
 */

/** docs/product-rules.md#order-statuses, in the product's order. */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Completed', 'Delivered', 'Cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** The order statuses after which an order needs no more work: done (Completed, Delivered) or Cancelled. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatusValue[] = ['Completed', 'Delivered', 'Cancelled'];

/** docs/product-rules.md#payment-statuses, in the product's order. */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/**
 * The four delivery windows (docs/product-rules.md#delivery-times): key → the label sent and stored in every
 * language.
 */
export const DELIVERY_TIME_LABELS = {
  morning: 'Pagi (08:00 - 12:00)',
  afternoon: 'Siang (12:00 - 17:00)',
  evening: 'Sore (17:00 - 20:00)',
  anytime: 'Kapan Saja',
} as const;
export type DeliveryTimeKey = keyof typeof DELIVERY_TIME_LABELS;
export type DeliveryTimeLabel = (typeof DELIVERY_TIME_LABELS)[DeliveryTimeKey];

/** The windows' keys in the product's order. */
export const DELIVERY_TIME_KEYS: readonly DeliveryTimeKey[] = ['morning', 'afternoon', 'evening', 'anytime'];
/** The windows' labels in the product's order. */
export const DELIVERY_TIMES: readonly DeliveryTimeLabel[] = DELIVERY_TIME_KEYS.map((key) => DELIVERY_TIME_LABELS[key]);

/** Whether a value (e.g. from a stored draft) is one of the windows' keys. */
export function isDeliveryTimeKey(value: unknown): value is DeliveryTimeKey {
  return typeof value === 'string' && (DELIVERY_TIME_KEYS as readonly string[]).includes(value);
}
