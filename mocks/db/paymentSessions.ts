import { shopToday, shopWallTime } from '../../src/lib/dates/shopClock';
import {
  methodKind,
  PAYMENT_METHODS,
  PROVIDER_NAMES,
  type PaymentMethodValue,
} from '../../src/lib/payments/paymentMethods';
import { amountDue, cappedAmountPaid, type PaymentPurposeValue } from '../../src/lib/payments/sessionAmount';
import { DEFAULT_SESSION_MINUTES, isPastExpiry, sessionExpiresAt } from '../../src/lib/payments/sessionExpiry';
import type { MockDatabase } from './database';
import { shopDayOfText } from './dates';
import { orderGrandTotal } from './orderWords';
import type {
  CustomerOrderRow,
  PaymentProviderValue,
  PaymentSessionRow,
  PaymentSessionStatusValue,
  PaymentSettingsRow,
  SessionAttentionValue,
  TimelineEventRow,
} from './types';

/**
 * Payments by gateway in the mock backend (docs/product-rules.md#payments-by-gateway-proposed): the sessions' state
 * machine, their amounts and expiry, late and duplicate payments with their refund tasks, and the order's amount
 * paid. Pure functions of the database and the clock; the handlers (handlers/gateway.ts) call them.
 */

/** The seeded shop's settings: Midtrans, every method, the default session lengths, manual transfer kept. */
export function defaultPaymentSettings(): PaymentSettingsRow {
  return {
    enabled: true,
    provider: 'midtrans',
    methods: [...PAYMENT_METHODS],
    sessionMinutes: { ...DEFAULT_SESSION_MINUTES },
    manualTransfer: true,
  };
}

/** A shop without settings has no gateway: the order page as without one. */
export function paymentSettingsOf(db: MockDatabase): PaymentSettingsRow {
  return db.paymentSettings ?? { ...defaultPaymentSettings(), enabled: false, methods: [] };
}

function addTimeline(
  db: MockDatabase,
  session: PaymentSessionRow,
  event: Omit<TimelineEventRow, 'eventID' | 'orderID' | 'sessionID'>,
) {
  db.timelineEvents.insert({ ...event, orderID: session.orderID, sessionID: session.sessionID });
}

const systemActor = (session: PaymentSessionRow) =>
  ({ actorKind: 'system', actorName: PROVIDER_NAMES[session.provider] }) as const;

// ------------------------------------------------------------------ money

/** IDR the order's money counts: approved proofs and counted sessions, less the refunds of that money. */
export function countedMoney(db: MockDatabase, orderID: number): number {
  const sessions = db.sessionsOfOrder(orderID);
  const fromSessions = sessions.reduce((sum, session) => sum + (session.counted ? (session.paidAmount ?? 0) : 0), 0);
  const countedIds = new Set(sessions.filter((session) => session.counted).map((session) => session.sessionID));
  const refunded = db
    .refundsOfOrder(orderID)
    .reduce(
      (sum, refund) => sum + (refund.sessionID === null || countedIds.has(refund.sessionID) ? refund.amount : 0),
      0,
    );
  return db.amountPaidByReceipts(orderID) + fromSessions - refunded;
}

/** The order's amount paid: what its money counts, at most the grand total. */
export function amountPaidOf(db: MockDatabase, order: CustomerOrderRow): number {
  return cappedAmountPaid(orderGrandTotal(order), countedMoney(db, order.orderID));
}

/** IDR received for the order in all (every session's money, counted or not), less every refund. */
export function refundableOf(db: MockDatabase, order: CustomerOrderRow): number {
  const received =
    db.amountPaidByReceipts(order.orderID) +
    db.sessionsOfOrder(order.orderID).reduce((sum, session) => sum + (hasMoney(session) ? session.paidAmount! : 0), 0);
  return received - db.refundsOfOrder(order.orderID).reduce((sum, refund) => sum + refund.amount, 0);
}

/** IDR of one session's money not yet returned. */
export function sessionRefundable(db: MockDatabase, session: PaymentSessionRow): number {
  if (!hasMoney(session)) return 0;
  const refunded = db
    .refundsOfOrder(session.orderID)
    .reduce((sum, refund) => sum + (refund.sessionID === session.sessionID ? refund.amount : 0), 0);
  return session.paidAmount! - refunded;
}

/** Whether money arrived for the session (paid, late, duplicate, refunded, or of an amount that differs). */
export function hasMoney(session: PaymentSessionRow): boolean {
  return (session.paidAmount ?? 0) > 0;
}

