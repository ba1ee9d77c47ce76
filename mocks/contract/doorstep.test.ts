import { describe, expect, it } from 'vitest';
import { toShopDay } from '../../src/lib/dates/shopClock';
import type {
  ArrangementPhoto,
  CreatedUser,
  CustomerOrder,
  DeliveryAssignment,
  DeliveryProof,
  DeliveryRun,
  LoginResponse,
  PublicOrder,
} from '../runtime/apiTypes';
import {
  call,
  expectContract,
  expectValidationProblem,
  idempotencyKey,
  login,
  setBackendScenario,
  setupMockBackend,
  todayInShop,
} from './harness';
import { deliveryOrder, fileForm, openDeliveryDay, PAGI, placedOrder, WRONG_TOKEN } from './operationCases';
import { pngFile } from './pngFile';

/**
 * The proposed doorstep seen from a client (openapi.yaml, tag Doorstep): the Driver role and its 403s, runs and
 * assignment, the arrangement photo and the customer's answer, and proofs filed once by their Idempotency-Key.
 */

setupMockBackend();

const driverToken = () => login('kurir', 'kurir123');

async function dayOf(orderID: number): Promise<string> {
  const order = await call<CustomerOrder>('getCustomerOrder', { params: { id: orderID } });
  return toShopDay(order.body.deliveryDate);
}

async function assign(orderID: number, driver: string | null, position?: number) {
  const result = await call<DeliveryAssignment>('assignDeliveryDriver', {
    params: { id: orderID },
    body: position === undefined ? { driver } : { driver, position },
  });
  expectContract('assignDeliveryDriver', result, 200);
  return result.body;
}

async function runOf(date: string, token?: string) {
  const result = await call<DeliveryRun[]>('listDeliveryRuns', { query: { date }, token });
  expectContract('listDeliveryRuns', result, 200);
  return result.body;
}

function fileProof(orderID: number, key: Record<string, string>, fields: Record<string, string>, token?: string) {
  return call<DeliveryProof>('fileDeliveryProof', {
    params: { id: orderID },
    headers: key,
    form: fileForm(fields.outcome === 'delivered' ? 'photo' : null, fields, pngFile('pintu.png')),
    token,
  });
}

async function publicOrder(orderID: number, token: string) {
  const result = await call<PublicOrder>('getPublicOrder', { params: { orderID }, query: { token }, token: null });
  expectContract('getPublicOrder', result, 200);
  return result.body;
}

describe('the Driver role', () => {
  it('signs in with the seeded kurir account and gets 403 from every staff call', async () => {
    const token = await driverToken();
    for (const [operationId, input] of [
      ['listCustomerOrders', {}],
      ['getDashboardSummary', {}],
      ['listPaymentProofs', {}],
      ['assignDeliveryDriver', { params: { id: 1 }, body: { driver: 'kurir' } }],
    ] as const) {
      const result = await call(operationId, { ...input, token });
      expectContract(operationId, result, 403);
    }
  });

  it("reads only its own run: naming another driver's is 403", async () => {
    const token = await driverToken();
    const today = todayInShop();
    const own = await runOf(today, token);
    expect(own.map((run) => run.driver)).toEqual(['kurir']);
    const other = await call('listDeliveryRuns', { query: { date: today, driver: 'budi' }, token });
    expectContract('listDeliveryRuns', other, 403);
  });
});

