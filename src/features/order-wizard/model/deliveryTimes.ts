import type { DeliveryTimeLabel } from '@/api/generated/shopApi';

/** The four delivery windows of spec §9, keyed for translation; the payload carries the Indonesian label. */
export const DELIVERY_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type DeliveryTimeKey = (typeof DELIVERY_TIMES)[number];

export const DELIVERY_TIME_LABELS: Record<DeliveryTimeKey, DeliveryTimeLabel> = {
  morning: 'Pagi (08:00 - 12:00)',
  afternoon: 'Siang (12:00 - 17:00)',
  evening: 'Sore (17:00 - 20:00)',
  anytime: 'Kapan Saja',
};

export function isDeliveryTimeKey(value: unknown): value is DeliveryTimeKey {
  return typeof value === 'string' && (DELIVERY_TIMES as readonly string[]).includes(value);
}
