import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates/shopClock';
import type { CustomerOrder, DeliveryDay, DeliverySettings } from '../runtime/apiTypes';
import {
  call,
  expectContract,
  expectValidationProblem,
  firstId,
  setBackendScenario,
  setupMockBackend,
  todayInShop,
} from './harness';
import {
  BEYOND_SEEDED_ORDERS,
  PAGI,
  SORE,
  deliveryOrder,
  deliverySettingsBody,
  openDeliveryDay,
  putDeliverySettings,
  windowsWithEveningCapacity,
} from './operationCases';
import { validOrder } from './validOrder';

/**
 * The proposed delivery rules seen from a client (docs/product-rules.md#delivery-rules-proposed): settings
 * that stick, availability that follows the orders and the clock, and orders checked against both: every
 * order against the shop's calendar, zone and fee only for an order that carries the new fields.
 */
setupMockBackend();

const productId = () => firstId<{ productID: number }>('listFlowerProducts', 'productID');

async function placeOrder(body: unknown) {
  return call<CustomerOrder>('createCustomerOrder', { body, token: null });
}

async function availability(from: string, days = 1) {
  const result = await call<DeliveryDay[]>('getDeliveryAvailability', { query: { from, days } });
  expectContract('getDeliveryAvailability', result, 200);
  return result.body;
}

const windowOf = (day: DeliveryDay, label: string) => day.windows.find((window) => window.label === label)!;

describe('delivery settings', () => {
  it('are seeded: no same-day delivery, zones with fees, pickup at the shop', async () => {
    const result = await call<DeliverySettings>('getDeliverySettings', { token: null });
    expectContract('getDeliverySettings', result, 200);
    expect(result.body.sameDayCutoff).toBeNull();
    expect(result.body.zones.find((zone) => zone.id === 'jakarta-selatan')?.fee).toBe(25000);
    expect(result.body.pickupAddress).toMatch(/Jakarta Selatan/);
  });

  it('a saved change is what GET answers afterwards', async () => {
    const body = deliverySettingsBody({
      sameDayCutoff: '13:00',
      closedDates: ['2030-12-26', '2030-12-25', '2030-12-26'],
      outOfAreaFee: 75000,
    });
    const saved = await call<DeliverySettings>('updateDeliverySettings', { body });
    expectContract('updateDeliverySettings', saved, 200);
    expect(saved.body.closedDates).toEqual(['2030-12-25', '2030-12-26']);
    const read = (await call<DeliverySettings>('getDeliverySettings', { token: null })).body;
    expect(read).toEqual(saved.body);
    expect(read).toMatchObject({ sameDayCutoff: '13:00', outOfAreaFee: 75000 });
  });

  it('a refused change leaves the settings as they were', async () => {
    const before = (await call<DeliverySettings>('getDeliverySettings')).body;
    expect(
      (await call('updateDeliverySettings', { body: deliverySettingsBody({ sameDayCutoff: '25:00' }) })).status,
    ).toBe(400);
    expect((await call<DeliverySettings>('getDeliverySettings')).body).toEqual(before);
  });
});