describe('a Driver account the shop adds', () => {
  async function addDriver(username: string) {
    const added = await call<CreatedUser>('createUser', { body: { username, password: 'kurir456', role: 'Driver' } });
    expectContract('createUser', added, 201);
    expect(added.body).toMatchObject({ username, role: 'Driver' });
  }

  it('signs in as a Driver, gets 403 from staff calls, and has a run of its own that staff assign to', async () => {
    await addDriver('kurir2');
    const signedIn = await call<LoginResponse>('login', { body: { username: 'kurir2', password: 'kurir456' } });
    expectContract('login', signedIn, 200);
    expect(signedIn.body).toMatchObject({ role: 'Driver', idCustomer: null });
    const token = signedIn.body.token;
    expectContract('listCustomerOrders', await call('listCustomerOrders', { token }), 403);
    expectContract(
      'createUser',
      await call('createUser', { body: { username: 'kurir3', password: 'kurir456', role: 'Driver' }, token }),
      403,
    );

    const order = await placedOrder();
    const day = await dayOf(order.orderID);
    expect((await runOf(day)).map((run) => run.driver)).toEqual(['kurir', 'kurir2']);
    await assign(order.orderID, 'kurir2');
    const own = await runOf(day, token);
    expect(own.map((run) => [run.driver, run.stops.map((stop) => stop.orderID)])).toEqual([
      ['kurir2', [order.orderID]],
    ]);
    const kurirs = await runOf(day, await driverToken());
    expect(kurirs[0].stops.map((stop) => stop.orderID)).not.toContain(order.orderID);
    expectContract(
      'fileDeliveryProof',
      await fileProof(order.orderID, idempotencyKey(), { outcome: 'carded' }, await driverToken()),
      403,
    );
    expectContract(
      'fileDeliveryProof',
      await fileProof(order.orderID, idempotencyKey(), { outcome: 'carded' }, token),
      201,
    );
  });

  it("is refused by today's backend (proposed:off) as a role it does not know", async () => {
    await setBackendScenario('proposed:off');
    try {
      const refused = await call('createUser', { body: { username: 'kurir2', password: 'kurir456', role: 'Driver' } });
      expectValidationProblem('createUser', refused, ['role']);
      expect((refused.body as { errors: Record<string, string[]> }).errors.role).toEqual([
        'role must be one of: Admin, User, Manager',
      ]);
      expectContract(
        'createUser',
        await call('createUser', { body: { username: 'dewi', password: 'mawar2025', role: 'User' } }),
        201,
      );
    } finally {
      await setBackendScenario('proposed:on');
    }
    const login = await call('login', { body: { username: 'kurir2', password: 'kurir456' } });
    expect(login.status).toBe(401);
  });
});

describe('assignment and runs', () => {
  it('puts deliveries on the run in the order asked, and takes them off again', async () => {
    const first = await placedOrder();
    const second = await placedOrder();
    const day = await dayOf(first.orderID);
    expect(await dayOf(second.orderID)).toBe(day);
    const before = (await runOf(day))[0].stops.length;

    expect(await assign(first.orderID, 'kurir')).toEqual({
      orderID: first.orderID,
      driver: 'kurir',
      position: before + 1,
    });
    expect(await assign(second.orderID, 'kurir', before + 1)).toMatchObject({ position: before + 1 });
    let stops = (await runOf(day, await driverToken()))[0].stops;
    expect(stops.slice(-2).map((stop) => [stop.orderID, stop.position])).toEqual([
      [second.orderID, before + 1],
      [first.orderID, before + 2],
    ]);
    const stop = stops.find((entry) => entry.orderID === first.orderID)!;
    expect(stop).toMatchObject({ fulfilment: 'delivery', status: 'Pending', outcome: null });
    expect(stop.amountDue).toBeGreaterThan(0);

    expect(await assign(second.orderID, null)).toEqual({ orderID: second.orderID, driver: null, position: null });
    stops = (await runOf(day))[0].stops;
    expect(stops.map((entry) => entry.orderID)).not.toContain(second.orderID);
    expect(stops.map((entry) => entry.position)).toEqual(stops.map((_, index) => index + 1));
  });

  it('refuses a pickup order and an account that is not a Driver', async () => {
    const order = await placedOrder();
    expectValidationProblem(
      'assignDeliveryDriver',
      await call('assignDeliveryDriver', { params: { id: order.orderID }, body: { driver: 'staff' } }),
      ['driver'],
    );
    const product = (await call<Array<{ productID: number }>>('listFlowerProducts')).body[0].productID;
    const pickup = await call<CustomerOrder>('createCustomerOrder', {
      body: deliveryOrder(product, await openDeliveryDay(), PAGI, {
        fulfilment: 'pickup',
        deliveryZoneId: undefined,
        deliveryFee: 0,
      }),
      token: null,
    });
    expectContract('createCustomerOrder', pickup, 201);
    expectValidationProblem(
      'assignDeliveryDriver',
      await call('assignDeliveryDriver', { params: { id: pickup.body.orderID }, body: { driver: 'kurir' } }),
      ['fulfilment'],
    );
  });
});

