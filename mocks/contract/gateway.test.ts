import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates/shopClock';
import type {
  CustomerOrder,
  OrderTimelineEvent,
  PaymentSession,
  PaymentSessionProblem,
  Refund,
  RefundProblem,
  RefundTask,
  StaffPaymentSession,
} from '../runtime/apiTypes';
import {
  gatewayOrder,
  midtransBody,
  notifyMidtrans,
  openSession,
  publicOrder,
  sessionOf,
  simulate,
  switchProvider,
  xenditCall,
  type GatewayOrder,
} from './gatewayFixtures';
import { call, expectContract, idempotencyKey, setBackendScenario, setupMockBackend } from './harness';
import { seededOpenDay } from './validOrder';

/**
 * Payments by gateway seen from a client and from the gateway (openapi.yaml tag Gateway,
 * docs/product-rules.md#payments-by-gateway-proposed): the server's amount, one payable session per purpose and
 * method, only a correctly signed notification pays, replays and states going backwards change nothing, late and
 * duplicate payments with their refund tasks, refunds within what was paid, the order's timeline, and a backend
 * without any of it (proposed:off:Gateway). The valid order is 2 × Rp 350.000: a deposit of Rp 350.000.
 */

setupMockBackend();

const DEPOSIT = 350_000;
const MINUTE = 60_000;
const clockAt = (instant: number) => `clock:${new Date(instant).toISOString()}`;

async function readSession(order: GatewayOrder, sessionID: number) {
  const result = await call<PaymentSession>('getPaymentSession', {
    params: { orderID: order.orderID, sessionID },
    query: { token: order.token },
    token: null,
  });
  expectContract('getPaymentSession', result, 200);
  return result.body;
}

async function staffOrder(orderID: number) {
  return (await call<CustomerOrder>('getCustomerOrder', { params: { id: orderID } })).body;
}

async function tasksOf(orderID: number) {
  const result = await call<RefundTask[]>('listRefundTasks');
  return result.body.filter((task) => task.orderID === orderID);
}

async function refund(orderID: number, body: Record<string, unknown>, key = idempotencyKey()) {
  return call<Refund | RefundProblem>('createRefund', { params: { id: orderID }, headers: key, body });
}