describe('orders and the delivery fee', () => {
  it('a wrong fee is refused, the right one stored', async () => {
    const product = await productId();
    const day = await openDeliveryDay();

    const wrong = await placeOrder(deliveryOrder(product, day, PAGI, { deliveryFee: 20000 }));
    expectValidationProblem('createCustomerOrder', wrong, ['deliveryFee']);
    expect(Object.keys((wrong.body as unknown as { errors: object }).errors)).toEqual(['deliveryFee']);

    const right = await placeOrder(deliveryOrder(product, day, PAGI, { deliveryFee: 25000 }));
    expectContract('createCustomerOrder', right, 201);
    expect(right.body).toMatchObject({
      totalPrice: 700000,
      deliveryFee: 25000,
      deliveryZoneId: 'jakarta-selatan',
      fulfilment: 'delivery',
      kotaKabupaten: 'Jakarta Selatan',
      kecamatan: 'Mampang Prapatan',
      kodePos: '12730',
      patokan: 'Pagar hitam, seberang minimarket',
    });
    expect(right.body.payments[0].paymentAmount).toBe(700000);

    const stored = await call<CustomerOrder>('getCustomerOrder', { params: { id: right.body.orderID } });
    expectContract('getCustomerOrder', stored, 200);
    expect(stored.body).toMatchObject({
      deliveryFee: 25000,
      deliveryZoneId: 'jakarta-selatan',
      fulfilment: 'delivery',
    });
  });

  it('free from freeDeliveryFrom, zone found from the address, pickup free', async () => {
    const product = await productId();
    const day = await openDeliveryDay();
    const big = { quantity: 5, unitPrice: 300000, totalPrice: 1500000 };
    const free = await placeOrder(deliveryOrder(product, day, PAGI, { ...big, deliveryFee: 0 }));
    expectContract('createCustomerOrder', free, 201);
    expect(free.body.deliveryFee).toBe(0);

    const { deliveryZoneId: _none, ...byAddress } = deliveryOrder(product, day, PAGI, {
      kotaKabupaten: 'Kota Depok',
      kecamatan: 'Sawangan',
      deliveryFee: 40000,
    });
    const depok = await placeOrder(byAddress);
    expectContract('createCustomerOrder', depok, 201);
    expect(depok.body).toMatchObject({ deliveryZoneId: 'depok', deliveryFee: 40000 });

    const pickup = await placeOrder(
      deliveryOrder(product, day, PAGI, { fulfilment: 'pickup', deliveryZoneId: undefined, deliveryFee: 0 }),
    );
    expectContract('createCustomerOrder', pickup, 201);
    expect(pickup.body).toMatchObject({ fulfilment: 'pickup', deliveryFee: 0 });
    expect(pickup.body.deliveryZoneId).toBeUndefined();
  });

  it('outside every zone: refused without an out-of-area fee, charged with one', async () => {
    const product = await productId();
    const day = addDays(todayInShop(), 3);
    const bandung = () => {
      const { deliveryZoneId: _none, ...body } = deliveryOrder(product, day, PAGI, {
        kotaKabupaten: 'Bandung',
        kecamatan: 'Coblong',
        deliveryFee: 75000,
      });
      return body;
    };
    await putDeliverySettings();
    expectValidationProblem('createCustomerOrder', await placeOrder(bandung()), ['deliveryZoneId']);
    await putDeliverySettings({ outOfAreaFee: 75000 });
    const charged = await placeOrder(bandung());
    expectContract('createCustomerOrder', charged, 201);
    expect(charged.body.deliveryFee).toBe(75000);
  });
});