describe('the arrangement photo', () => {
  it('waits for the customer, who asks for a change with a note that staff then see', async () => {
    const order = await placedOrder();
    const sent = await call<ArrangementPhoto>('uploadArrangementPhoto', {
      params: { id: order.orderID },
      form: fileForm('file'),
    });
    expectContract('uploadArrangementPhoto', sent, 201);
    expect(sent.body).toMatchObject({ state: 'pending', note: null, answeredAt: null });
    expect(Date.parse(sent.body.answerDueAt) - Date.parse(sent.body.takenAt)).toBe(30 * 60_000);
    const picture = await fetch(sent.body.imageUrl);
    expect(picture.headers.get('Content-Type')).toBe('image/png');

    const seen = await publicOrder(order.orderID, order.token);
    expect(seen.arrangementPhotos).toEqual([sent.body]);

    const wrong = await call('answerArrangementPhoto', {
      params: { orderID: order.orderID },
      query: { token: WRONG_TOKEN },
      body: { decision: 'approve' },
      token: null,
    });
    expect(wrong.status).toBe(404);

    const answer = await call<ArrangementPhoto>('answerArrangementPhoto', {
      params: { orderID: order.orderID },
      query: { token: order.token },
      body: { decision: 'change', note: '  Tolong tambah pita merah.  ' },
      token: null,
    });
    expectContract('answerArrangementPhoto', answer, 200);
    expect(answer.body).toMatchObject({ state: 'change_requested', note: 'Tolong tambah pita merah.' });

    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
    expectContract('getCustomerOrder', staff, 200);
    expect(staff.body.arrangementPhotos?.[0]).toMatchObject({
      state: 'change_requested',
      note: 'Tolong tambah pita merah.',
    });

    const again = await call('answerArrangementPhoto', {
      params: { orderID: order.orderID },
      query: { token: order.token },
      body: { decision: 'approve' },
      token: null,
    });
    expectValidationProblem('answerArrangementPhoto', again, ['decision']);
  });

  it('counts as approved once its window has closed, from the very edge on, and then takes no answer', async () => {
    const order = await placedOrder();
    const TAKEN = '2030-06-10T10:00:00+07:00';
    await setBackendScenario(`clock:${TAKEN}`);
    try {
      const sent = await call<ArrangementPhoto>('uploadArrangementPhoto', {
        params: { id: order.orderID },
        form: fileForm('file'),
      });
      expectContract('uploadArrangementPhoto', sent, 201);

      // The window is counted from the photo's own instant (the pinned clock runs on while the call is answered).
      const due = Date.parse(sent.body.takenAt) + 30 * 60_000;
      await setBackendScenario(`clock:${new Date(due - 1000).toISOString()}`);
      expect((await publicOrder(order.orderID, order.token)).arrangementPhotos?.[0].state).toBe('pending');

      await setBackendScenario(`clock:${new Date(due).toISOString()}`);
      const closed = (await publicOrder(order.orderID, order.token)).arrangementPhotos?.[0];
      expect(closed).toMatchObject({ state: 'auto_approved', answeredAt: new Date(due).toISOString() });
      const late = await call('answerArrangementPhoto', {
        params: { orderID: order.orderID },
        query: { token: order.token },
        body: { decision: 'change', note: 'Terlambat' },
        token: null,
      });
      expectValidationProblem('answerArrangementPhoto', late, ['decision']);
    } finally {
      await setBackendScenario('clock:off');
    }
  });
});

