import { addDays, daysBetween, getShopTimeZone, shopToday, shopWallTime } from '../dates/shopClock';
import { DELIVERY_TIMES, type DeliveryTimeLabel } from '../orders/orderValues';
import type { DeliverySettingsRow, DeliveryWindowRow, DeliveryZoneRow, Fulfilment } from './deliverySettings';

/**
 * The proposed delivery rules (docs/product-rules.md#delivery-rules-proposed), as pure functions of the
 * settings, the shop's time and the orders already taken: which days and windows are open, which zone and
 * fee an order gets, and which settings make sense. The mock backend runs them on every call; the app
 * uses the zone and fee rules to show the fee before the order is sent. Every day is a shop calendar day and every time
 * shop time (src/lib/dates/shopClock.ts), whatever the zone of the machine running the mock.
 */

/** Messages per field, as in a ValidationProblem. */
export type FieldErrors = Record<string, string[]>;

export type DeliveryDayReason = 'closed' | 'cutoff' | 'past' | 'lead';

export interface WindowAvailability {
  label: DeliveryTimeLabel;
  available: boolean;
  /** places left; null for no limit */
  remaining: number | null;
}

export interface DeliveryDayAvailability {
  date: string;
  open: boolean;
  reason?: DeliveryDayReason;
  windows: WindowAvailability[];
}

