import { describe, expect, it } from 'vitest';
import {
  checkOrderDelivery,
  dayAvailability,
  dayClosedReason,
  defaultDeliverySettings,
  deliveryAvailability,
  quoteDelivery,
  deliverySettingsProblems,
  earliestDeliveryDay,
  labelHours,
  normalizeDeliverySettings,
  orderCalendarProblems,
  resolveZone,
  sameDayOpen,
  windowOver,
  windowRemaining,
  type Booking,
  type OrderDeliveryRequest,
} from './deliveryRules';
import type { DeliverySettingsRow } from './deliverySettings';

const TODAY = '2026-12-22';
const TOMORROW = '2026-12-23';
/** Shop time (Asia/Jakarta, +07:00) on TODAY. */
const at = (time: string) => new Date(`${TODAY}T${time}:00+07:00`);

const PAGI = 'Pagi (08:00 - 12:00)';
const SORE = 'Sore (17:00 - 20:00)';

function settings(overrides: Partial<DeliverySettingsRow> = {}): DeliverySettingsRow {
  return {
    ...defaultDeliverySettings(),
    sameDayCutoff: '13:00',
    closedDates: ['2026-12-25'],
    zones: [
      { id: 'jakarta-selatan', name: 'Jakarta Selatan', areas: ['Jakarta Selatan', 'Mampang Prapatan'], fee: 25_000 },
      { id: 'depok', name: 'Depok', areas: ['Depok', 'Beji'], fee: 40_000 },
    ],
    freeDeliveryFrom: 1_500_000,
    pickupAddress: 'Jl. Kemang Raya No. 45, Jakarta Selatan',
    outOfAreaFee: null,
    ...overrides,
  };
}

function withCapacity(label: string, capacity: number): DeliverySettingsRow {
  const base = settings();
  return {
    ...base,
    windows: base.windows.map((window) => (window.label === label ? { ...window, capacity } : window)),
  };
}

const bookings = (day: string, deliveryTime: string, count: number): Booking[] =>
  Array.from({ length: count }, () => ({ day, deliveryTime }));

function order(overrides: Partial<OrderDeliveryRequest> = {}): OrderDeliveryRequest {
  return {
    deliveryDay: TOMORROW,
    deliveryTime: PAGI,
    totalPrice: 700_000,
    fulfilment: 'delivery',
    kotaKabupaten: 'Jakarta Selatan',
    deliveryFee: 25_000,
    ...overrides,
  };
}

describe('same-day cut-off (shop time)', () => {
  it('13:00 cut-off: 12:59 still takes orders for today, 13:00 does not', () => {
    const rules = settings({ sameDayCutoff: '13:00' });
    expect(sameDayOpen(rules, at('12:59'))).toBe(true);
    expect(sameDayOpen(rules, at('13:00'))).toBe(false);
    expect(earliestDeliveryDay(rules, at('12:59'))).toBe(TODAY);
    expect(earliestDeliveryDay(rules, at('13:00'))).toBe(TOMORROW);
    expect(dayClosedReason(rules, TODAY, at('12:59'))).toBeUndefined();
    expect(dayClosedReason(rules, TODAY, at('13:00'))).toBe('cutoff');
  });

  it('an order for today is accepted at 12:59 and refused on deliveryDate at 13:00', () => {
    const rules = settings({ sameDayCutoff: '13:00' });
    const today = order({ deliveryDay: TODAY, deliveryTime: 'Sore (17:00 - 20:00)' });
    expect(checkOrderDelivery(rules, today, { now: at('12:59'), bookings: [] }).problems).toEqual({});
    const late = checkOrderDelivery(rules, today, { now: at('13:00'), bookings: [] }).problems;
    expect(Object.keys(late)).toEqual(['deliveryDate']);
    expect(late.deliveryDate[0]).toContain('13:00');
  });

  it('reads the cut-off on the shop clock, not on UTC: 12:59 Jakarta is 05:59 UTC', () => {
    expect(sameDayOpen(settings(), new Date(`${TODAY}T05:59:00Z`))).toBe(true);
    expect(sameDayOpen(settings(), new Date(`${TODAY}T06:00:00Z`))).toBe(false);
  });

  it('no cut-off (null): never same-day, the earliest day is the shop tomorrow', () => {
    const rules = settings({ sameDayCutoff: null });
    expect(sameDayOpen(rules, at('00:01'))).toBe(false);
    expect(earliestDeliveryDay(rules, at('00:01'))).toBe(TOMORROW);
    expect(dayClosedReason(rules, TODAY, at('00:01'))).toBe('cutoff');
    expect(dayClosedReason(rules, TOMORROW, at('23:59'))).toBeUndefined();
  });
});

