import type { SimpleFaker } from '@faker-js/faker';
import { offersPickup, quoteDelivery, zoneOfAddressParts } from '../../src/lib/delivery/deliveryRules';
import type { DeliverySettingsRow } from '../../src/lib/delivery/deliverySettings';
import type { CustomerOrderRow } from '../db/types';
import { DAY_MS } from './dates';
import type { SeedAddress } from './people';

/**
 * The proposed delivery terms of seeded orders (docs/product-rules.md#delivery-rules-proposed): the
 * orders of the last `TERMS_DAYS` days were placed with them — a delivery into the zone of the address
 * with the fee that zone asks (free from the settings' free-delivery total), or a pickup at the shop
 * (no fee, no address parts). Older orders were placed before and carry none of the fields.
 */

/** Orders placed within this many days before the seed's `now` carry the delivery terms. */
export const TERMS_DAYS = 30;

/** How likely a recent order is a pickup. */
const PICKUP_SHARE = 0.1;

const LANDMARKS = [
  'Pagar hitam, sebelah warung kopi',
  'Depan masjid, rumah cat hijau',
  'Seberang minimarket',
  'Gedung kantor lantai 3, titip resepsionis',
  'Dekat pos satpam kompleks',
  'Rumah pojok, pohon mangga di depan',
];

export type TermsFields = Pick<
  CustomerOrderRow,
  | 'fulfilment'
  | 'deliveryZoneId'
  | 'deliveryFee'
  | 'provinsi'
  | 'kotaKabupaten'
  | 'kecamatan'
  | 'kelurahan'
  | 'kodePos'
  | 'detail'
  | 'patokan'
>;

export interface TermsDraft {
  orderDate: Date;
  totalPrice: number;
  address: SeedAddress;
  /** forced a pickup (the seed keeps one active pickup due the shop's tomorrow) */
  pickup: boolean;
}

/**
 * The delivery terms of one seeded order, or none for an order placed before the shop took them. Draws
 * from `faker` only for recent orders, after every other draw of the seed.
 */
export function seedDeliveryTerms(
  faker: SimpleFaker,
  now: Date,
  settings: DeliverySettingsRow | null,
  draft: TermsDraft,
): Partial<TermsFields> {
  if (!settings || now.getTime() - draft.orderDate.getTime() > TERMS_DAYS * DAY_MS) return {};
  const pickupDrawn = faker.datatype.boolean({ probability: PICKUP_SHARE });
  const kelurahan = faker.helpers.arrayElement(draft.address.kelurahanChoices);
  const patokan = faker.datatype.boolean({ probability: 0.4 }) ? faker.helpers.arrayElement(LANDMARKS) : undefined;
  if (offersPickup(settings) && (draft.pickup || pickupDrawn)) return { fulfilment: 'pickup', deliveryFee: 0 };
  const { provinsi, kotaKabupaten, kecamatan, kodePos, detail } = draft.address;
  const zone = zoneOfAddressParts(settings, { kecamatan, kotaKabupaten });
  const { fee } = quoteDelivery(settings, 'delivery', zone, draft.totalPrice);
  // Every seeded area is in a zone; an area outside them all would be refused, so it keeps no terms.
  if (!zone || fee === null) return {};
  return {
    fulfilment: 'delivery',
    deliveryZoneId: zone.id,
    deliveryFee: fee,
    provinsi,
    kotaKabupaten,
    kecamatan,
    kelurahan,
    kodePos,
    detail,
    ...(patokan ? { patokan } : {}),
  };
}
