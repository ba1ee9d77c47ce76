import { describe, expect, it } from 'vitest';
import { addDays, shopDayOf, shopWallTime } from '../../src/lib/dates/shopClock';
import { MockDatabase } from '../db/database';
import { lateTransactions } from '../db/reports';
import { createSeed } from './createSeed';

/**
 * What the screens and their tests read from the seed must be there whatever
 * day and hour the seed is built: the bell and the inbox count late deliveries,
 * the delivery board shows today's and the Driver's run reorders them, the orders list counts upcoming ones. The
 * seed is built here at every hour of a shop day, and on days at the edges of
 * months, years and a leap year, in the shop's time.
 */
const DAYS = ['2026-11-23', '2026-12-31', '2027-01-01', '2028-02-29', '2028-03-01'];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const instants = DAYS.flatMap((day) => HOURS.map((hour) => shopWallTime(day, hour, hour === 0 ? 1 : 59)));

describe('the seed on any day', () => {
  it.each(instants.map((now) => [now.toISOString(), now] as const))(
    'built at %s has late deliveries, one due today, a run of two or more stops, upcoming ones, an open pickup due tomorrow and the seeded words',
    (_, now) => {
      const db = new MockDatabase(createSeed(now));
      const today = shopDayOf(now);

      const late = lateTransactions(db, now);
      expect(late.count).toBeGreaterThanOrEqual(3);
      expect(late.orders.some((order) => shopDayOf(new Date(order.deliveryDate)) === today)).toBe(true);
      expect(late.orders.some((order) => shopDayOf(new Date(order.deliveryDate)) < today)).toBe(true);

      const orders = db.customerOrders.all();
      expect(orders.some((order) => shopDayOf(new Date(order.deliveryDate)) > today)).toBe(true);
      for (const order of orders) expect(Date.parse(order.orderDate)).toBeLessThanOrEqual(now.getTime());

      // The Driver's run of today has stops to reorder (the dispatch journey moves one earlier).
      const onRun = orders.filter((order) => order.driver && order.runPosition);
      expect(onRun.length).toBeGreaterThanOrEqual(2);
      expect(onRun.every((order) => shopDayOf(new Date(order.deliveryDate)) === today)).toBe(true);

      const tomorrow = addDays(today, 1);
      const pickups = orders.filter(
        (order) => order.fulfilment === 'pickup' && shopDayOf(new Date(order.deliveryDate)) === tomorrow,
      );
      expect(pickups.some((order) => db.currentStatus(order.orderID)?.status !== 'Cancelled')).toBe(true);

      // The proposed words: a condolence and a wedding board of the coming days, a card apart on today's run.
      const boards = orders.filter((order) => order.board);
      expect(boards.map((order) => order.board?.occasion).sort()).toEqual(['duka', 'pernikahan']);
      for (const order of boards) expect(shopDayOf(new Date(order.deliveryDate)) > today).toBe(true);
      expect(orders.filter((order) => order.cardMessage && order.driver)).toHaveLength(1);
    },
  );
});