/** An order holding a place in a window: its shop day and delivery time (cancelled orders hold none). */
export interface Booking {
  day: string;
  deliveryTime: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant `HH:mm` shop time on a shop day. */
function at(day: string, time: string): Date {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not an HH:mm time: ${time}`);
  return shopWallTime(day, Number(match[1]), Number(match[2]));
}

/** The hours a delivery-time label names ('Pagi (08:00 - 12:00)' → 08:00–12:00); none for 'Kapan Saja'. */
export function labelHours(label: string): { start: string | null; end: string | null } {
  const match = /\((\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\)/.exec(label);
  return match ? { start: match[1], end: match[2] } : { start: null, end: null };
}

/**
 * The rules without delivery settings: no same-day delivery, no closed days, the four windows without limit, no
 * zones.
 */
export function defaultDeliverySettings(): DeliverySettingsRow {
  return {
    sameDayCutoff: null,
    closedDates: [],
    windows: DELIVERY_TIMES.map((label) => ({ label, ...labelHours(label), capacity: null })),
    zones: [],
    freeDeliveryFrom: null,
    pickupAddress: null,
    outOfAreaFee: null,
  };
}

// ------------------------------------------------------------ days and windows

/** Whether the shop still takes orders for its today: a cut-off is set and the shop's time is before it. */
export function sameDayOpen(settings: DeliverySettingsRow, now: Date): boolean {
  if (settings.sameDayCutoff === null) return false;
  return now.getTime() < at(shopToday(now), settings.sameDayCutoff).getTime();
}

/** The earliest delivery day: the shop's today before the cut-off, else its tomorrow; never within `leadDays`. */
export function earliestDeliveryDay(settings: DeliverySettingsRow, now: Date, leadDays = 0): string {
  const today = shopToday(now);
  const base = sameDayOpen(settings, now) ? today : addDays(today, 1);
  const lead = addDays(today, leadDays);
  return lead > base ? lead : base;
}

/** Why no order can be delivered on `day`; undefined when the day is open. */
export function dayClosedReason(
  settings: DeliverySettingsRow,
  day: string,
  now: Date,
  leadDays = 0,
): DeliveryDayReason | undefined {
  const today = shopToday(now);
  if (day < today) return 'past';
  if (settings.closedDates.includes(day)) return 'closed';
  if (day === today && !sameDayOpen(settings, now)) return 'cutoff';
  if (daysBetween(today, day) < leadDays) return 'lead';
  return undefined;
}

/** Whether the window is over: `day` is the shop's today and its time has reached the window's end. */
export function windowOver(window: DeliveryWindowRow, day: string, now: Date): boolean {
  return window.end !== null && day === shopToday(now) && now.getTime() >= at(day, window.end).getTime();
}

/** Places left in the window on `day`; null for no limit. */
export function windowRemaining(window: DeliveryWindowRow, day: string, bookings: readonly Booking[]): number | null {
  if (window.capacity === null) return null;
  const taken = bookings.filter((booking) => booking.day === day && booking.deliveryTime === window.label).length;
  return Math.max(0, window.capacity - taken);
}

export function dayAvailability(
  settings: DeliverySettingsRow,
  day: string,
  now: Date,
  bookings: readonly Booking[],
  leadDays = 0,
): DeliveryDayAvailability {
  const reason = dayClosedReason(settings, day, now, leadDays);
  const windows = settings.windows.map((window) => {
    const remaining = windowRemaining(window, day, bookings);
    return { label: window.label, available: !reason && !windowOver(window, day, now) && remaining !== 0, remaining };
  });
  return reason ? { date: day, open: false, reason, windows } : { date: day, open: true, windows };
}

/** `days` days from `from`, in calendar order. */
export function deliveryAvailability(
  settings: DeliverySettingsRow,
  from: string,
  days: number,
  now: Date,
  bookings: readonly Booking[],
  leadDays = 0,
): DeliveryDayAvailability[] {
  return Array.from({ length: days }, (_, index) =>
    dayAvailability(settings, addDays(from, index), now, bookings, leadDays),
  );
}

// ------------------------------------------------------------ zones and fees

const AREA_PREFIX = /^(kota administrasi|kabupaten administrasi|kota adm\.?|kabupaten|kab\.?|kota|kecamatan|kec\.?)\s+/;

/** An area name as compared: case, spacing and a leading Kota/Kabupaten/Kecamatan ignored. */
export function normalizeArea(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ').replace(AREA_PREFIX, '');
}

/** The zone whose areas name `area`, if any. */
export function zoneOfArea(settings: DeliverySettingsRow, area: string | undefined): DeliveryZoneRow | undefined {
  if (!area?.trim()) return undefined;
  const wanted = normalizeArea(area);
  return settings.zones.find((zone) => zone.areas.some((name) => normalizeArea(name) === wanted));
}

/** The zone of an address by its parts: its kecamatan, else its kota/kabupaten; undefined outside every zone. */
export function zoneOfAddressParts(
  settings: DeliverySettingsRow,
  address: { kecamatan?: string; kotaKabupaten?: string },
): DeliveryZoneRow | undefined {
  return zoneOfArea(settings, address.kecamatan) ?? zoneOfArea(settings, address.kotaKabupaten);
}

/** The days of notice of a category (0 without any). */
export function leadDaysOf(settings: Pick<DeliverySettingsRow, 'leadDays'>, categoryId: number | undefined): number {
  return categoryId === undefined ? 0 : (settings.leadDays?.[String(categoryId)] ?? 0);
}

export interface ZoneRequest {
  deliveryZoneId?: string;
  kecamatan?: string;
  kotaKabupaten?: string;
}

/**
 * The zone of a delivery: the zone the address names (its kecamatan, else its kota/kabupaten), which must
 * be the `deliveryZoneId` sent, if any; else the zone `deliveryZoneId` names (area lists are not exhaustive).
 * `zone` undefined without a problem: outside every zone.
 */
export function resolveZone(
  settings: DeliverySettingsRow,
  request: ZoneRequest,
): { zone?: DeliveryZoneRow; problem?: string } {
  const named =
    request.deliveryZoneId === undefined
      ? undefined
      : settings.zones.find((zone) => zone.id === request.deliveryZoneId);
  if (request.deliveryZoneId !== undefined && !named)
    return { problem: `deliveryZoneId "${request.deliveryZoneId}" is not a delivery zone of the shop` };
  const found = zoneOfAddressParts(settings, request);
  if (named && found && found.id !== named.id) {
    return { problem: `deliveryZoneId "${named.id}" does not match the address, which is in zone "${found.id}"` };
  }
  return { zone: named ?? found };
}

/** Whether the customer may collect the order: only where the shop has a pickup address. */
export function offersPickup(settings: Pick<DeliverySettingsRow, 'pickupAddress'>): boolean {
  return settings.pickupAddress !== null;
}

export interface DeliveryQuote {
  fulfilment: Fulfilment;
  zone?: DeliveryZoneRow;
  /** The fee due, IDR; null when the shop does not deliver to the address. */
  fee: number | null;
  /** Free because the order reaches the free-delivery amount (a zone that charges nothing is not). */
  freeFromThreshold: boolean;
}

/**
 * What a delivery costs, the one rule the wizard, its summary and the mock backend apply: pickup nothing; within a
 * zone nothing from `freeDeliveryFrom` on `totalPrice`, else the zone's fee; outside every zone the out-of-area fee,
 * or null when the shop refuses such deliveries.
 */
export function quoteDelivery(
  settings: DeliverySettingsRow,
  fulfilment: Fulfilment,
  zone: DeliveryZoneRow | undefined,
  totalPrice: number,
): DeliveryQuote {
  if (fulfilment === 'pickup') return { fulfilment, fee: 0, freeFromThreshold: false };
  if (!zone) return { fulfilment, fee: settings.outOfAreaFee, freeFromThreshold: false };
  const free = settings.freeDeliveryFrom !== null && totalPrice >= settings.freeDeliveryFrom;
  return { fulfilment, zone, fee: free ? 0 : zone.fee, freeFromThreshold: free && zone.fee > 0 };
}

// ------------------------------------------------------------ a new order

export interface OrderDeliveryRequest extends ZoneRequest {
  /** the shop day of `deliveryDate` ('' when unreadable) */
  deliveryDay: string;
  /** the shop day of `deliveryInfos[0].deliveryDate`, when sent */
  deliveryInfoDay?: string;
  deliveryTime: string;
  totalPrice: number;
  fulfilment?: Fulfilment;
  deliveryFee?: number;
}

export interface OrderDeliveryContext {
  now: Date;
  bookings: readonly Booking[];
  /** the lead days of the product's category */
  leadDays?: number;
}

export interface OrderDeliveryCheck {
  problems: FieldErrors;
  fulfilment: Fulfilment;
  deliveryZoneId?: string;
  /** the fee due (0 when it cannot be told) */
  deliveryFee: number;
}

function dayProblem(
  settings: DeliverySettingsRow,
  field: string,
  day: string,
  context: OrderDeliveryContext,
): string | undefined {
  const { now, leadDays = 0 } = context;
  const reason = dayClosedReason(settings, day, now, leadDays);
  if (!reason) return undefined;
  const earliest = earliestDeliveryDay(settings, now, leadDays);
  const zone = getShopTimeZone();
  switch (reason) {
    case 'past':
      return `${field} ${day} is before the shop's today (${shopToday(now)}, ${zone})`;
    case 'closed':
      return `${field} ${day} is a closed day of the shop`;
    case 'cutoff':
      return settings.sameDayCutoff === null
        ? `${field} ${day} is the shop's today and there is no same-day delivery: ${earliest} or later`
        : `${field} ${day} is the shop's today and same-day orders close at ${settings.sameDayCutoff} (${zone}): ${earliest} or later`;
    case 'lead':
      return `${field} ${day} is within the ${leadDays} days of notice of this category: ${earliest} or later`;
  }
}