/** How the order's money came (CustomerOrder.paidVia): the latest counted session, else an approved proof. */
export function paidViaOf(db: MockDatabase, orderID: number) {
  const session = db.sessionsOfOrder(orderID).find((each) => each.counted);
  if (session) return { kind: 'gateway' as const, method: session.method, provider: session.provider };
  return db.amountPaidByReceipts(orderID) > 0 ? { kind: 'proof' as const } : null;
}

// ------------------------------------------------------------------ expiry

/**
 * The server expires a session at `expiresAt` by itself (Snap sends nothing when its page expires): every read and
 * write of sessions first ends the pending sessions past their time, noted at that time.
 */
export function expireDueSessions(db: MockDatabase, now: Date, orderID?: number): void {
  const due = db.paymentSessions.where(
    (session) =>
      session.status === 'pending' &&
      (orderID === undefined || session.orderID === orderID) &&
      isPastExpiry(session.expiresAt, now),
  );
  for (const session of due) {
    db.paymentSessions.update(session.sessionID, { status: 'expired' });
    addTimeline(db, session, { type: 'session_expired', at: session.expiresAt, ...systemActor(session) });
  }
}

/** When a same-day order's session must end: the shop's same-day cut-off today, or null. */
function sameDayCutoffOf(db: MockDatabase, order: CustomerOrderRow, now: Date): Date | null {
  const cutoff = db.deliverySettings?.sameDayCutoff;
  const today = shopToday(now);
  if (!cutoff || shopDayOfText(order.deliveryDate) !== today) return null;
  const [hour, minute] = cutoff.split(':').map(Number);
  return shopWallTime(today, hour, minute);
}

// ------------------------------------------------------------------ sessions

export interface NewSession {
  purpose: PaymentPurposeValue;
  method: PaymentMethodValue;
  idempotencyKey: string;
}

/** A session's code to pay with, as the gateway would answer it (sandbox-looking, deterministic per session). */
function payWith(provider: PaymentProviderValue, method: PaymentMethodValue, reference: string, amount: number) {
  const digits = [...reference].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_000_007, 7);
  const number = (length: number) => String(digits).padStart(length, '0').slice(-length);
  if (method === 'qris')
    return {
      qrString: `00020101021226610016ID.CO.QRIS.WWW0118936009140000000000021500${number(8)}0303UMI51440014ID.CO.QRIS.WWW0215ID${number(13)}5204598353033605405${amount}5802ID5912FLEUR FLORIS6007JAKARTA62${String(reference.length + 4).padStart(2, '0')}05${String(reference.length).padStart(2, '0')}${reference}6304${number(4)}`,
    };
  if (method === 'va_mandiri' && provider === 'midtrans') return { billerCode: '70012', billKey: number(12) };
  const prefixes: Partial<Record<PaymentMethodValue, string>> = {
    va_bca: '12345',
    va_mandiri: '88908',
    va_bni: '8808',
    va_bri: '26215',
  };
  if (methodKind(method) === 'va') return { vaNumber: `${prefixes[method]}${number(11)}` };
  const base =
    provider === 'midtrans' ? 'https://simulator.sandbox.midtrans.com' : 'https://checkout-staging.xendit.co';
  return { deeplinkUrl: `${base}/${method}/pay/${encodeURIComponent(reference)}` };
}

/**
 * A reference the gateway has never seen: the order, the purpose, the session's number and the instant it was made
 * (a reset database numbers its sessions again; the instant keeps the references apart).
 */
function referenceFor(db: MockDatabase, order: CustomerOrderRow, purpose: PaymentPurposeValue, now: Date): string {
  const next = db.paymentSessions.nextId();
  const stamp = (now.getTime() % 36 ** 4).toString(36).toUpperCase().padStart(4, '0');
  return `FLR-${order.orderID}-${purpose === 'deposit' ? 'DP' : 'PL'}-${next}${stamp}`;
}

export function isPayable(session: PaymentSessionRow, now: Date): boolean {
  return session.status === 'pending' && !isPastExpiry(session.expiresAt, now);
}

/**
 * Opens a session for the order (the checks on the request are the handler's): the amount the server computes, the
 * payable session of the same purpose and method reused, every other payable session of the order cancelled first.
 * `reused` tells the handler to answer 200.
 */
