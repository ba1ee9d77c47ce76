import { checkOrderDelivery, type Booking, type FieldErrors } from '../../src/lib/delivery/deliveryRules';
import type { DeliverySettingsRow } from '../../src/lib/delivery/deliverySettings';
import type { CustomerOrder, CustomerOrderInput } from '../runtime/apiTypes';
import type { MockDatabase } from './database';
import { shopDayOfText } from './dates';
import type { CustomerOrderRow, OrderStatusRow } from './types';

/**
 * The proposed delivery terms of orders (docs/product-rules.md#delivery-rules-proposed) between the
 * database and the pure rules of deliveryRules.ts: the places orders hold, the rules of a new order, and
 * the terms a stored order answers with.
 */

const ADDRESS_PARTS = ['provinsi', 'kotaKabupaten', 'kecamatan', 'kelurahan', 'kodePos', 'detail', 'patokan'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The request fields that make an order one "with delivery terms". */
export const DELIVERY_FIELDS = ['fulfilment', 'deliveryZoneId', 'deliveryFee', ...ADDRESS_PARTS] as const;

type DeliveryTerms = Pick<CustomerOrderRow, (typeof DELIVERY_FIELDS)[number]>;

/** Whether the order carries any delivery field; an order without one is checked by the rules without them. */
export function hasDeliveryFields(input: CustomerOrderInput): boolean {
  return DELIVERY_FIELDS.some((field) => input[field] !== undefined && input[field] !== null);
}

/** The places orders hold: every order not displayed Cancelled, by its shop day and delivery time. */
export function bookingsOf(db: MockDatabase): Booking[] {
  // The displayed status is the first entry (lowest statusID, as db.currentStatus), found in one pass.
  const displayed = new Map<number, OrderStatusRow>();
  for (const status of db.orderStatuses.all()) {
    const first = displayed.get(status.orderID);
    if (!first || status.statusID < first.statusID) displayed.set(status.orderID, status);
  }
  return db.customerOrders
    .all()
    .filter((order) => displayed.get(order.orderID)?.status !== 'Cancelled')
    .map((order) => ({ day: shopDayOfText(order.deliveryDate), deliveryTime: order.deliveryTime }));
}

/** The days of notice of a category (0 without any). */
export function leadDaysOf(settings: DeliverySettingsRow, categoryID: number | undefined): number {
  return categoryID === undefined ? 0 : (settings.leadDays?.[String(categoryID)] ?? 0);
}

function addressPartsOf(input: CustomerOrderInput): Partial<Record<AddressPart, string>> {
  const parts: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const value = input[part];
    if (typeof value === 'string') parts[part] = value;
  }
  return parts;
}

export interface NewOrderDelivery {
  /** the order's problems: `problems` given, with the delivery rules in place of the day rule when they apply */
  problems: FieldErrors;
  /** the delivery terms to store with the order */
  terms: Partial<DeliveryTerms>;
}

/**
 * The delivery side of a new order. `problems` are the order's problems by the rules without delivery
 * settings (the shop's tomorrow or later, the total). An order without delivery fields keeps them and
 * stores no terms. With delivery fields and the shop's delivery settings, the settings' day rules replace
 * the tomorrow rule and the window, zone and fee rules are added; the order stores the fee due. With
 * delivery fields and no settings, the terms are stored as sent.
 */
export function checkNewOrderDelivery(
  db: MockDatabase,
  input: CustomerOrderInput,
  now: Date,
  problems: FieldErrors,
): NewOrderDelivery {
  if (!hasDeliveryFields(input)) return { problems, terms: {} };
  const parts = addressPartsOf(input);
  const settings = db.deliverySettings;
  if (!settings) {
    return {
      problems,
      terms: {
        ...parts,
        fulfilment: input.fulfilment ?? 'delivery',
        ...(input.deliveryZoneId === undefined ? {} : { deliveryZoneId: input.deliveryZoneId }),
        ...(input.deliveryFee === undefined ? {} : { deliveryFee: input.deliveryFee }),
      },
    };
  }
  const { deliveryDate: _tomorrowRule, 'deliveryInfos[0].deliveryDate': _tomorrowRuleOfEntry, ...others } = problems;
  const sentDay = input.deliveryInfos?.[0]?.deliveryDate;
  const check = checkOrderDelivery(
    settings,
    {
      deliveryDay: shopDayOfText(input.deliveryDate),
      ...(sentDay ? { deliveryInfoDay: shopDayOfText(sentDay) } : {}),
      deliveryTime: input.deliveryTime,
      totalPrice: input.totalPrice,
      fulfilment: input.fulfilment,
      deliveryZoneId: input.deliveryZoneId,
      deliveryFee: input.deliveryFee,
      kecamatan: input.kecamatan,
      kotaKabupaten: input.kotaKabupaten,
    },
    {
      now,
      bookings: bookingsOf(db),
      leadDays: leadDaysOf(settings, db.flowerProducts.find(input.productID)?.categoryID),
    },
  );
  return {
    problems: { ...others, ...check.problems },
    terms: {
      ...parts,
      fulfilment: check.fulfilment,
      ...(check.deliveryZoneId === undefined ? {} : { deliveryZoneId: check.deliveryZoneId }),
      deliveryFee: check.deliveryFee,
    },
  };
}

/** The delivery terms a stored order answers with (none for an order placed without them). */
export function orderDeliveryTerms(
  row: CustomerOrderRow,
): Partial<Pick<CustomerOrder, (typeof DELIVERY_FIELDS)[number]>> {
  const terms: Partial<Pick<CustomerOrder, (typeof DELIVERY_FIELDS)[number]>> = {};
  for (const field of DELIVERY_FIELDS) {
    if (row[field] !== undefined) (terms as Record<string, unknown>)[field] = row[field];
  }
  return terms;
}
