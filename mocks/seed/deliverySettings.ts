import { nextFixedHolidays } from '../../src/lib/dates/indonesianHolidays';
import { labelHours } from '../../src/lib/delivery/deliveryRules';
import type { DeliverySettingsRow, DeliveryZoneRow } from '../../src/lib/delivery/deliverySettings';
import { DELIVERY_TIMES } from '../../src/lib/orders/orderValues';

/**
 * The seed's delivery settings (docs/product-rules.md#delivery-rules-proposed): no same-day delivery (the
 * product's rule today), the next two national holidays closed, the four windows (the evening one limited),
 * zones over Jabodetabek, free delivery from Rp 1.500.000, pickup at the shop, nothing outside the zones.
 */

export const SEED_DELIVERY_ZONES: readonly DeliveryZoneRow[] = [
  {
    id: 'jakarta-selatan',
    name: 'Jakarta Selatan',
    areas: ['Jakarta Selatan', 'Kebayoran Baru', 'Mampang Prapatan', 'Cilandak', 'Pasar Minggu', 'Tebet', 'Setiabudi'],
    fee: 25_000,
  },
  {
    id: 'jakarta-pusat',
    name: 'Jakarta Pusat',
    areas: ['Jakarta Pusat', 'Menteng', 'Tanah Abang', 'Gambir', 'Kemayoran'],
    fee: 25_000,
  },
  {
    id: 'jakarta-barat',
    name: 'Jakarta Barat',
    areas: ['Jakarta Barat', 'Kebon Jeruk', 'Grogol Petamburan', 'Pal Merah', 'Kembangan'],
    fee: 30_000,
  },
  {
    id: 'jakarta-timur',
    name: 'Jakarta Timur',
    areas: ['Jakarta Timur', 'Jatinegara', 'Duren Sawit', 'Cakung', 'Pulogadung'],
    fee: 30_000,
  },
  {
    id: 'jakarta-utara',
    name: 'Jakarta Utara',
    areas: ['Jakarta Utara', 'Kelapa Gading', 'Penjaringan', 'Tanjung Priok', 'Pademangan'],
    fee: 30_000,
  },
  { id: 'depok', name: 'Depok', areas: ['Depok', 'Beji', 'Pancoran Mas', 'Sukmajaya', 'Cimanggis'], fee: 40_000 },
  { id: 'tangerang', name: 'Tangerang', areas: ['Tangerang', 'Karawaci', 'Cipondoh', 'Ciledug'], fee: 40_000 },
  {
    id: 'tangerang-selatan',
    name: 'Tangerang Selatan',
    areas: ['Tangerang Selatan', 'Serpong', 'Pamulang', 'Ciputat', 'Pondok Aren'],
    fee: 40_000,
  },
  {
    id: 'bekasi',
    name: 'Bekasi',
    areas: ['Bekasi', 'Bekasi Barat', 'Bekasi Selatan', 'Bekasi Timur', 'Tambun Selatan'],
    fee: 40_000,
  },
  {
    id: 'bogor',
    name: 'Bogor',
    areas: ['Bogor', 'Bogor Tengah', 'Bogor Utara', 'Cibinong', 'Babakan Madang'],
    fee: 50_000,
  },
];

/** The evening window takes at most this many orders a day; the others have no limit. */
export const SEED_EVENING_CAPACITY = 10;

export function createDeliverySettings(now: Date, pickupAddress: string | null): DeliverySettingsRow {
  return {
    sameDayCutoff: null,
    closedDates: nextFixedHolidays(now),
    windows: DELIVERY_TIMES.map((label) => ({
      label,
      ...labelHours(label),
      capacity: label === 'Sore (17:00 - 20:00)' ? SEED_EVENING_CAPACITY : null,
    })),
    zones: SEED_DELIVERY_ZONES.map((zone) => ({ ...zone, areas: [...zone.areas] })),
    freeDeliveryFrom: 1_500_000,
    pickupAddress,
    outOfAreaFee: null,
  };
}
