import { MockDatabase } from '../db/database';
import { applyGatewayEvent, defaultPaymentSettings, dueFor, openSession } from '../db/paymentSessions';
import type { DatabaseState } from '../db/types';

/**
 * The seeded shop takes payments through Midtrans with every method (docs/mock-backend.md#payments-by-gateway), and
 * a few orders of the past paid that way, through the same rules a live payment goes through: one paid in full by
 * QRIS and a BCA virtual account, one whose deposit was paid twice (a duplicate with its refund task), one paid
 * after its QRIS expired once the order was done (late, with a refund task), and one whose gateway reported another
 * amount (flagged for staff). Only orders delivered more than two weeks ago are used: the orders of the coming days,
 * which the app's journeys work with, are untouched.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function seedPaymentSessions(state: DatabaseState, now: Date): void {
  state.paymentSettings = defaultPaymentSettings();
  const db = new MockDatabase(state);
  const past = db.customerOrders
    .where((order) => Date.parse(order.orderDate) < now.getTime() - 14 * DAY_MS)
    .sort((a, b) => a.orderID - b.orderID);
  const paidDelivered = past.filter(
    (order) =>
      db.currentPayment(order.orderID)?.paymentStatus === 'Paid' &&
      db.currentStatus(order.orderID)?.status === 'Delivered',
  );
  const unpaid = past.filter(
    (order) =>
      db.currentPayment(order.orderID)?.paymentStatus === 'Pending' &&
      db.currentStatus(order.orderID)?.status !== 'Cancelled',
  );
  let key = 0;
  const pay = (
    order: (typeof past)[number],
    purpose: 'deposit' | 'balance',
    method: Parameters<typeof openSession>[2]['method'],
    minutesAfterOrder: number,
    paidAfterMinutes: number | null,
    amountDelta = 0,
  ) => {
    const opened = new Date(Date.parse(order.orderDate) + minutesAfterOrder * 60_000);
    key += 1;
    const amount = Math.max(dueFor(db, order, purpose), 1);
    const { session } = openSession(
      db,
      order,
      { purpose, method, idempotencyKey: `seed-session-${key}` },
      amount,
      opened,
    );
    if (paidAfterMinutes !== null)
      applyGatewayEvent(
        db,
        session.sessionID,
        { kind: 'paid', amount: session.amount + amountDelta, transactionId: `seed-tx-${key}` },
        new Date(opened.getTime() + paidAfterMinutes * 60_000),
      );
    return session;
  };
  const [full, twice, late] = paidDelivered;
  if (full) {
    pay(full, 'deposit', 'qris', 5, 3);
    pay(full, 'balance', 'va_bca', 24 * 60, 40);
  }
  if (twice) {
    const first = pay(twice, 'deposit', 'gopay', 10, 2);
    // The customer paid a second e-wallet code for the same deposit (another device): a duplicate.
    const again = new Date(Date.parse(twice.orderDate) + 30 * 60_000);
    const second = openSession(
      db,
      twice,
      { purpose: 'deposit', method: 'shopeepay', idempotencyKey: 'seed-session-again' },
      first.amount,
      again,
    ).session;
    applyGatewayEvent(
      db,
      second.sessionID,
      { kind: 'paid', amount: second.amount, transactionId: 'seed-tx-again' },
      again,
    );
  }
  if (late) {
    // Paid from a saved screenshot after the QRIS expired, once the order had been delivered: a refund task.
    const session = pay(late, 'deposit', 'qris', 15, null);
    const afterDelivery = new Date(Date.parse(late.deliveryDate) + 2 * DAY_MS);
    applyGatewayEvent(
      db,
      session.sessionID,
      { kind: 'paid', amount: session.amount, transactionId: 'seed-tx-late' },
      afterDelivery,
    );
  }
  const [mismatch] = unpaid;
  if (mismatch) pay(mismatch, 'deposit', 'va_mandiri', 20, 50, -2_500);
}
