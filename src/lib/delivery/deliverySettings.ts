import type { DeliveryTimeLabel } from '../orders/orderValues';

/**
 * The shop's proposed delivery settings (docs/product-rules.md#delivery-rules-proposed) as plain data: the
 * shape openapi.yaml's DeliverySettings gives them, shared by the app's rules and the mock backend's store.
 */

export type Fulfilment = 'delivery' | 'pickup';

/** A delivery window; `start`/`end` are `HH:mm` shop time, both null for a window without hours. */
export interface DeliveryWindowRow {
  label: DeliveryTimeLabel;
  start: string | null;
  end: string | null;
  /** orders a day; null for no limit */
  capacity: number | null;
}

export interface DeliveryZoneRow {
  id: string;
  name: string;
  /** kota/kabupaten and kecamatan names */
  areas: string[];
  fee: number;
}

/** The shop's delivery settings, one record (docs/product-rules.md#delivery-rules-proposed). */
export interface DeliverySettingsRow {
  /** `HH:mm` shop time; null: no same-day delivery */
  sameDayCutoff: string | null;
  closedDates: string[];
  windows: DeliveryWindowRow[];
  zones: DeliveryZoneRow[];
  freeDeliveryFrom: number | null;
  pickupAddress: string | null;
  outOfAreaFee: number | null;
  /** days of notice per category id */
  leadDays?: Record<string, number>;
  /** minutes the customer has to answer an arrangement photo (30 when absent) */
  arrangementApprovalMinutes?: number;
}
