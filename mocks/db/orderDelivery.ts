import {
  checkOrderDelivery,
  orderCalendarProblems,
  type Booking,
  type FieldErrors,
  leadDaysOf,
} from '../../src/lib/delivery/deliveryRules';
import type { DeliverySettingsRow } from '../../src/lib/delivery/deliverySettings';
import type { CustomerOrder, CustomerOrderInput } from '../runtime/apiTypes';
import { getScenario } from '../scenarios/store';
import type { MockDatabase } from './database';
import { shopDayOfText } from './dates';
import type { CustomerOrderRow, OrderStatusRow } from './types';

/**
 * The proposed delivery terms of orders (docs/product-rules.md#delivery-rules-proposed) between the
 * database and the pure rules of deliveryRules.ts: the places orders hold, the rules of a new order (the
 * shop's calendar for every order, zone and fee for one with the delivery fields), and the terms a stored
 * order answers with.
 */

const ADDRESS_PARTS = ['provinsi', 'kotaKabupaten', 'kecamatan', 'kelurahan', 'kodePos', 'detail', 'patokan'] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The request fields that make an order one "with delivery terms". */
export const DELIVERY_FIELDS = ['fulfilment', 'deliveryZoneId', 'deliveryFee', ...ADDRESS_PARTS] as const;

type DeliveryTerms = Pick<CustomerOrderRow, (typeof DELIVERY_FIELDS)[number]>;

/** Whether the order carries any delivery field; an order without one is checked against the shop's calendar only. */
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

function addressPartsOf(input: CustomerOrderInput): Partial<Record<AddressPart, string>> {
  const parts: Partial<Record<AddressPart, string>> = {};
  for (const part of ADDRESS_PARTS) {
    const value = input[part];
    if (typeof value === 'string') parts[part] = value;
  }
  return parts;
}

export interface NewOrderDelivery {
  /** the order's problems: `problems` given, with the shop's calendar in place of the tomorrow rule when it has one */
  problems: FieldErrors;
  /** the delivery terms to store with the order */
  terms: Partial<DeliveryTerms>;
}

/**
 * The delivery settings new orders are checked against: the shop's, except under the scenario `proposed:off`
 * (the backend as it is today, which has none and answers 404 to reading them).
 */
export function deliverySettingsInForce(db: MockDatabase): DeliverySettingsRow | null {
  return getScenario().proposedOff ? null : db.deliverySettings;
}

/** The delivery terms of an order with delivery fields placed without settings: as sent. */
function termsAsSent(input: CustomerOrderInput): Partial<DeliveryTerms> {
  return {
    ...addressPartsOf(input),
    fulfilment: input.fulfilment ?? 'delivery',
    ...(input.deliveryZoneId === undefined ? {} : { deliveryZoneId: input.deliveryZoneId }),
    ...(input.deliveryFee === undefined ? {} : { deliveryFee: input.deliveryFee }),
  };
}

/**
 * The delivery side of a new order. `problems` are the order's problems by the rules without delivery
 * settings (the shop's tomorrow or later, the total). Without settings they stay, and an order with delivery
 * fields stores its terms as sent. With the shop's delivery settings, every order — with the delivery fields
 * or without, whichever client sent it — is checked against the shop's calendar, which replaces the tomorrow
 * rule: the day open (closed days, the same-day cut-off, the days of notice) and the window open (offered, not
 * over, not full). Only an order with the delivery fields is also checked for its zone and fee, which need
 * them, and stores the fee due; an order without stores no terms.
 */
export function checkNewOrderDelivery(
  db: MockDatabase,
  input: CustomerOrderInput,
  now: Date,
  problems: FieldErrors,
): NewOrderDelivery {
  const withFields = hasDeliveryFields(input);
  const settings = deliverySettingsInForce(db);
  if (!settings) return { problems, terms: withFields ? termsAsSent(input) : {} };

  const { deliveryDate: _tomorrowRule, 'deliveryInfos[0].deliveryDate': _tomorrowRuleOfEntry, ...others } = problems;
  const sentDay = input.deliveryInfos?.[0]?.deliveryDate;
  const calendar = {
    deliveryDay: shopDayOfText(input.deliveryDate),
    ...(sentDay ? { deliveryInfoDay: shopDayOfText(sentDay) } : {}),
    deliveryTime: input.deliveryTime,
  };
  const context = {
    now,
    bookings: bookingsOf(db),
    leadDays: leadDaysOf(settings, db.flowerProducts.find(input.productID)?.categoryID),
  };
  if (!withFields) return { problems: { ...others, ...orderCalendarProblems(settings, calendar, context) }, terms: {} };

  const check = checkOrderDelivery(
    settings,
    {
      ...calendar,
      totalPrice: input.totalPrice,
      fulfilment: input.fulfilment,
      deliveryZoneId: input.deliveryZoneId,
      deliveryFee: input.deliveryFee,
      kecamatan: input.kecamatan,
      kotaKabupaten: input.kotaKabupaten,
    },
    context,
  );
  return {
    problems: { ...others, ...check.problems },
    terms: {
      ...addressPartsOf(input),
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