describe('a payment session', () => {
  it('asks for the amount the server computes, whatever the client sends', async () => {
    const order = await gatewayOrder();
    const opened = await openSession(order, { purpose: 'deposit', method: 'qris', amount: 1 });
    expectContract('createPaymentSession', opened, 201);
    expect(opened.body).toMatchObject({ amount: DEPOSIT, status: 'pending', provider: 'midtrans', purpose: 'deposit' });
    expect(opened.body.qrString).toContain(opened.body.reference);
    expect(Date.parse(opened.body.expiresAt) - Date.parse(opened.body.createdAt)).toBe(15 * MINUTE);
    const balance = await openSession(order, { purpose: 'balance', method: 'va_bca' });
    expect(balance.body).toMatchObject({ amount: 2 * DEPOSIT, vaNumber: expect.stringMatching(/^\d{16}$/) });
    expect(Date.parse(balance.body.expiresAt) - Date.parse(balance.body.createdAt)).toBe(180 * MINUTE);
    const mandiri = await openSession(order, { purpose: 'deposit', method: 'va_mandiri' });
    expect(mandiri.body).toMatchObject({ billerCode: '70012', billKey: expect.stringMatching(/^\d{12}$/) });
    expect(mandiri.body.vaNumber).toBeUndefined();
  });

  it('is one per purpose and method while payable: asked again, the same one answers 200; a retry too', async () => {
    const order = await gatewayOrder();
    const key = idempotencyKey();
    const first = await openSession(order, { purpose: 'deposit', method: 'va_bni' }, key);
    const again = await openSession(order, { purpose: 'deposit', method: 'va_bni' });
    const retry = await openSession(order, { purpose: 'deposit', method: 'va_bni' }, key);
    expectContract('createPaymentSession', again, 200);
    expect(again.body.sessionID).toBe(first.body.sessionID);
    expect(again.body.vaNumber).toBe(first.body.vaNumber);
    expect(retry.status).toBe(200);
    expect(retry.body.sessionID).toBe(first.body.sessionID);
    expect((await publicOrder(order)).paymentSessions).toHaveLength(1);
  });

  it('is cancelled when the customer switches to another method', async () => {
    const order = await gatewayOrder();
    const qris = await sessionOf(order);
    const gopay = await sessionOf(order, { purpose: 'deposit', method: 'gopay' });
    expect(gopay.deeplinkUrl).toMatch(/^https:\/\//);
    expect((await readSession(order, qris.sessionID)).status).toBe('cancelled');
    expect((await publicOrder(order)).paymentSessions?.map((session) => session.status)).toEqual([
      'pending',
      'cancelled',
    ]);
  });

  it('is refused with a code: already paid, a cancelled order, a method the shop does not take', async () => {
    const order = await gatewayOrder();
    await notifyMidtrans(await sessionOf(order));
    const paid = await openSession(order, { purpose: 'deposit', method: 'qris' });
    expectContract('createPaymentSession', paid, 400);
    expect((paid.body as unknown as PaymentSessionProblem).code).toBe('already_paid');

    const cancelled = await gatewayOrder();
    await call('updateCustomerOrderStatus', { params: { id: cancelled.orderID }, body: { status: 'Cancelled' } });
    const refused = await openSession(cancelled);
    expect((refused.body as unknown as PaymentSessionProblem).code).toBe('order_cancelled');

    const settings = (await call<Record<string, unknown>>('getPaymentSettings')).body;
    const { connected: _connected, ...rest } = settings;
    await call('updatePaymentSettings', { body: { ...rest, methods: ['qris'] } });
    const unavailable = await openSession(await gatewayOrder(), { purpose: 'deposit', method: 'ovo' });
    expect((unavailable.body as unknown as PaymentSessionProblem).code).toBe('method_unavailable');
  });

  it('answers a wrong token with the same 404 as the order page', async () => {
    const order = await gatewayOrder();
    const result = await openSession({ ...order, token: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expectContract('createPaymentSession', result, 404);
  });

  it('expires by itself at expiresAt: at the instant, not a minute later', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    const expiresAt = Date.parse(session.expiresAt);
    await setBackendScenario(clockAt(expiresAt - 1000));
    expect((await readSession(order, session.sessionID)).status).toBe('pending');
    await setBackendScenario(clockAt(expiresAt));
    expect((await readSession(order, session.sessionID)).status).toBe('expired');
  });
});

describe("the gateway's notification", () => {
  it('pays the session only when signed: a wrong or missing signature is 401 and changes nothing', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    const forged = await call('receiveMidtransNotification', {
      body: await midtransBody(session, 'settlement', { signature: 'f'.repeat(128) }),
      token: null,
    });
    expectContract('receiveMidtransNotification', forged, 401);
    const unsigned = await call('receiveMidtransNotification', {
      body: await midtransBody(session, 'settlement', { signature: null }),
      token: null,
    });
    expect(unsigned.status).toBe(401);
    expect((await readSession(order, session.sessionID)).status).toBe('pending');
    expect((await publicOrder(order)).amountPaid).toBe(0);

    const paid = await notifyMidtrans(session);
    expect(paid.body).toMatchObject({ outcome: 'applied', status: 'paid' });
    expect(await publicOrder(order)).toMatchObject({ amountPaid: DEPOSIT, paymentStatus: 'Paid' });
    expect(await staffOrder(order.orderID)).toMatchObject({
      amountPaid: DEPOSIT,
      paidVia: { kind: 'gateway', method: 'qris', provider: 'midtrans' },
    });
  });

  it('again, or a state going backwards, answers 200 and changes nothing; deny is not final', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    expect((await notifyMidtrans(session, 'deny')).body.outcome).toBe('ignored');
    expect((await readSession(order, session.sessionID)).status).toBe('pending');
    await notifyMidtrans(session);
    const replay = await notifyMidtrans(session);
    expectContract('receiveMidtransNotification', replay, 200);
    expect(replay.body.outcome).toBe('ignored');
    expect((await notifyMidtrans(session, 'pending')).body.outcome).toBe('ignored');
    expect((await notifyMidtrans(session, 'expire')).body.outcome).toBe('ignored');
    expect((await readSession(order, session.sessionID)).status).toBe('paid');
    expect((await publicOrder(order)).amountPaid).toBe(DEPOSIT);
    const events = (await call<OrderTimelineEvent[]>('listOrderEvents', { params: { id: order.orderID } })).body;
    expect(events.filter((event) => event.type === 'session_paid')).toHaveLength(1);
  });

  it('of another amount is not paid: it is flagged for staff, who may accept it', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    expect((await notifyMidtrans(session, 'settlement', { amount: DEPOSIT - 50_000 })).body.outcome).toBe('flagged');
    expect((await readSession(order, session.sessionID)).status).toBe('pending');
    expect((await publicOrder(order)).amountPaid).toBe(0);
    const flagged = (await call<StaffPaymentSession[]>('listPaymentSessions', { query: { attention: true } })).body;
    expect(flagged.find((each) => each.sessionID === session.sessionID)).toMatchObject({
      attention: 'amount_mismatch',
      paidAmount: DEPOSIT - 50_000,
      resolvedAt: null,
    });
    const accepted = await call<StaffPaymentSession>('resolvePaymentSession', {
      params: { sessionID: session.sessionID },
      body: { decision: 'accept' },
    });
    expect(accepted.body).toMatchObject({ status: 'paid', amountPaid: DEPOSIT - 50_000 });
    const open = (await call<StaffPaymentSession[]>('listPaymentSessions', { query: { attention: true } })).body;
    expect(open.some((each) => each.sessionID === session.sessionID)).toBe(false);
  });

  it("from Xendit counts only with the shop's callback token", async () => {
    await switchProvider('xendit');
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    expect(session.provider).toBe('xendit');
    const wrong = await call('receiveXenditNotification', xenditCall(session, 'PAID', { token: 'not-the-token' }));
    expectContract('receiveXenditNotification', wrong, 401);
    expect((await call('receiveXenditNotification', xenditCall(session, 'PAID', { token: null }))).status).toBe(401);
    expect((await publicOrder(order)).amountPaid).toBe(0);
    const paid = await call<{ outcome: string }>('receiveXenditNotification', xenditCall(session));
    expect(paid.body.outcome).toBe('applied');
    expect((await call<{ outcome: string }>('receiveXenditNotification', xenditCall(session))).body.outcome).toBe(
      'ignored',
    );
    expect((await publicOrder(order)).amountPaid).toBe(DEPOSIT);
  });

  it('after expiry is paid_late: kept while the order can still be delivered', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    await setBackendScenario(clockAt(Date.parse(session.expiresAt) + MINUTE));
    expect((await notifyMidtrans(session)).body).toMatchObject({ outcome: 'flagged', status: 'paid_late' });
    expect((await publicOrder(order)).amountPaid).toBe(DEPOSIT);
    expect(await tasksOf(order.orderID)).toEqual([]);
  });

  it('after expiry, once the delivery day is past, is paid_late with a refund task', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    await setBackendScenario(`clock:${addDays(seededOpenDay(), 2)}T10:00:00+07:00`);
    expect((await notifyMidtrans(session)).body.status).toBe('paid_late');
    expect((await publicOrder(order)).amountPaid).toBe(0);
    expect(await tasksOf(order.orderID)).toMatchObject([
      { cause: 'paid_late', amount: DEPOSIT, refunded: 0, state: 'open', sessionID: session.sessionID },
    ]);
  });

  it('of a second session for a purpose already paid is a duplicate with a refund task; amountPaid stays', async () => {
    const order = await gatewayOrder();
    const qris = await sessionOf(order);
    const bca = await sessionOf(order, { purpose: 'deposit', method: 'va_bca' });
    await notifyMidtrans(bca);
    // The first code, cancelled when the customer switched, was paid from a screenshot anyway.
    expect((await notifyMidtrans(qris)).body.status).toBe('duplicate');
    expect((await publicOrder(order)).amountPaid).toBe(DEPOSIT);
    expect(await tasksOf(order.orderID)).toMatchObject([{ cause: 'duplicate', amount: DEPOSIT, state: 'open' }]);
  });
});