function timeProblem(
  settings: DeliverySettingsRow,
  request: Pick<OrderDeliveryRequest, 'deliveryDay' | 'deliveryTime'>,
  context: OrderDeliveryContext,
): string | undefined {
  const window = settings.windows.find((candidate) => candidate.label === request.deliveryTime);
  if (!window) return `deliveryTime "${request.deliveryTime}" is not a delivery window of the shop`;
  if (windowOver(window, request.deliveryDay, context.now)) {
    return `deliveryTime "${window.label}" is over for today (it ends at ${window.end}, ${getShopTimeZone()})`;
  }
  if (windowRemaining(window, request.deliveryDay, context.bookings) === 0) {
    return `deliveryTime "${window.label}" is full on ${request.deliveryDay} (${window.capacity} orders)`;
  }
  return undefined;
}

/** What the shop's calendar needs of an order: its day, the day of its delivery entry and its window. */
export type OrderCalendarRequest = Pick<OrderDeliveryRequest, 'deliveryDay' | 'deliveryInfoDay' | 'deliveryTime'>;

const adderOf = (problems: FieldErrors) => (field: string, message: string | undefined) => {
  if (message) (problems[field] ??= []).push(message);
};

/**
 * The shop's calendar, which holds for every new order, whether it carries the delivery fields or not: an open
 * day (not before the shop's today, not closed, the shop's today only before the same-day cut-off, not within
 * the category's days of notice) and an open window (offered, not over, not full).
 */
export function orderCalendarProblems(
  settings: DeliverySettingsRow,
  request: OrderCalendarRequest,
  context: OrderDeliveryContext,
): FieldErrors {
  const problems: FieldErrors = {};
  const add = adderOf(problems);
  if (request.deliveryDay) add('deliveryDate', dayProblem(settings, 'deliveryDate', request.deliveryDay, context));
  if (request.deliveryInfoDay) {
    add(
      'deliveryInfos[0].deliveryDate',
      dayProblem(settings, 'deliveryInfos[0].deliveryDate', request.deliveryInfoDay, context),
    );
  }
  if (request.deliveryDay && !problems.deliveryDate) add('deliveryTime', timeProblem(settings, request, context));
  return problems;
}