describe('orders without the delivery fields (any client: an old app, a script, the app before it has the settings)', () => {
  // The shop's clock (mock scenario) on Monday 10 June 2030, 10:00 and 14:00: days and hours fixed whatever the
  // machine's date, hour and zone, and far from the seed's orders.
  const DAY = '2030-06-10';
  const MORNING = `clock:${DAY}T10:00:00+07:00`;
  const AFTERNOON = `clock:${DAY}T14:00:00+07:00`;
  const plainOrder = (product: number, day: string, time = PAGI) =>
    validOrder(product, { deliveryDate: day, deliveryTime: time });

  it('are placed with the seeded settings: no zone, no fee and no terms needed or stored', async () => {
    const result = await placeOrder(validOrder(await productId()));
    expectContract('createCustomerOrder', result, 201);
    expect(result.body.deliveryFee).toBeUndefined();
    expect(result.body.fulfilment).toBeUndefined();
    expect(result.body.deliveryZoneId).toBeUndefined();
  });

  it('are refused on a closed day, with the field error, and placed on the next open one', async () => {
    const product = await productId();
    await setBackendScenario(MORNING);
    await putDeliverySettings({ closedDates: [addDays(DAY, 2)] });
    const closed = await placeOrder(plainOrder(product, addDays(DAY, 2)));
    expectValidationProblem('createCustomerOrder', closed, ['deliveryDate', 'deliveryInfos[0].deliveryDate']);
    expect((closed.body as unknown as { errors: Record<string, string[]> }).errors.deliveryDate).toEqual([
      `deliveryDate ${addDays(DAY, 2)} is a closed day of the shop`,
    ]);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, addDays(DAY, 3))), 201);
  });

  it('take a place in their window and are refused when it is full', async () => {
    const product = await productId();
    await setBackendScenario(MORNING);
    await putDeliverySettings({ windows: windowsWithEveningCapacity(1) });
    const day = addDays(DAY, 3);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, day, SORE)), 201);
    expectValidationProblem('createCustomerOrder', await placeOrder(plainOrder(product, day, SORE)), ['deliveryTime']);
    expectValidationProblem('createCustomerOrder', await placeOrder(deliveryOrder(product, day, SORE)), [
      'deliveryTime',
    ]);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, day, PAGI)), 201);
  });

  it("are refused in a window already over on the shop's today", async () => {
    const product = await productId();
    await setBackendScenario(`clock:${DAY}T12:15:00+07:00`);
    await putDeliverySettings({ sameDayCutoff: '15:00' });
    expectValidationProblem('createCustomerOrder', await placeOrder(plainOrder(product, DAY, PAGI)), ['deliveryTime']);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, DAY, SORE)), 201);
  });

  it("are refused within the days of notice of the product's category", async () => {
    const product = await productId();
    const { categoryID } = (await call<{ categoryID: number }>('getFlowerProduct', { params: { id: product } })).body;
    await setBackendScenario(MORNING);
    await putDeliverySettings({ leadDays: { [String(categoryID)]: 3 } });
    expectValidationProblem('createCustomerOrder', await placeOrder(plainOrder(product, addDays(DAY, 2))), [
      'deliveryDate',
    ]);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, addDays(DAY, 3))), 201);
  });

  it("for the shop's today: placed before the same-day cut-off, refused after it", async () => {
    const product = await productId();
    await putDeliverySettings({ sameDayCutoff: '13:00' });
    await setBackendScenario(MORNING);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, DAY, 'Kapan Saja')), 201);
    await setBackendScenario(AFTERNOON);
    expectValidationProblem('createCustomerOrder', await placeOrder(plainOrder(product, DAY, 'Kapan Saja')), [
      'deliveryDate',
      'deliveryInfos[0].deliveryDate',
    ]);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, addDays(DAY, 1), 'Kapan Saja')), 201);
  });

  it("without same-day delivery the shop's tomorrow is the earliest day, as without settings", async () => {
    const product = await productId();
    await setBackendScenario(MORNING);
    await putDeliverySettings({ sameDayCutoff: null });
    expectValidationProblem('createCustomerOrder', await placeOrder(plainOrder(product, DAY)), ['deliveryDate']);
    expectContract('createCustomerOrder', await placeOrder(plainOrder(product, addDays(DAY, 1))), 201);
  });
});