describe('refunds', () => {
  it('return at most what was paid, a virtual account only by hand, once per Idempotency-Key', async () => {
    const order = await gatewayOrder();
    const bca = await sessionOf(order, { purpose: 'deposit', method: 'va_bca' });
    await notifyMidtrans(bca);
    const over = await refund(order.orderID, { amount: DEPOSIT + 1, reason: 'Batal', method: 'manual' });
    expectContract('createRefund', over, 400);
    expect((over.body as RefundProblem).code).toBe('amount_exceeds_paid');
    const byGateway = await refund(order.orderID, { amount: 1000, reason: 'Batal', method: 'gateway' });
    expect((byGateway.body as RefundProblem).code).toBe('gateway_refund_unavailable');

    const key = idempotencyKey();
    const first = await refund(order.orderID, { amount: 100_000, reason: 'Bunga kurang', method: 'manual' }, key);
    const retry = await refund(order.orderID, { amount: 100_000, reason: 'Bunga kurang', method: 'manual' }, key);
    expectContract('createRefund', first, 201);
    expectContract('createRefund', retry, 200);
    expect((retry.body as Refund).refundID).toBe((first.body as Refund).refundID);
    expect((await publicOrder(order)).amountPaid).toBe(DEPOSIT - 100_000);
    const rest = await refund(order.orderID, { amount: DEPOSIT - 100_000 + 1, reason: 'Sisa', method: 'manual' });
    expect((rest.body as RefundProblem).code).toBe('amount_exceeds_paid');
  });

  it("of a duplicate's session close its task and leave the order's amount paid as it is", async () => {
    const order = await gatewayOrder();
    const qris = await sessionOf(order);
    await notifyMidtrans(await sessionOf(order, { purpose: 'deposit', method: 'dana' }));
    await notifyMidtrans(qris);
    const [task] = await tasksOf(order.orderID);
    const done = await refund(order.orderID, {
      amount: task.amount,
      reason: 'Pembayaran ganda',
      method: 'gateway',
      sessionID: task.sessionID,
    });
    expectContract('createRefund', done, 201);
    expect(await tasksOf(order.orderID)).toMatchObject([{ state: 'done', refunded: DEPOSIT }]);
    expect((await readSession(order, qris.sessionID)).status).toBe('refunded');
    expect((await publicOrder(order)).amountPaid).toBe(DEPOSIT);
  });
});

