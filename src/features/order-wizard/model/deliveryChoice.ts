import type { DeliveryDay, DeliverySettings } from '@/api/generated/shopApi';
import { addDays, shopToday } from '@/lib/dates/shopClock';
import {
  dayClosedReason,
  earliestDeliveryDay,
  normalizeArea,
  offersPickup,
  quoteDelivery,
  zoneOfAddressParts,
  type DeliveryDayReason,
  type DeliveryQuote,
} from '@/lib/delivery/deliveryRules';
import type { DeliveryZoneRow } from '@/lib/delivery/deliverySettings';
import { grandTotal } from '@/lib/orders/orderMoney';
import { DELIVERY_TIME_LABELS, type DeliveryTimeKey } from '@/lib/orders/orderValues';
import type { OrderDetailsDraft } from './wizardTypes';

/**
 * The wizard's view of the shop's delivery rules (docs/product-rules.md#delivery-rules-proposed), when the
 * backend offers them: which days and windows can be chosen and why not, the zone and fee an address gets,
 * and the address the order carries, composed from its parts.
 */
export interface WizardDelivery {
  settings: DeliverySettings;
  /** The days the backend answered (places left in the windows), by date; empty while they load. */
  days: ReadonlyMap<string, DeliveryDay>;
  /** The shop clock's now. */
  now: Date;
  /** Days of notice of the chosen category. */
  leadDays: number;
  /**
   * The backend could not say which days are open (the availability call failed otherwise than 404/501):
   * unknown is not open, so a day the settings do not close cannot be chosen either ('unchecked').
   */
  daysUnchecked?: boolean;
}

/** Why a day cannot be chosen: the rules' reasons, or 'unchecked' when the open days could not be checked. */
export type WizardDayReason = DeliveryDayReason | 'unchecked';

/** The first day an order can be delivered on (before closed days are skipped). */
export function earliestDay(delivery: WizardDelivery): string {
  return earliestDeliveryDay(delivery.settings, delivery.now, delivery.leadDays);
}

/**
 * Why `day` cannot be chosen, undefined when it can: the backend's answer when there is one, else the rules on
 * the settings; a day they leave open is 'unchecked' when the backend could not be asked.
 */
export function dayReason(delivery: WizardDelivery, day: string): WizardDayReason | undefined {
  const known = delivery.days.get(day);
  if (known) return known.open ? undefined : (known.reason ?? 'closed');
  const closed = dayClosedReason(delivery.settings, day, delivery.now, delivery.leadDays);
  return closed ?? (delivery.daysUnchecked ? 'unchecked' : undefined);
}

/** The days offered as quick choices: from the shop's today when same-day delivery exists, else from its tomorrow. */
export function quickDays(delivery: WizardDelivery, count: number): string[] {
  const today = shopToday(delivery.now);
  const first = delivery.settings.sameDayCutoff === null ? addDays(today, 1) : today;
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

export type WindowStatus =
  | { kind: 'open'; remaining: number | null }
  | { kind: 'full' }
  | { kind: 'over' }
  /** the window is not one the shop offers */
  | { kind: 'none' };

/**
 * Whether the window can be chosen on `day` (unknown days and windows count as open: the backend has the last word).
 */
export function windowStatus(delivery: WizardDelivery, day: string, key: DeliveryTimeKey): WindowStatus {
  const label = DELIVERY_TIME_LABELS[key];
  if (!delivery.settings.windows.some((window) => window.label === label)) return { kind: 'none' };
  const known = delivery.days.get(day)?.windows.find((window) => window.label === label);
  if (!known) return { kind: 'open', remaining: null };
  if (known.available) return { kind: 'open', remaining: known.remaining };
  if (known.remaining === 0) return { kind: 'full' };
  return { kind: 'over' };
}

/**
 * The zone an area name belongs to, also when it is written inside a longer text ("Jl. Kemang Raya 15, Jakarta
 * Selatan").
 */
export function zoneInText(settings: DeliverySettings, text: string): DeliveryZoneRow | undefined {
  const haystack = ` ${normalizeArea(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  let best: { zone: DeliveryZoneRow; length: number } | undefined;
  for (const zone of settings.zones) {
    for (const area of zone.areas) {
      const needle = normalizeArea(area)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (needle && haystack.includes(` ${needle} `) && (!best || needle.length > best.length))
        best = { zone, length: needle.length };
    }
  }
  return best?.zone;
}

/** The zone of the address: its kecamatan, else its kota/kabupaten, else an area the typed address names. */
export function zoneOfAddress(
  settings: DeliverySettings,
  details: Pick<OrderDetailsDraft, 'kecamatan' | 'kotaKabupaten' | 'address'>,
): DeliveryZoneRow | undefined {
  return zoneOfAddressParts(settings, details) ?? zoneInText(settings, details.address);
}

/** How the draft's order is fulfilled (pickup only where the shop offers it) and what delivery costs. */
export function deliveryQuote(
  settings: DeliverySettings,
  details: OrderDetailsDraft,
  totalPrice: number,
): DeliveryQuote {
  const pickup = details.fulfilment === 'pickup' && offersPickup(settings);
  return pickup
    ? quoteDelivery(settings, 'pickup', undefined, totalPrice)
    : quoteDelivery(settings, 'delivery', zoneOfAddress(settings, details), totalPrice);
}

/** The address parts as the order carries them: only those filled in, trimmed. */
export function addressParts(details: OrderDetailsDraft) {
  const parts = {
    provinsi: details.provinsi.trim(),
    kotaKabupaten: details.kotaKabupaten.trim(),
    kecamatan: details.kecamatan.trim(),
    kelurahan: details.kelurahan.trim(),
    kodePos: details.kodePos.trim(),
    detail: details.address.trim(),
    patokan: details.patokan.trim(),
  };
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== '')) as Partial<typeof parts>;
}

/**
 * The one-line address the order has always carried, from the parts: "detail, kelurahan, kecamatan,
 * kota/kabupaten, provinsi kode pos (patokan: …)". A pickup order carries the shop's pickup address.
 */
export function composedAddress(details: OrderDetailsDraft, pickupAddress: string | null): string {
  if (details.fulfilment === 'pickup' && pickupAddress !== null) return `Ambil di toko: ${pickupAddress}`;
  const parts = addressParts(details);
  const region = [
    parts.detail,
    parts.kelurahan,
    parts.kecamatan,
    parts.kotaKabupaten,
    [parts.provinsi, parts.kodePos].filter(Boolean).join(' '),
  ];
  const line = region.filter(Boolean).join(', ');
  return parts.patokan ? `${line} (patokan: ${parts.patokan})` : line;
}

/** A five-digit Indonesian postal code, or nothing. */
export const KODE_POS = /^\d{5}$/;

export interface OrderMoney {
  /** unit price × quantity (the order's `totalPrice`) */
  productTotal: number;
  quote: DeliveryQuote;
  /** product total + fee; the product total while the fee is not known */
  grandTotal: number;
}

/** What the order costs with the delivery rules: the product total, the delivery fee and what the customer pays. */
export function orderMoney(settings: DeliverySettings, details: OrderDetailsDraft, productTotal: number): OrderMoney {
  const quote = deliveryQuote(settings, details, productTotal);
  return { productTotal, quote, grandTotal: grandTotal({ totalPrice: productTotal, deliveryFee: quote.fee }) };
}