describe('days', () => {
  it('a closed day is closed; the days around it are open', () => {
    const rules = settings();
    expect(dayClosedReason(rules, '2026-12-25', at('09:00'))).toBe('closed');
    expect(dayClosedReason(rules, '2026-12-24', at('09:00'))).toBeUndefined();
    expect(dayClosedReason(rules, '2026-12-26', at('09:00'))).toBeUndefined();
    const result = checkOrderDelivery(rules, order({ deliveryDay: '2026-12-25' }), { now: at('09:00'), bookings: [] });
    expect(result.problems.deliveryDate?.[0]).toContain('closed day');
  });

  it('a day before the shop today is past, whatever the settings', () => {
    expect(dayClosedReason(settings(), '2026-12-21', at('09:00'))).toBe('past');
  });

  it('lead days keep the first days closed with reason lead', () => {
    const rules = settings({ sameDayCutoff: null });
    expect(dayClosedReason(rules, TOMORROW, at('09:00'), 2)).toBe('lead');
    expect(dayClosedReason(rules, '2026-12-24', at('09:00'), 2)).toBeUndefined();
    expect(earliestDeliveryDay(rules, at('09:00'), 2)).toBe('2026-12-24');
  });

  it('availability lists the days in order with their reason', () => {
    const days = deliveryAvailability(settings({ sameDayCutoff: null }), '2026-12-21', 6, at('09:00'), []);
    expect(days.map((day) => [day.date, day.open, day.reason])).toEqual([
      ['2026-12-21', false, 'past'],
      [TODAY, false, 'cutoff'],
      [TOMORROW, true, undefined],
      ['2026-12-24', true, undefined],
      ['2026-12-25', false, 'closed'],
      ['2026-12-26', true, undefined],
    ]);
    expect(days[1].windows.every((window) => !window.available)).toBe(true);
    expect(days[2].windows.map((window) => window.label)).toEqual(
      defaultDeliverySettings().windows.map((window) => window.label),
    );
  });
});