describe('availability', () => {
  it('a window fills up with the orders of its day and frees a place when one is cancelled', async () => {
    const product = await productId();
    const day = addDays(todayInShop(), BEYOND_SEEDED_ORDERS);
    await putDeliverySettings({ windows: windowsWithEveningCapacity(2) });
    expect(windowOf((await availability(day))[0], SORE)).toEqual({ label: SORE, available: true, remaining: 2 });

    expectContract('createCustomerOrder', await placeOrder(deliveryOrder(product, day, SORE)), 201);
    expect(windowOf((await availability(day))[0], SORE)).toEqual({ label: SORE, available: true, remaining: 1 });
    // An order without the delivery fields takes a place as well.
    const legacy = await placeOrder(validOrder(product, { deliveryDate: day, deliveryTime: SORE }));
    expectContract('createCustomerOrder', legacy, 201);
    expect(windowOf((await availability(day))[0], SORE)).toEqual({ label: SORE, available: false, remaining: 0 });
    expectValidationProblem('createCustomerOrder', await placeOrder(deliveryOrder(product, day, SORE)), [
      'deliveryTime',
    ]);

    await call('updateCustomerOrderStatus', { params: { id: legacy.body.orderID }, body: { status: 'Cancelled' } });
    expect(windowOf((await availability(day))[0], SORE)).toEqual({ label: SORE, available: true, remaining: 1 });
    expectContract('createCustomerOrder', await placeOrder(deliveryOrder(product, day, SORE)), 201);
  });

  it('closed days, the lead days of a category and the days before today', async () => {
    const today = todayInShop();
    await putDeliverySettings({ closedDates: [addDays(today, 2)], leadDays: { '1': 3 } });
    const days = await availability(addDays(today, -1), 5);
    expect(days.map((day) => [day.date, day.open, day.reason])).toEqual([
      [addDays(today, -1), false, 'past'],
      [today, false, 'cutoff'],
      [addDays(today, 1), true, undefined],
      [addDays(today, 2), false, 'closed'],
      [addDays(today, 3), true, undefined],
    ]);
    const forCategory = (
      await call<DeliveryDay[]>('getDeliveryAvailability', { query: { from: today, days: 4, categoryId: 1 } })
    ).body;
    expect(forCategory.map((day) => day.reason)).toEqual(['cutoff', 'lead', 'closed', undefined]);
  });

  it('the mock clock moves the same-day cut-off and the windows that are over', async () => {
    const product = await productId();
    await putDeliverySettings({ sameDayCutoff: '13:00' });

    await setBackendScenario('clock:2030-06-10T12:30:00+07:00');
    const before = (await availability('2030-06-10', 2))[0];
    expect(before).toMatchObject({ date: '2030-06-10', open: true });
    expect(before.windows.map((window) => [window.label, window.available])).toEqual([
      [PAGI, false],
      ['Siang (12:00 - 17:00)', true],
      [SORE, true],
      ['Kapan Saja', true],
    ]);
    expectContract('createCustomerOrder', await placeOrder(deliveryOrder(product, '2030-06-10', 'Kapan Saja')), 201);
    expectValidationProblem('createCustomerOrder', await placeOrder(deliveryOrder(product, '2030-06-10', PAGI)), [
      'deliveryTime',
    ]);

    await setBackendScenario('clock:2030-06-10T13:30:00+07:00');
    expect((await availability('2030-06-10'))[0]).toMatchObject({ open: false, reason: 'cutoff' });
    expectValidationProblem(
      'createCustomerOrder',
      await placeOrder(deliveryOrder(product, '2030-06-10', 'Kapan Saja')),
      ['deliveryDate'],
    );
    expectContract('createCustomerOrder', await placeOrder(deliveryOrder(product, '2030-06-11', PAGI)), 201);
  });
});

describe("today's backend (scenario proposed:off)", () => {
  it('answers 404 to every proposed delivery call and still places an order as the product sends it', async () => {
    await setBackendScenario('proposed:off');
    expect((await call('getDeliverySettings', { token: null })).status).toBe(404);
    expect((await call('getDeliveryAvailability', { query: { from: todayInShop(), days: 3 } })).status).toBe(404);
    expect((await call('updateDeliverySettings', { body: deliverySettingsBody({}) })).status).toBe(404);
    expectContract('createCustomerOrder', await placeOrder(validOrder(await productId())), 201);
  });

  it('has no delivery settings: a day the settings close is no closed day for it', async () => {
    const product = await productId();
    await putDeliverySettings({ closedDates: ['2030-06-12'] });
    await setBackendScenario('clock:2030-06-10T10:00:00+07:00,proposed:off');
    const body = validOrder(product, { deliveryDate: '2030-06-12' });
    expectContract('createCustomerOrder', await placeOrder(body), 201);
  });
});

describe('same-day at 10:00 and 14:00 shop time, cut-off 13:00', () => {
  it('takes an order for the day in the morning and refuses it in the afternoon', async () => {
    const product = await productId();
    await putDeliverySettings({ sameDayCutoff: '13:00' });
    await setBackendScenario('clock:2030-06-12T10:00:00+07:00');
    expectContract('createCustomerOrder', await placeOrder(deliveryOrder(product, '2030-06-12', 'Kapan Saja')), 201);
    await setBackendScenario('clock:2030-06-12T14:00:00+07:00');
    expectValidationProblem(
      'createCustomerOrder',
      await placeOrder(deliveryOrder(product, '2030-06-12', 'Kapan Saja')),
      ['deliveryDate'],
    );
  });
});
