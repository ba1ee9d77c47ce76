import { DELIVERY_TIME_KEYS, DELIVERY_TIME_LABELS, type DeliveryTimeKey } from '@/lib/orders/orderValues';

/**
 * The window's key when the stored label is one of the four (docs/product-rules.md#delivery-times); null for another
 * label, shown as it is.
 */
export function deliveryTimeKey(label: string | null | undefined): DeliveryTimeKey | null {
  return DELIVERY_TIME_KEYS.find((key) => DELIVERY_TIME_LABELS[key] === label?.trim()) ?? null;
}
