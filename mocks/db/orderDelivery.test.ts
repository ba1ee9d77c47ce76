import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates/shopClock';
import { DELIVERY_TIMES } from '../../src/lib/orders/orderValues';
import { newOrderProblems } from '../handlers/orderRules';
import type { CustomerOrderInput } from '../runtime/apiTypes';
import { resetScenario, setScenario } from '../scenarios/store';
import { createSeed } from '../seed/createSeed';
import { MockDatabase } from './database';
import { bookingsOf, checkNewOrderDelivery, hasDeliveryFields, orderDeliveryTerms } from './orderDelivery';

const NOW = new Date('2026-12-22T09:00:00+07:00');
const seeded = () => new MockDatabase(createSeed(NOW));
const SIANG = 'Siang (12:00 - 17:00)';
/** The rules of the shop's calendar, by their messages (src/lib/delivery/deliveryRules.ts). */
const RULES: ReadonlyArray<readonly [string, RegExp]> = [
  ['past', /before the shop's today/],
  ['closed', /closed day/],
  ['cut-off', /same-day orders close/],
  ['notice', /days of notice/],
  ['over', /is over for today/],
  ['full', /is full on/],
];

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
  it('an order without delivery fields on an open day keeps its other problems and stores no terms', () => {
    const problems = { totalPrice: ['x'] };
    expect(hasDeliveryFields(legacy)).toBe(false);
    expect(hasDeliveryFields({ ...legacy, kodePos: '12730' })).toBe(true);
    expect(checkNewOrderDelivery(seeded(), legacy, NOW, problems)).toEqual({ problems, terms: {} });
  });

  it("the shop's calendar holds for every order: without the delivery fields it gets the same verdict as with them", () => {
    // Same-day until 13:00, 2026-12-25 closed (seed), Siang full, three days of notice for one category.
    const db = seeded();
    const [noticed, other] = [...new Set(db.flowerProducts.all().map((product) => product.categoryID))].map(
      (categoryID) => db.flowerProducts.all().find((product) => product.categoryID === categoryID)!,
    );
    const settings = db.deliverySettings!;
    db.saveDeliverySettings({
      ...settings,
      sameDayCutoff: '13:00',
      windows: settings.windows.map((window) => (window.label === SIANG ? { ...window, capacity: 0 } : window)),
      leadDays: { [String(noticed.categoryID)]: 3 },
    });
    expect(db.deliverySettings!.closedDates).toContain('2026-12-25');

    const verdicts = new Set<string>();
    for (const time of ['00:01', '09:00', '12:30', '13:00', '18:00', '23:59']) {
      const now = new Date(`2026-12-22T${time}:00+07:00`);
      for (let offset = -1; offset <= 5; offset++) {
        const day = addDays('2026-12-22', offset);
        for (const deliveryTime of DELIVERY_TIMES) {
          for (const product of [noticed, other]) {
            const plain: CustomerOrderInput = {
              ...legacy,
              productID: product.productID,
              deliveryDate: day,
              deliveryTime,
              deliveryInfos: [{ deliveryDate: day, deliveryTime }],
            };
            const pickup = { ...plain, fulfilment: 'pickup' as const, deliveryFee: 0 };
            const without = checkNewOrderDelivery(db, plain, now, newOrderProblems(plain, now)).problems;
            const withFields = checkNewOrderDelivery(db, pickup, now, newOrderProblems(pickup, now)).problems;
            expect(without, `${day} ${deliveryTime} at ${time}, category ${product.categoryID}`).toEqual(withFields);
            const messages = Object.values(without).flat();
            if (messages.length === 0) verdicts.add('accepted');
            for (const message of messages)
              verdicts.add(RULES.find(([, pattern]) => pattern.test(message))?.[0] ?? message);
          }
        }
      }
    }
    // The grid reaches every rule of the calendar, so the comparison above can fail.
    expect([...verdicts].sort()).toEqual(['accepted', ...RULES.map(([rule]) => rule)].sort());
  });

  it('without settings (or under proposed:off) an order without delivery fields keeps the tomorrow rule', () => {
    const today = { ...legacy, deliveryDate: '2026-12-22' };
    const tomorrowRule = newOrderProblems(today, NOW);
    expect(Object.keys(tomorrowRule)).toEqual(['deliveryDate']);
    const db = new MockDatabase({ ...createSeed(NOW), deliverySettings: null });
    expect(checkNewOrderDelivery(db, today, NOW, tomorrowRule)).toEqual({ problems: tomorrowRule, terms: {} });
    const seededDb = seeded();
    seededDb.saveDeliverySettings({ ...seededDb.deliverySettings!, sameDayCutoff: '13:00' });
    expect(checkNewOrderDelivery(seededDb, today, NOW, tomorrowRule).problems).toEqual({});
    setScenario('proposed:off');
    try {
      expect(checkNewOrderDelivery(seededDb, today, NOW, tomorrowRule).problems).toEqual(tomorrowRule);
    } finally {
      resetScenario();
    }
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