describe('delivery proofs', () => {
  /** A new order on kurir's run, delivered by kurir's proof (201). */
  async function deliveredOnKurirsRun(receivedBy: string) {
    const order = await placedOrder();
    await assign(order.orderID, 'kurir');
    const token = await driverToken();
    const key = idempotencyKey();
    const first = await fileProof(order.orderID, key, { outcome: 'delivered', receivedBy }, token);
    expectContract('fileDeliveryProof', first, 201);
    return { order, token, key, first };
  }

  it('the Driver files a proof for a stop of their run, once per Idempotency-Key; delivered, the order is Delivered and the customer sees it', async () => {
    const { order, token, key, first } = await deliveredOnKurirsRun('Pak Budi (satpam)');
    expect(first.body).toMatchObject({ outcome: 'delivered', receivedBy: 'Pak Budi (satpam)', filedBy: 'kurir' });

    const retry = await fileProof(order.orderID, key, { outcome: 'delivered', receivedBy: 'Pak Budi (satpam)' }, token);
    expectContract('fileDeliveryProof', retry, 200);
    expect(retry.body).toEqual(first.body);

    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
    expect(staff.body.orderStatuses[0].status).toBe('Delivered');
    expect(staff.body.deliveryProofs).toHaveLength(1);

    const seen = await publicOrder(order.orderID, order.token);
    expect(seen.status).toBe('Delivered');
    expect(seen.deliveryProofs).toEqual([
      {
        outcome: 'delivered',
        photoUrl: first.body.photoUrl,
        receivedBy: 'Pak Budi (satpam)',
        filedAt: first.body.filedAt,
      },
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/kurir/);

    const otherOrder = await placedOrder();
    const reused = await fileProof(otherOrder.orderID, key, { outcome: 'carded' });
    expectValidationProblem('fileDeliveryProof', reused, ['Idempotency-Key']);
  });

  it('takes no second proof once delivered: 409 already_delivered, the same key still answers the stored proof', async () => {
    const { order, token, key, first } = await deliveredOnKurirsRun('Bu Rina');

    for (const outcome of ['delivered', 'carded']) {
      const second = await fileProof(order.orderID, idempotencyKey(), { outcome, receivedBy: 'Pak Joko' }, token);
      expectContract('fileDeliveryProof', second, 409);
      expect(second.body).toMatchObject({ code: 'already_delivered' });
    }
    const again = await fileProof(order.orderID, key, { outcome: 'delivered', receivedBy: 'Bu Rina' }, token);
    expectContract('fileDeliveryProof', again, 200);
    expect(again.body).toEqual(first.body);

    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
    expect(staff.body.deliveryProofs).toEqual([first.body]);
    const seen = await publicOrder(order.orderID, order.token);
    expect(seen.deliveryProofs?.map((proof) => proof.receivedBy)).toEqual(['Bu Rina']);
  });

  it('refuses delivered without a photo, and a Driver filing for an order not on their run', async () => {
    const order = await placedOrder();
    const noPhoto = await call('fileDeliveryProof', {
      params: { id: order.orderID },
      headers: idempotencyKey(),
      form: fileForm(null, { outcome: 'delivered' }),
    });
    expectValidationProblem('fileDeliveryProof', noPhoto, ['photo']);
    const notTheirs = await fileProof(order.orderID, idempotencyKey(), { outcome: 'carded' }, await driverToken());
    expectContract('fileDeliveryProof', notTheirs, 403);
    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
    expect(staff.body.deliveryProofs).toEqual([]);
    expect(staff.body.orderStatuses[0]?.status ?? 'Pending').not.toBe('Delivered');
  });
});

describe("today's backend (scenario proposed:off)", () => {
  it('answers every doorstep call 404 and shows no doorstep field on the orders', async () => {
    const order = await placedOrder();
    await setBackendScenario('proposed:off');
    try {
      expect(
        (await call('assignDeliveryDriver', { params: { id: order.orderID }, body: { driver: 'kurir' } })).status,
      ).toBe(404);
      expect((await call('listDeliveryRuns', { query: { date: '2030-06-10' } })).status).toBe(404);
      expect(
        (await call('uploadArrangementPhoto', { params: { id: order.orderID }, form: fileForm('file') })).status,
      ).toBe(404);
      expect((await fileProof(order.orderID, idempotencyKey(), { outcome: 'carded' })).status).toBe(404);
      const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
      expect(Object.keys(staff.body)).not.toContain('arrangementPhotos');
      expect(Object.keys(staff.body)).not.toContain('driver');
    } finally {
      await setBackendScenario('proposed:on');
    }
  });
});
