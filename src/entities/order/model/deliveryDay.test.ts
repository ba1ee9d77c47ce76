import { afterEach, describe, expect, it } from 'vitest';
import { setShopTimeZone, shopToday } from '@/lib/dates/shopClock';
import { makeOrder } from '../test/orderFixtures';
import {
  byLane,
  dateStrip,
  deliveriesOn,
  driverStopsOn,
  isDoneButUnpaid,
  isOverdue,
  laneOf,
  overdueOrders,
} from './deliveryDay';

// 24 Nov 2026 in Jakarta (UTC+7) starts at 23 Nov 17:00 UTC.
const DELIVERY_ON_24 = '2026-11-23T17:00:00.000Z';
const AT_23_59_ON_24 = Date.parse('2026-11-24T16:59:00.000Z');
const AT_00_01_ON_25 = Date.parse('2026-11-24T17:01:00.000Z');

afterEach(() => setShopTimeZone('Asia/Jakarta'));

describe('overdue at the shop day boundary', () => {
  const order = makeOrder(1, { deliveryDate: DELIVERY_ON_24, statuses: ['Processing'] });

  it('is not overdue at 23:59 on its delivery day, shop time', () => {
    expect(shopToday(AT_23_59_ON_24)).toBe('2026-11-24');
    expect(isOverdue(order, shopToday(AT_23_59_ON_24))).toBe(false);
  });

  it('is overdue at 00:01 the next shop day', () => {
    expect(shopToday(AT_00_01_ON_25)).toBe('2026-11-25');
    expect(isOverdue(order, shopToday(AT_00_01_ON_25))).toBe(true);
  });

  it('is never overdue once Delivered, Completed or Cancelled', () => {
    for (const status of ['Delivered', 'Completed', 'Cancelled']) {
      expect(isOverdue(makeOrder(2, { deliveryDate: DELIVERY_ON_24, statuses: [status] }), '2026-11-25')).toBe(false);
    }
    expect(isOverdue(makeOrder(3, { deliveryDate: DELIVERY_ON_24, statuses: ['Pending'] }), '2026-11-25')).toBe(true);
  });

  it('follows the shop zone, not the machine: in UTC the same delivery is a day earlier', () => {
    setShopTimeZone('UTC');
    expect(shopToday(AT_00_01_ON_25)).toBe('2026-11-24');
    expect(isOverdue(order, shopToday(AT_00_01_ON_25))).toBe(true);
  });
});

describe('unpaid after delivery', () => {
  it('flags Delivered or Completed orders whose payment is not Paid', () => {
    expect(isDoneButUnpaid(makeOrder(1, { statuses: ['Delivered'], payments: ['Pending'] }))).toBe(true);
    expect(isDoneButUnpaid(makeOrder(2, { statuses: ['Completed'], payments: ['Failed'] }))).toBe(true);
    expect(isDoneButUnpaid(makeOrder(3, { statuses: ['Delivered'], payments: ['Paid'] }))).toBe(false);
    expect(isDoneButUnpaid(makeOrder(4, { statuses: ['Processing'], payments: ['Pending'] }))).toBe(false);
  });
});

describe('lanes', () => {
  it('puts the four delivery windows in their lanes and any other text in Lainnya', () => {
    expect(laneOf({ deliveryTime: 'Pagi (08:00 - 12:00)' })).toBe('morning');
    expect(laneOf({ deliveryTime: 'Siang (12:00 - 17:00)' })).toBe('afternoon');
    expect(laneOf({ deliveryTime: 'Sore (17:00 - 20:00)' })).toBe('evening');
    expect(laneOf({ deliveryTime: 'Kapan Saja' })).toBe('anytime');
    expect(laneOf({ deliveryTime: 'jam 10 pagi' })).toBe('other');
    expect(laneOf({ deliveryTime: '' })).toBe('other');
  });

  it('lists a day’s active deliveries in window order, cancelled ones left out', () => {
    const orders = [
      makeOrder(5, { deliveryDate: DELIVERY_ON_24, deliveryTime: 'Sore (17:00 - 20:00)' }),
      makeOrder(4, { deliveryDate: DELIVERY_ON_24, deliveryTime: 'sebelum makan siang' }),
      makeOrder(3, { deliveryDate: DELIVERY_ON_24, deliveryTime: 'Pagi (08:00 - 12:00)' }),
      makeOrder(2, { deliveryDate: DELIVERY_ON_24, statuses: ['Cancelled'] }),
      makeOrder(1, { deliveryDate: '2026-11-24T17:00:00.000Z' }),
    ];
    const day = deliveriesOn(orders, '2026-11-24');
    expect(day.map((order) => order.orderID)).toEqual([3, 5, 4]);
    const lanes = byLane(day);
    expect(lanes.morning.map((order) => order.orderID)).toEqual([3]);
    expect(lanes.other.map((order) => order.orderID)).toEqual([4]);
    expect(lanes.anytime).toEqual([]);
  });
});