/**
 * The delivery rules of a new order carrying the delivery fields: the shop's calendar (orderCalendarProblems),
 * a zone (or an accepted out-of-area delivery, or pickup where the shop offers it) and the fee due.
 */
export function checkOrderDelivery(
  settings: DeliverySettingsRow,
  request: OrderDeliveryRequest,
  context: OrderDeliveryContext,
): OrderDeliveryCheck {
  const problems = orderCalendarProblems(settings, request, context);
  const add = adderOf(problems);

  const fulfilment = request.fulfilment ?? 'delivery';
  let zone: DeliveryZoneRow | undefined;
  let fee: number | null = 0;
  let freeFromThreshold = false;
  if (fulfilment === 'pickup') {
    if (!offersPickup(settings))
      add('fulfilment', 'fulfilment "pickup" is not offered: the shop has no pickup address');
  } else {
    const resolved = resolveZone(settings, request);
    zone = resolved.zone;
    if (resolved.problem) add('deliveryZoneId', resolved.problem);
    else {
      ({ fee, freeFromThreshold } = quoteDelivery(settings, fulfilment, zone, request.totalPrice));
      if (fee === null)
        add('deliveryZoneId', 'the address is outside every delivery zone and the shop delivers only within its zones');
    }
  }

  const due = fee ?? 0;
  const where = fulfilment === 'pickup' ? 'pickup' : zone ? `zone ${zone.id}` : 'outside every zone';
  const free = freeFromThreshold ? `, free from ${settings.freeDeliveryFrom}` : '';
  if (!problems.deliveryZoneId && !problems.fulfilment) {
    if (request.deliveryFee === undefined && due !== 0)
      add('deliveryFee', `deliveryFee is required: ${due} (${where})`);
    else if (request.deliveryFee !== undefined && request.deliveryFee !== due) {
      add('deliveryFee', `deliveryFee must be ${due} (${where}${free}), got ${request.deliveryFee}`);
    }
  }
  return { problems, fulfilment, ...(zone ? { deliveryZoneId: zone.id } : {}), deliveryFee: due };
}

// ------------------------------------------------------------ settings

/**
 * What the schema cannot say about new settings: each delivery time in one window; start and end both set
 * or both null, start before end; unique zone ids; an area in one zone only; lead days of existing categories.
 */
export function deliverySettingsProblems(settings: DeliverySettingsRow, categoryIds: ReadonlySet<number>): FieldErrors {
  const problems: FieldErrors = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);

  const labels = new Set<string>();
  settings.windows.forEach((window, index) => {
    const field = `windows[${index}]`;
    if (labels.has(window.label)) add(`${field}.label`, `${field}.label "${window.label}" is already a window`);
    labels.add(window.label);
    if ((window.start === null) !== (window.end === null))
      add(`${field}.start`, `${field}.start and end must both be set or both be null`);
    else if (window.start !== null && window.end !== null && window.start >= window.end)
      add(`${field}.end`, `${field}.end must be after start (${window.start})`);
  });

  const zoneIds = new Set<string>();
  const areaZones = new Map<string, string>();
  settings.zones.forEach((zone, index) => {
    const field = `zones[${index}]`;
    if (zoneIds.has(zone.id)) add(`${field}.id`, `${field}.id "${zone.id}" is already a zone`);
    zoneIds.add(zone.id);
    for (const area of zone.areas) {
      const key = normalizeArea(area);
      const owner = areaZones.get(key);
      if (owner !== undefined && owner !== zone.id)
        add(`${field}.areas`, `${field}.areas "${area}" is already in zone "${owner}"`);
      else areaZones.set(key, zone.id);
    }
  });

  for (const key of Object.keys(settings.leadDays ?? {})) {
    if (!/^\d+$/.test(key) || !categoryIds.has(Number(key)))
      add('leadDays', `leadDays "${key}" is not the id of a category`);
  }
  return problems;
}

/** Settings as stored and answered: closed days sorted without repeats, `leadDays` only when sent. */
export function normalizeDeliverySettings(settings: DeliverySettingsRow): DeliverySettingsRow {
  const { leadDays, ...rest } = structuredClone(settings);
  const normalized: DeliverySettingsRow = { ...rest, closedDates: [...new Set(rest.closedDates)].sort() };
  return leadDays === undefined ? normalized : { ...normalized, leadDays };
}