export function openSession(
  db: MockDatabase,
  order: CustomerOrderRow,
  request: NewSession,
  amount: number,
  now: Date,
): { session: PaymentSessionRow; reused: boolean } {
  const payable = db.sessionsOfOrder(order.orderID).filter((session) => isPayable(session, now));
  const same = payable.find((session) => session.purpose === request.purpose && session.method === request.method);
  if (same) return { session: same, reused: true };
  const stamp = now.toISOString();
  for (const session of payable) {
    db.paymentSessions.update(session.sessionID, { status: 'cancelled', endedAt: stamp });
    addTimeline(db, session, { type: 'session_cancelled', at: stamp, actorKind: 'customer', actorName: null });
  }
  const settings = paymentSettingsOf(db);
  const minutes = settings.sessionMinutes[methodKind(request.method)];
  const reference = referenceFor(db, order, request.purpose, now);
  const session = db.paymentSessions.insert({
    orderID: order.orderID,
    reference,
    idempotencyKey: request.idempotencyKey,
    provider: settings.provider,
    method: request.method,
    purpose: request.purpose,
    amount,
    status: 'pending',
    createdAt: stamp,
    expiresAt: sessionExpiresAt(now, minutes, sameDayCutoffOf(db, order, now)).toISOString(),
    endedAt: null,
    paidAt: null,
    paidAmount: null,
    transactionId: null,
    counted: false,
    attention: null,
    resolvedAt: null,
    resolvedBy: null,
    ...payWith(settings.provider, request.method, reference, amount),
  });
  addTimeline(db, session, { type: 'session_created', at: stamp, actorKind: 'customer', actorName: null, amount });
  return { session, reused: false };
}

/** What is left to pay for a purpose (the amount a new session asks for). */
export function dueFor(db: MockDatabase, order: CustomerOrderRow, purpose: PaymentPurposeValue): number {
  return amountDue(purpose, { grandTotal: orderGrandTotal(order), amountPaid: amountPaidOf(db, order) });
}

// ------------------------------------------------------------------ the gateway's events

/** A notification's meaning, whichever gateway sent it. */
export type GatewayEvent =
  | { kind: 'paid'; amount: number; transactionId: string | null }
  | { kind: 'expired' | 'cancelled' | 'failed' }
  | { kind: 'none' };

export type EventOutcome = 'applied' | 'ignored' | 'flagged';

/** Statuses a session does not leave on the gateway's word (money arrived, or it was returned). */
const SETTLED: readonly PaymentSessionStatusValue[] = ['paid', 'paid_late', 'duplicate', 'refunded'];

/** Whether the order can still be delivered: not cancelled nor done, its delivery day not past (shop days). */
function canStillDeliver(db: MockDatabase, order: CustomerOrderRow, now: Date): boolean {
  const status = db.currentStatus(order.orderID)?.status;
  if (status === 'Cancelled' || status === 'Delivered') return false;
  return shopDayOfText(order.deliveryDate) >= shopToday(now);
}

function makeRefundTask(
  db: MockDatabase,
  session: PaymentSessionRow,
  cause: SessionAttentionValue,
  amount: number,
  at: string,
) {
  const open = db.refundTasks.where((task) => task.sessionID === session.sessionID && task.doneAt === null);
  if (open.length === 0)
    db.refundTasks.insert({
      orderID: session.orderID,
      sessionID: session.sessionID,
      amount,
      cause,
      createdAt: at,
      doneAt: null,
    });
}

/** Counts a session's money for the order: the order's payment becomes `Paid`. */
function countSession(db: MockDatabase, session: PaymentSessionRow, at: string) {
  db.paymentSessions.update(session.sessionID, { counted: true });
  db.markOrderPaid(session.orderID, at);
}

/**
 * Applies the gateway's word to a session. A replay, a state going backwards (pending after paid) or a state that is
 * not final changes nothing (`ignored`). Money of another amount than the session's is not paid: it is flagged
 * `amount_mismatch`. Money after the session stopped being payable is `paid_late` (kept when the order can still be
 * delivered, else a refund task); money for a purpose already paid is `duplicate` (a refund task).
 */