describe("the order's timeline", () => {
  it('tells who did what: the customer, the gateway, staff', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    await notifyMidtrans(session);
    await refund(order.orderID, { amount: 5000, reason: 'Kartu ucapan tidak ada', method: 'gateway' });
    const events = (await call<OrderTimelineEvent[]>('listOrderEvents', { params: { id: order.orderID } })).body;
    expect(events.map((event) => [event.type, event.actor.kind, event.actor.name])).toEqual([
      ['order_placed', 'customer', null],
      ['session_created', 'customer', null],
      ['session_paid', 'system', 'Midtrans'],
      ['payment_status_changed', 'system', null],
      ['refund', 'user', 'owner'],
    ]);
    expect(events[2]).toMatchObject({ amount: DEPOSIT, method: 'qris', reference: session.reference });
    expect(events[4]).toMatchObject({ amount: 5000, note: 'Kartu ucapan tidak ada', method: 'gateway' });
  });
});

describe('playing the gateway (mock control)', () => {
  it('sends the signed notification, or a forged one the receiver refuses', async () => {
    const order = await gatewayOrder();
    const session = await sessionOf(order);
    const forged = await simulate(session.sessionID, { outcome: 'paid', forged: true });
    expect(forged.body.answer.status).toBe(401);
    expect((await readSession(order, session.sessionID)).status).toBe('pending');
    const paid = await simulate(session.sessionID, { outcome: 'paid' });
    expect(paid.body.answer).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect((await readSession(order, session.sessionID)).status).toBe('paid');
  });
});

describe('a backend without payments by gateway (proposed:off:Gateway)', () => {
  it('answers its calls 404 and leaves its fields out', async () => {
    const order = await gatewayOrder();
    await setBackendScenario('proposed:off:Gateway');
    expect((await call('getPaymentOptions', { token: null })).status).toBe(404);
    expect((await openSession(order)).status).toBe(404);
    expect((await publicOrder(order)).paymentSessions).toBeUndefined();
    const staff = await staffOrder(order.orderID);
    expect(staff.paidVia).toBeUndefined();
    expect(staff.amountPaid).toBeUndefined();
    // The rest of what is proposed stays.
    expect(staff.trackingToken).toBe(order.token);
  });
});
