import { describe, expect, it } from 'vitest';
import type { CustomerOrderInput } from '../runtime/apiTypes';
import { createSeed } from '../seed/createSeed';
import { MockDatabase } from './database';
import { bookingsOf, checkNewOrderDelivery, hasDeliveryFields, orderDeliveryTerms } from './orderDelivery';

const NOW = new Date('2026-12-22T09:00:00+07:00');
const seeded = () => new MockDatabase(createSeed(NOW));

const legacy: CustomerOrderInput = {
  customerName: 'Siti',
  productID: 1,
  quantity: 2,
  unitPrice: 350000,
  totalPrice: 700000,
  orderDate: NOW.toISOString(),
  deliveryDate: '2026-12-23',
  deliveryTime: 'Pagi (08:00 - 12:00)',
  phoneNumber: '081298765432',
  address: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
};

describe('orders and delivery terms', () => {
  it('an order without delivery fields keeps its problems and stores no terms', () => {
    const problems = { totalPrice: ['x'] };
    expect(hasDeliveryFields(legacy)).toBe(false);
    expect(hasDeliveryFields({ ...legacy, kodePos: '12730' })).toBe(true);
    expect(checkNewOrderDelivery(seeded(), legacy, NOW, problems)).toEqual({ problems, terms: {} });
  });

  it('with delivery fields the settings replace the tomorrow rule and the fee due is stored', () => {
    const db = seeded();
    db.saveDeliverySettings({ ...db.deliverySettings!, sameDayCutoff: '13:00' });
    const today = {
      ...legacy,
      deliveryDate: '2026-12-22',
      deliveryTime: 'Kapan Saja' as const,
      kotaKabupaten: 'Depok',
      deliveryFee: 40000,
    };
    const tomorrowRule = { deliveryDate: ['deliveryDate must be 2026-12-23 or later'] };
    expect(checkNewOrderDelivery(db, today, NOW, tomorrowRule)).toEqual({
      problems: {},
      terms: { kotaKabupaten: 'Depok', fulfilment: 'delivery', deliveryZoneId: 'depok', deliveryFee: 40000 },
    });
  });

  it('with delivery fields and no settings the terms are stored as sent', () => {
    const db = new MockDatabase({ ...createSeed(NOW), deliverySettings: null });
    const problems = { deliveryDate: ['too early'] };
    expect(checkNewOrderDelivery(db, { ...legacy, deliveryFee: 1 }, NOW, problems)).toEqual({
      problems,
      terms: { fulfilment: 'delivery', deliveryFee: 1 },
    });
  });

  it('cancelled orders (displayed status) hold no place', () => {
    const db = seeded();
    const order = db.customerOrders.all()[0];
    const count = () => bookingsOf(db).length;
    const before = count();
    const { statusID, status } = db.currentStatus(order.orderID)!;
    db.orderStatuses.update(statusID, { status: status === 'Cancelled' ? 'Pending' : 'Cancelled' });
    expect(count()).toBe(status === 'Cancelled' ? before + 1 : before - 1);
  });

  it('a stored order answers only the terms it has', () => {
    const order = seeded().customerOrders.all()[0];
    expect(orderDeliveryTerms(order)).toEqual({});
    expect(orderDeliveryTerms({ ...order, fulfilment: 'pickup', deliveryFee: 0 })).toEqual({
      fulfilment: 'pickup',
      deliveryFee: 0,
    });
  });
});