export function applyGatewayEvent(db: MockDatabase, sessionID: number, event: GatewayEvent, now: Date): EventOutcome {
  expireDueSessions(db, now);
  const session = db.paymentSessions.find(sessionID)!;
  const order = db.customerOrders.find(session.orderID);
  const stamp = now.toISOString();
  if (event.kind === 'none' || SETTLED.includes(session.status)) return 'ignored';
  if (event.kind !== 'paid') {
    if (session.status !== 'pending') return 'ignored';
    db.paymentSessions.update(session.sessionID, { status: event.kind, endedAt: stamp });
    const type =
      event.kind === 'expired'
        ? 'session_expired'
        : event.kind === 'cancelled'
          ? 'session_cancelled'
          : 'session_failed';
    addTimeline(db, session, { type, at: stamp, ...systemActor(session) });
    return 'applied';
  }
  if (event.amount !== session.amount) {
    if (session.attention === 'amount_mismatch' && session.paidAmount === event.amount) return 'ignored';
    db.paymentSessions.update(session.sessionID, {
      attention: 'amount_mismatch',
      paidAmount: event.amount,
      transactionId: event.transactionId,
      resolvedAt: null,
      resolvedBy: null,
    });
    addTimeline(db, session, {
      type: 'session_amount_mismatch',
      at: stamp,
      ...systemActor(session),
      amount: event.amount,
    });
    return 'flagged';
  }
  const paid = { paidAt: stamp, paidAmount: event.amount, transactionId: event.transactionId };
  const purposePaid =
    !order ||
    db
      .sessionsOfOrder(session.orderID)
      .some((other) => other.sessionID !== session.sessionID && other.counted && other.purpose === session.purpose) ||
    dueFor(db, order, session.purpose) === 0;
  if (purposePaid) {
    db.paymentSessions.update(session.sessionID, { ...paid, status: 'duplicate', attention: 'duplicate' });
    makeRefundTask(db, session, 'duplicate', event.amount, stamp);
    addTimeline(db, session, { type: 'session_duplicate', at: stamp, ...systemActor(session), amount: event.amount });
    return 'flagged';
  }
  if (session.status !== 'pending') {
    db.paymentSessions.update(session.sessionID, { ...paid, status: 'paid_late', attention: 'paid_late' });
    const kept = canStillDeliver(db, order, now);
    addTimeline(db, session, {
      type: 'session_paid_late',
      at: stamp,
      ...systemActor(session),
      amount: event.amount,
      value: kept ? 'kept' : 'refund',
    });
    if (kept) countSession(db, db.paymentSessions.find(session.sessionID)!, stamp);
    else makeRefundTask(db, session, 'paid_late', event.amount, stamp);
    return 'flagged';
  }
  db.paymentSessions.update(session.sessionID, { ...paid, status: 'paid' });
  addTimeline(db, session, { type: 'session_paid', at: stamp, ...systemActor(session), amount: event.amount });
  countSession(db, db.paymentSessions.find(session.sessionID)!, stamp);
  return 'applied';
}

/**
 * Staff settle a flagged session: `accept` counts a mismatched amount (at most what is left of the grand total) or
 * closes a late or duplicate flag as it is; `refund` makes a refund task for money not counted.
 */
export function resolveSession(
  db: MockDatabase,
  session: PaymentSessionRow,
  decision: 'accept' | 'refund',
  user: string | null,
  now: Date,
): void {
  const stamp = now.toISOString();
  const order = db.customerOrders.find(session.orderID);
  if (decision === 'accept' && session.attention === 'amount_mismatch' && order) {
    const counted = Math.min(session.paidAmount ?? 0, orderGrandTotal(order) - amountPaidOf(db, order));
    db.paymentSessions.update(session.sessionID, {
      status: 'paid',
      paidAt: stamp,
      counted: counted > 0,
    });
    if (counted > 0) db.markOrderPaid(session.orderID, stamp, user);
  }
  if (decision === 'refund' && hasMoney(session)) {
    const amount = sessionRefundable(db, session);
    if (session.counted) db.paymentSessions.update(session.sessionID, { counted: false });
    if (amount > 0) makeRefundTask(db, session, session.attention ?? 'duplicate', amount, stamp);
  }
  db.paymentSessions.update(session.sessionID, { resolvedAt: stamp, resolvedBy: user });
  addTimeline(db, session, {
    type: 'session_resolved',
    at: stamp,
    actorKind: 'user',
    actorName: user,
    value: decision,
  });
}

/** After a refund of a session's money: it reads `refunded` once none is left, and its tasks close. */
export function afterSessionRefund(db: MockDatabase, session: PaymentSessionRow, now: Date): void {
  if (sessionRefundable(db, session) > 0) return;
  db.paymentSessions.update(session.sessionID, { status: 'refunded' });
  for (const task of db.refundTasks.where((each) => each.sessionID === session.sessionID && each.doneAt === null))
    db.refundTasks.update(task.taskID, { doneAt: now.toISOString() });
}