describe('windows', () => {
  it('the last place of a window is still available; once taken the window is full', () => {
    const rules = withCapacity(SORE, 3);
    const sore = rules.windows.find((window) => window.label === SORE)!;
    const two = [...bookings(TOMORROW, SORE, 2), ...bookings(TOMORROW, PAGI, 5), ...bookings('2026-12-24', SORE, 3)];
    expect(windowRemaining(sore, TOMORROW, two)).toBe(1);
    expect(dayAvailability(rules, TOMORROW, at('09:00'), two).windows.find((window) => window.label === SORE)).toEqual({
      label: SORE,
      available: true,
      remaining: 1,
    });
    expect(
      checkOrderDelivery(rules, order({ deliveryTime: SORE }), { now: at('09:00'), bookings: two }).problems,
    ).toEqual({});

    const three = [...two, ...bookings(TOMORROW, SORE, 1)];
    expect(windowRemaining(sore, TOMORROW, three)).toBe(0);
    expect(
      dayAvailability(rules, TOMORROW, at('09:00'), three).windows.find((window) => window.label === SORE)?.available,
    ).toBe(false);
    const full = checkOrderDelivery(rules, order({ deliveryTime: SORE }), {
      now: at('09:00'),
      bookings: three,
    }).problems;
    expect(Object.keys(full)).toEqual(['deliveryTime']);
    expect(full.deliveryTime[0]).toContain('full');
  });

  it('a window without capacity has no limit (remaining null)', () => {
    const pagi = settings().windows[0];
    expect(windowRemaining(pagi, TOMORROW, bookings(TOMORROW, PAGI, 500))).toBeNull();
  });

  it("a window is over today from its end (shop time), not before; other days and 'Kapan Saja' never", () => {
    const rules = settings({ sameDayCutoff: '23:00' });
    const [pagi, , , anytime] = rules.windows;
    expect(windowOver(pagi, TODAY, at('11:59'))).toBe(false);
    expect(windowOver(pagi, TODAY, at('12:00'))).toBe(true);
    expect(windowOver(pagi, TOMORROW, at('12:00'))).toBe(false);
    expect(windowOver(anytime, TODAY, at('22:59'))).toBe(false);

    expect(dayAvailability(rules, TODAY, at('12:00'), []).windows.map((window) => window.available)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    const today = order({ deliveryDay: TODAY, deliveryTime: PAGI });
    expect(checkOrderDelivery(rules, today, { now: at('11:59'), bookings: [] }).problems).toEqual({});
    const over = checkOrderDelivery(rules, today, { now: at('12:00'), bookings: [] }).problems;
    expect(Object.keys(over)).toEqual(['deliveryTime']);
    expect(over.deliveryTime[0]).toContain('over');
  });

  it('a delivery time the settings do not offer is refused', () => {
    const rules = settings({ windows: settings().windows.slice(0, 3) });
    expect(
      checkOrderDelivery(rules, order({ deliveryTime: 'Kapan Saja' }), { now: at('09:00'), bookings: [] }).problems
        .deliveryTime,
    ).toHaveLength(1);
  });

  it('the calendar alone (an order without the delivery fields): the same day and window problems, no zone or fee asked', () => {
    const rules = withCapacity(SORE, 1);
    const context = { now: at('13:30'), bookings: bookings(TOMORROW, SORE, 1) };
    const calendar = (deliveryDay: string, deliveryTime: string) =>
      orderCalendarProblems(rules, { deliveryDay, deliveryInfoDay: deliveryDay, deliveryTime }, context);
    expect(calendar(TODAY, 'Kapan Saja')).toEqual({
      deliveryDate: [expect.stringContaining('same-day orders close at 13:00')],
      'deliveryInfos[0].deliveryDate': [expect.stringContaining('same-day orders close at 13:00')],
    });
    expect(calendar('2026-12-25', PAGI)).toEqual(
      checkOrderDelivery(rules, order({ deliveryDay: '2026-12-25', deliveryInfoDay: '2026-12-25' }), context).problems,
    );
    expect(calendar(TOMORROW, SORE)).toEqual({
      deliveryTime: [`deliveryTime "${SORE}" is full on ${TOMORROW} (1 orders)`],
    });
    // Outside every zone and without a fee: the calendar alone does not ask.
    expect(calendar(TOMORROW, PAGI)).toEqual({});
    expect(
      Object.keys(
        checkOrderDelivery(rules, order({ kotaKabupaten: 'Bandung', deliveryFee: undefined }), context).problems,
      ),
    ).toEqual(['deliveryZoneId']);
  });

  it('reads the hours from the label', () => {
    expect(labelHours(PAGI)).toEqual({ start: '08:00', end: '12:00' });
    expect(labelHours('Kapan Saja')).toEqual({ start: null, end: null });
  });
});

describe('zones and fees', () => {
  it('finds the zone from the kecamatan, else the kota/kabupaten, ignoring case and a Kota prefix', () => {
    const rules = settings();
    expect(resolveZone(rules, { kecamatan: 'mampang  prapatan', kotaKabupaten: 'Depok' }).zone?.id).toBe(
      'jakarta-selatan',
    );
    expect(resolveZone(rules, { kecamatan: 'Sawangan', kotaKabupaten: 'Kota Depok' }).zone?.id).toBe('depok');
    expect(resolveZone(rules, { kotaKabupaten: 'Kabupaten Bogor' })).toEqual({ zone: undefined });
  });

  it('trusts a zone id when the address names no zone, refuses an unknown or contradicting one', () => {
    const rules = settings();
    expect(resolveZone(rules, { deliveryZoneId: 'depok', kecamatan: 'Sawangan' }).zone?.id).toBe('depok');
    expect(resolveZone(rules, { deliveryZoneId: 'bandung' }).problem).toContain('bandung');
    expect(resolveZone(rules, { deliveryZoneId: 'depok', kotaKabupaten: 'Jakarta Selatan' }).problem).toContain(
      'jakarta-selatan',
    );
  });

  it('free delivery starts exactly at freeDeliveryFrom', () => {
    const rules = settings();
    const zone = rules.zones[0];
    expect(quoteDelivery(rules, 'delivery', zone, 1_499_999)).toEqual({
      fulfilment: 'delivery',
      zone,
      fee: 25_000,
      freeFromThreshold: false,
    });
    expect(quoteDelivery(rules, 'delivery', zone, 1_500_000)).toMatchObject({ fee: 0, freeFromThreshold: true });
    expect(quoteDelivery(rules, 'pickup', undefined, 10)).toEqual({
      fulfilment: 'pickup',
      fee: 0,
      freeFromThreshold: false,
    });
    const context = { now: at('09:00'), bookings: [] };
    expect(checkOrderDelivery(rules, order({ totalPrice: 1_499_999, deliveryFee: 25_000 }), context).problems).toEqual(
      {},
    );
    expect(checkOrderDelivery(rules, order({ totalPrice: 1_500_000, deliveryFee: 0 }), context).problems).toEqual({});
    expect(checkOrderDelivery(rules, order({ totalPrice: 1_500_000, deliveryFee: undefined }), context)).toMatchObject({
      problems: {},
      deliveryFee: 0,
    });
    expect(
      checkOrderDelivery(rules, order({ totalPrice: 1_500_000, deliveryFee: 25_000 }), context).problems
        .deliveryFee?.[0],
    ).toContain('must be 0');
    expect(
      checkOrderDelivery(rules, order({ totalPrice: 1_499_999, deliveryFee: 0 }), context).problems.deliveryFee?.[0],
    ).toContain('must be 25000');
  });

  it('a wrong or missing fee is refused; the fee due is returned', () => {
    const context = { now: at('09:00'), bookings: [] };
    expect(checkOrderDelivery(settings(), order({ deliveryFee: 20_000 }), context).problems.deliveryFee?.[0]).toBe(
      'deliveryFee must be 25000 (zone jakarta-selatan), got 20000',
    );
    expect(
      checkOrderDelivery(settings(), order({ deliveryFee: undefined }), context).problems.deliveryFee,
    ).toHaveLength(1);
    expect(checkOrderDelivery(settings(), order({ kotaKabupaten: 'Depok', deliveryFee: 40_000 }), context)).toEqual({
      problems: {},
      fulfilment: 'delivery',
      deliveryZoneId: 'depok',
      deliveryFee: 40_000,
    });
  });

  it('outside every zone: the out-of-area fee, or refused on deliveryZoneId', () => {
    const context = { now: at('09:00'), bookings: [] };
    const bogor = order({ kotaKabupaten: 'Bogor', deliveryFee: 75_000 });
    expect(Object.keys(checkOrderDelivery(settings(), bogor, context).problems)).toEqual(['deliveryZoneId']);
    expect(checkOrderDelivery(settings({ outOfAreaFee: 75_000 }), bogor, context)).toEqual({
      problems: {},
      fulfilment: 'delivery',
      deliveryFee: 75_000,
    });
  });

  it('pickup costs nothing and needs a pickup address', () => {
    const context = { now: at('09:00'), bookings: [] };
    const pickup = order({ fulfilment: 'pickup', kotaKabupaten: undefined, deliveryFee: 0 });
    expect(checkOrderDelivery(settings(), pickup, context)).toEqual({
      problems: {},
      fulfilment: 'pickup',
      deliveryFee: 0,
    });
    expect(
      checkOrderDelivery(settings(), { ...pickup, deliveryFee: 25_000 }, context).problems.deliveryFee,
    ).toHaveLength(1);
    expect(Object.keys(checkOrderDelivery(settings({ pickupAddress: null }), pickup, context).problems)).toEqual([
      'fulfilment',
    ]);
  });
});

describe('settings', () => {
  it('accepts the defaults and sensible settings', () => {
    expect(deliverySettingsProblems(defaultDeliverySettings(), new Set())).toEqual({});
    expect(deliverySettingsProblems({ ...settings(), leadDays: { '3': 2 } }, new Set([1, 2, 3]))).toEqual({});
  });

  it('names what the schema cannot check', () => {
    const base = settings();
    const problems = deliverySettingsProblems(
      {
        ...base,
        windows: [
          { label: PAGI, start: '08:00', end: null, capacity: null },
          { label: PAGI, start: '12:00', end: '12:00', capacity: 3 },
        ],
        zones: [...base.zones, { id: 'depok', name: 'Depok lagi', areas: ['Kota Jakarta Selatan'], fee: 1 }],
        leadDays: { '99': 1, x: 2 },
      },
      new Set([1, 2, 3]),
    );
    expect(Object.keys(problems).sort()).toEqual([
      'leadDays',
      'windows[0].start',
      'windows[1].end',
      'windows[1].label',
      'zones[2].areas',
      'zones[2].id',
    ]);
    expect(problems.leadDays).toHaveLength(2);
  });

  it('stores closed days sorted, once each', () => {
    const saved = normalizeDeliverySettings(settings({ closedDates: ['2027-01-01', '2026-12-25', '2027-01-01'] }));
    expect(saved.closedDates).toEqual(['2026-12-25', '2027-01-01']);
    expect('leadDays' in saved).toBe(false);
  });
});
