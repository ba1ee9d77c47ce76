import { describe, expect, it } from 'vitest';
import { MockDatabase } from '../db/database';
import { toCustomerOrder } from '../db/joins';
import { bulkSeedOrders } from './bulkOrders';
import { createSeed } from './createSeed';

const NOW = new Date('2026-11-23T10:00:00+07:00');

describe('bulkSeedOrders', () => {
  it('replaces the orders with the asked number, deterministic, newest with the highest id', () => {
    const db = new MockDatabase(createSeed(NOW));
    const products = db.flowerProducts.all().length;
    expect(bulkSeedOrders(db, 500, NOW)).toBe(500);
    expect(db.customerOrders.all()).toHaveLength(500);
    expect(db.orderStatuses.all()).toHaveLength(500);
    expect(db.payments.all()).toHaveLength(500);
    expect(db.deliveryInfos.all()).toHaveLength(500);
    expect(db.flowerProducts.all()).toHaveLength(products);
    const [first, last] = [db.customerOrders.find(1001)!, db.customerOrders.find(1500)!];
    expect(new Date(first.orderDate).getTime()).toBeLessThan(new Date(last.orderDate).getTime());
    expect(new Date(last.orderDate).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(last.totalPrice).toBe(last.unitPrice * last.quantity);
    const order = toCustomerOrder(db, last, { requestUrl: 'http://localhost/api/CustomerOrder' });
    expect(order.orderStatuses).toHaveLength(1);
    expect(order.payments[0].paymentAmount).toBe(order.totalPrice);

    const again = new MockDatabase(createSeed(NOW));
    bulkSeedOrders(again, 500, NOW);
    expect(again.customerOrders.all()).toEqual(db.customerOrders.all());
  });

  it('caps the count and accepts zero', () => {
    const db = new MockDatabase(createSeed(NOW));
    expect(bulkSeedOrders(db, 0, NOW)).toBe(0);
    expect(db.customerOrders.all()).toEqual([]);
  });
});
