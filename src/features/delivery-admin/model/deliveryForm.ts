import type { DeliverySettings } from '@/api/generated/shopApi';
import {
  DELIVERY_TIME_KEYS,
  DELIVERY_TIME_LABELS,
  type DeliveryTimeKey,
  type DeliveryTimeLabel,
} from '@/lib/orders/orderValues';

/**
 * The delivery settings as the form holds them (docs/product-rules.md#delivery-rules-proposed): what the
 * user types is text (amounts as digits, `''` for none), and back. Field paths match the settings' own
 * (`windows[1].capacity`, `zones[0].fee`), so a server's field errors land on the field they name.
 */

export interface WindowValues {
  label: DeliveryTimeLabel;
  /** `HH:mm`; both '' for a window without hours */
  start: string;
  end: string;
  /** digits; '' for no limit */
  capacity: string;
}

export interface ZoneValues {
  /** '' for a zone added here: it gets an id from its name when saved */
  id: string;
  name: string;
  /** digits */
  fee: string;
  areas: string[];
}

export type OutOfArea = 'refuse' | 'charge';

export interface DeliveryFormValues {
  sameDay: boolean;
  sameDayCutoff: string;
  closedDates: string[];
  windows: WindowValues[];
  zones: ZoneValues[];
  freeDeliveryFrom: string;
  pickupAddress: string;
  outOfArea: OutOfArea;
  outOfAreaFee: string;
}

const KEY_OF_LABEL = new Map<string, DeliveryTimeKey>(
  DELIVERY_TIME_KEYS.map((key) => [DELIVERY_TIME_LABELS[key], key]),
);

/** The translation key of a window's label ('Pagi (08:00 - 12:00)' → 'morning'). */
export function windowKeyOf(label: string): DeliveryTimeKey | undefined {
  return KEY_OF_LABEL.get(label);
}

const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const amountOf = (text: string) => (text.trim() === '' ? null : Number(text));

export function formValuesOf(settings: DeliverySettings): DeliveryFormValues {
  return {
    sameDay: settings.sameDayCutoff !== null,
    sameDayCutoff: settings.sameDayCutoff ?? '',
    closedDates: [...settings.closedDates].sort(),
    windows: settings.windows.map((window) => ({
      label: window.label,
      start: window.start ?? '',
      end: window.end ?? '',
      capacity: amountText(window.capacity),
    })),
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      fee: amountText(zone.fee),
      areas: [...zone.areas],
    })),
    freeDeliveryFrom: amountText(settings.freeDeliveryFrom),
    pickupAddress: settings.pickupAddress ?? '',
    outOfArea: settings.outOfAreaFee === null ? 'refuse' : 'charge',
    outOfAreaFee: amountText(settings.outOfAreaFee),
  };
}

/** A zone id from its name: lower case, words joined by '-' ('Jakarta Selatan' → 'jakarta-selatan'). */
export function slugOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'zona'
  );
}

/** Ids for the zones: kept ones as they are, new ones from their names, never twice. */
function zoneIds(zones: readonly ZoneValues[]): string[] {
  const taken = new Set(zones.map((zone) => zone.id).filter(Boolean));
  return zones.map((zone) => {
    if (zone.id) return zone.id;
    const base = slugOf(zone.name);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/** The settings to save; what the form does not edit (days of notice per category) is kept from `loaded`. */
export function settingsOf(values: DeliveryFormValues, loaded: DeliverySettings): DeliverySettings {
  const ids = zoneIds(values.zones);
  const settings: DeliverySettings = {
    sameDayCutoff: values.sameDay ? values.sameDayCutoff : null,
    closedDates: [...new Set(values.closedDates)].sort(),
    windows: values.windows.map((window) => ({
      label: window.label,
      start: window.start || null,
      end: window.end || null,
      capacity: amountOf(window.capacity),
    })),
    zones: values.zones.map((zone, index) => ({
      id: ids[index],
      name: zone.name.trim(),
      fee: Number(zone.fee),
      areas: zone.areas.map((area) => area.trim()).filter(Boolean),
    })),
    freeDeliveryFrom: amountOf(values.freeDeliveryFrom),
    pickupAddress: values.pickupAddress.trim() || null,
    outOfAreaFee: values.outOfArea === 'charge' ? amountOf(values.outOfAreaFee) : null,
  };
  return loaded.leadDays === undefined ? settings : { ...settings, leadDays: loaded.leadDays };
}

/** Adds or removes a closed day, keeping the list sorted. */
export function toggledDate(dates: readonly string[], day: string): string[] {
  return dates.includes(day) ? dates.filter((date) => date !== day) : [...dates, day].sort();
}