describe('date strip', () => {
  it('counts overdue orders, then today and the next six days', () => {
    const orders = [
      makeOrder(1, { deliveryDate: '2026-11-20T17:00:00.000Z', statuses: ['Processing'] }),
      makeOrder(2, { deliveryDate: DELIVERY_ON_24 }),
      makeOrder(3, { deliveryDate: DELIVERY_ON_24, statuses: ['Cancelled'] }),
      makeOrder(4, { deliveryDate: '2026-11-29T17:00:00.000Z' }),
      makeOrder(5, { deliveryDate: '2026-12-05T17:00:00.000Z' }),
    ];
    const strip = dateStrip(orders, '2026-11-24');
    expect(strip[0]).toEqual({ kind: 'overdue', count: 1 });
    expect(strip.slice(1).map((entry) => (entry.kind === 'day' ? `${entry.day}:${entry.count}` : ''))).toEqual([
      '2026-11-24:1',
      '2026-11-25:0',
      '2026-11-26:0',
      '2026-11-27:0',
      '2026-11-28:0',
      '2026-11-29:0',
      '2026-11-30:1',
    ]);
    expect(overdueOrders(orders, '2026-11-24').map((order) => order.orderID)).toEqual([1]);
  });
});

describe('pickup at the shop', () => {
  const day = (id: number, overrides: Parameters<typeof makeOrder>[1]) =>
    makeOrder(id, { deliveryDate: DELIVERY_ON_24, ...overrides });
  const orders = [
    day(11, { deliveryTime: 'Sore (17:00 - 20:00)', fulfilment: 'pickup', deliveryFee: 0 }),
    day(12, {
      deliveryTime: 'Pagi (08:00 - 12:00)',
      fulfilment: 'delivery',
      deliveryZoneId: 'depok',
      deliveryFee: 40_000,
    }),
    day(13, { deliveryTime: 'Pagi (08:00 - 12:00)', fulfilment: 'pickup', deliveryFee: 0 }),
    day(14, { deliveryTime: 'Pagi (08:00 - 12:00)' }),
    day(15, { deliveryTime: 'Siang (12:00 - 17:00)', fulfilment: 'pickup', deliveryFee: 0, statuses: ['Cancelled'] }),
  ];

  it('goes to its own lane, last, whatever its window; deliveries stay in their window lanes', () => {
    expect(laneOf(orders[0])).toBe('pickup');
    expect(laneOf(orders[1])).toBe('morning');
    expect(laneOf(orders[3])).toBe('morning');
    const lanes = byLane(deliveriesOn(orders, '2026-11-24'));
    expect(Object.keys(lanes).at(-1)).toBe('pickup');
    expect(lanes.pickup.map((order) => order.orderID)).toEqual([13, 11]);
    expect(lanes.morning.map((order) => order.orderID)).toEqual([12, 14]);
  });

  it("is no stop of the driver's manifest", () => {
    expect(driverStopsOn(orders, '2026-11-24').map((order) => order.orderID)).toEqual([12, 14]);
    expect(deliveriesOn(orders, '2026-11-24').map((order) => order.orderID)).toEqual([12, 14, 13, 11]);
  });
});
