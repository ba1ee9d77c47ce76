import { describe, expect, it } from 'vitest';
import { shopWallTime } from '../../src/lib/dates/shopClock';
import { createSeed } from '../seed/createSeed';
import { MockDatabase } from './database';
import { openSession } from './paymentSessions';

/** A same-day order's session never outlives the shop's same-day cut-off (shop time, any machine zone). */
describe('a session of an order', () => {
  const day = '2030-06-10';
  const opened = shopWallTime(day, 13, 50);

  function dbWithOrder(deliveryDay: string) {
    const db = new MockDatabase(createSeed(shopWallTime(day, 8, 0)));
    db.saveDeliverySettings({ ...db.deliverySettings!, sameDayCutoff: '14:00' });
    const order = db.customerOrders.all()[0];
    db.customerOrders.update(order.orderID, { deliveryDate: shopWallTime(deliveryDay, 0, 0).toISOString() });
    return { db, order: db.customerOrders.find(order.orderID)! };
  }

  it.each([
    ['today, ends at the cut-off', day, shopWallTime(day, 14, 0)],
    ["tomorrow, keeps the session's length", '2030-06-11', shopWallTime(day, 16, 50)],
  ])('delivered %s', (_name, deliveryDay, expected) => {
    const { db, order } = dbWithOrder(deliveryDay);
    const request = { purpose: 'deposit' as const, method: 'va_bri' as const, idempotencyKey: 'k-same-day' };
    expect(openSession(db, order, request, 1000, opened).session.expiresAt).toBe(expected.toISOString());
  });
});
