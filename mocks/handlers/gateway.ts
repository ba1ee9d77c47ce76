import { isVirtualAccount, type PaymentMethodValue } from '../../src/lib/payments/paymentMethods';
import type { MockDatabase } from '../db/database';
import {
  isMidtransSignatureValid,
  isXenditTokenValid,
  midtransServerKey,
  xenditCallbackToken,
} from '../db/gatewayKeys';
import { orderTimeline, toRefund, toRefundTask, toStaffPaymentSession } from '../db/gatewayViews';
import { orderGrandTotal } from '../db/orderWords';
import {
  afterSessionRefund,
  amountPaidOf,
  applyGatewayEvent,
  dueFor,
  expireDueSessions,
  type GatewayEvent,
  hasMoney,
  openSession,
  paymentSettingsOf,
  refundableOf,
  resolveSession,
  sessionRefundable,
} from '../db/paymentSessions';
import { toPaymentSession } from '../db/paymentSessionView';
import type { PaymentSessionRow } from '../db/types';
import type {
  MidtransNotification,
  NotificationReceipt,
  PaymentSessionInput,
  PaymentSessionProblemCode,
  PaymentSessionResolution,
  PaymentSettingsInput,
  RefundInput,
  RefundProblem,
  XenditInvoiceCallback,
} from '../runtime/apiTypes';
import type { FieldErrors } from '../runtime/validator';
import { findOrder } from './customerOrder';
import { defineOperation } from './defineOperation';
import { idempotencyKeyOf, refuseKeyOfAnotherOrder } from './idempotencyKey';
import { orderByToken } from './payments';
import { created, HttpError, invalid, json, notFound, ok, unauthorized, validationProblemBody } from './responses';

/**
 * Tag Gateway (proposed in openapi.yaml, docs/product-rules.md#payments-by-gateway-proposed): payment sessions the
 * server prices, the gateway's signed notifications (the only thing that marks a session paid), late and duplicate
 * payments with their refund tasks, refunds, the order's timeline and the payment settings. The rules are in
 * db/paymentSessions.ts; the keys in db/gatewayKeys.ts.
 */

function refuseSession(code: PaymentSessionProblemCode, errors: FieldErrors): never {
  throw new HttpError(json({ ...validationProblemBody(errors), code }, 400));
}

function refuseRefund(code: NonNullable<RefundProblem['code']>, errors: FieldErrors): never {
  throw new HttpError(json({ ...validationProblemBody(errors), code }, 400));
}

const isCancelled = (db: MockDatabase, orderID: number) => db.currentStatus(orderID)?.status === 'Cancelled';

function sessionOf(db: MockDatabase, sessionID: number, orderID?: number): PaymentSessionRow {
  const session = db.paymentSessions.find(sessionID);
  if (!session || (orderID !== undefined && session.orderID !== orderID))
    notFound(`Payment session ${sessionID} was not found.`);
  return session!;
}

function bySession(db: MockDatabase, reference: string, provider: PaymentSessionRow['provider']) {
  const session = db.paymentSessions.where((each) => each.reference === reference && each.provider === provider)[0];
  return session ?? notFound(`No payment session has the reference ${reference}.`);
}

/** Midtrans' transaction_status as the session's event (docs/mock-backend.md#payments-by-gateway). */
function midtransEvent(notification: MidtransNotification): GatewayEvent {
  const amount = Math.round(Number(notification.gross_amount));
  const transactionId = notification.transaction_id ?? null;
  switch (notification.transaction_status) {
    case 'settlement':
      return { kind: 'paid', amount, transactionId };
    case 'capture':
      return notification.fraud_status === 'accept' || notification.fraud_status === undefined
        ? { kind: 'paid', amount, transactionId }
        : { kind: 'none' };
    case 'expire':
      return { kind: 'expired' };
    case 'cancel':
      return { kind: 'cancelled' };
    case 'failure':
      return { kind: 'failed' };
    default:
      // pending, deny (not final: the customer may try again), refund notices (the refund is ours).
      return { kind: 'none' };
  }
}

function xenditEvent(callback: XenditInvoiceCallback): GatewayEvent {
  if (callback.status === 'PAID' || callback.status === 'SETTLED')
    return { kind: 'paid', amount: Math.round(callback.paid_amount ?? callback.amount), transactionId: callback.id };
  return callback.status === 'EXPIRED' ? { kind: 'expired' } : { kind: 'none' };
}

function receipt(db: MockDatabase, sessionID: number, outcome: NotificationReceipt['outcome']) {
  return ok<NotificationReceipt>({ outcome, sessionID, status: db.paymentSessions.find(sessionID)!.status });
}

export const gatewayOperations = [
  defineOperation('getPaymentOptions', ({ db }) => {
    const { enabled, provider, methods, sessionMinutes, manualTransfer } = paymentSettingsOf(db);
    return ok({ enabled, provider, methods, sessionMinutes, manualTransfer });
  }),

  defineOperation('createPaymentSession', ({ db, params, query, body, request, now }) => {
    const order = orderByToken(db, params.orderID as number, query.token as string);
    const key = idempotencyKeyOf(request);
    expireDueSessions(db, now, order.orderID);
    const stored = db.paymentSessions.where((session) => session.idempotencyKey === key)[0];
    refuseKeyOfAnotherOrder(stored, order.orderID);
    if (stored) return ok(toPaymentSession(stored));
    const { purpose, method } = body as PaymentSessionInput;
    if (isCancelled(db, order.orderID)) refuseSession('order_cancelled', { orderID: ['The order is cancelled.'] });
    const settings = paymentSettingsOf(db);
    if (!settings.enabled || !settings.methods.includes(method as PaymentMethodValue))
      refuseSession('method_unavailable', { method: [`The shop does not take ${method} now.`] });
    if (orderGrandTotal(order) <= 0) refuseSession('amount_zero', { orderID: ['The order has nothing to pay.'] });
    const amount = dueFor(db, order, purpose);
    if (amount <= 0) refuseSession('already_paid', { purpose: [`The ${purpose} is already paid.`] });
    const { session, reused } = openSession(db, order, { purpose, method, idempotencyKey: key }, amount, now);
    return reused ? ok(toPaymentSession(session)) : created(toPaymentSession(session));
  }),

  defineOperation(
    'getPaymentSession',
    ({ db, params, query, now }) => {
      const order = orderByToken(db, params.orderID as number, query.token as string);
      expireDueSessions(db, now, order.orderID);
      return ok(toPaymentSession(sessionOf(db, params.sessionID as number, order.orderID)));
    },
    // Reading expires what is due: the change is kept.
    { persist: true },
  ),

  defineOperation('receiveMidtransNotification', async ({ db, body, now }) => {
    const notification = body as MidtransNotification;
    if (!(await isMidtransSignatureValid(notification)))
      unauthorized('The signature_key does not match the notification.');
    const session = bySession(db, notification.order_id, 'midtrans');
    return receipt(db, session.sessionID, applyGatewayEvent(db, session.sessionID, midtransEvent(notification), now));
  }),

  defineOperation('receiveXenditNotification', ({ db, body, request, now }) => {
    if (!isXenditTokenValid(request.headers.get('x-callback-token')))
      unauthorized('The x-callback-token does not match the shop’s verification token.');
    const callback = body as XenditInvoiceCallback;
    const session = bySession(db, callback.external_id, 'xendit');
    return receipt(db, session.sessionID, applyGatewayEvent(db, session.sessionID, xenditEvent(callback), now));
  }),

  defineOperation('getPaymentSettings', ({ db }) => {
    const settings = paymentSettingsOf(db);
    const key = settings.provider === 'midtrans' ? midtransServerKey() : xenditCallbackToken();
    return ok({ ...settings, connected: key.length > 0 });
  }),

  defineOperation('updatePaymentSettings', ({ db, body }) => {
    const input = body as PaymentSettingsInput;
    const methods = [...new Set(input.methods)] as PaymentMethodValue[];
    if (methods.length !== input.methods.length) invalid({ methods: ['A method is listed twice.'] });
    if (input.enabled && methods.length === 0) invalid({ methods: ['An enabled gateway needs at least one method.'] });
    if (!input.enabled && !input.manualTransfer)
      invalid({ manualTransfer: ['Keep the gateway or manual transfer on: customers need a way to pay.'] });
    const saved = db.savePaymentSettings({ ...input, methods, sessionMinutes: { ...input.sessionMinutes } });
    const key = saved.provider === 'midtrans' ? midtransServerKey() : xenditCallbackToken();
    return ok({ ...saved, connected: key.length > 0 });
  }),

  defineOperation(
    'listPaymentSessions',
    ({ db, query, now }) => {
      expireDueSessions(db, now);
      const attention = query.attention as boolean | undefined;
      const orderID = query.orderID as number | undefined;
      const sessions = db.paymentSessions
        .where(
          (session) =>
            (!orderID || session.orderID === orderID) &&
            (attention === undefined || (session.attention !== null && session.resolvedAt === null) === attention),
        )
        .sort((a, b) => b.sessionID - a.sessionID);
      return ok(sessions.map((session) => toStaffPaymentSession(db, session)));
    },
    { persist: true },
  ),

  defineOperation('resolvePaymentSession', ({ db, params, body, user, now }) => {
    const session = sessionOf(db, params.sessionID as number);
    if (!session.attention || session.resolvedAt) invalid({ decision: ['The session has no open flag to resolve.'] });
    const { decision } = body as PaymentSessionResolution;
    resolveSession(db, session, decision, user?.username ?? null, now);
    return ok(toStaffPaymentSession(db, db.paymentSessions.find(session.sessionID)!));
  }),

  defineOperation('listRefundTasks', ({ db, query }) => {
    const state = query.state as 'open' | 'done' | undefined;
    const tasks = db.refundTasks
      .where((task) => !state || (task.doneAt === null) === (state === 'open'))
      .sort((a, b) => Number(a.doneAt !== null) - Number(b.doneAt !== null) || b.taskID - a.taskID);
    return ok(tasks.map((task) => toRefundTask(db, task)));
  }),

  defineOperation('createRefund', ({ db, params, body, request, user, now }) => {
    const order = findOrder(db, params.id as number);
    const key = idempotencyKeyOf(request);
    const stored = db.refunds.where((refund) => refund.idempotencyKey === key)[0];
    refuseKeyOfAnotherOrder(stored, order.orderID);
    if (stored) return ok(toRefund(stored));
    const input = body as RefundInput;
    const reason = input.reason.trim();
    if (!reason) invalid({ reason: ['A reason is required.'] });
    const session = input.sessionID ? sessionOf(db, input.sessionID, order.orderID) : undefined;
    const limit = session ? sessionRefundable(db, session) : refundableOf(db, order);
    if (input.amount > limit)
      refuseRefund('amount_exceeds_paid', { amount: [`At most ${Math.max(0, limit)} can be refunded.`] });
    if (input.method === 'gateway') {
      const through = session ? [session] : db.sessionsOfOrder(order.orderID).filter(hasMoney);
      if (through.length === 0 || through.every((each) => isVirtualAccount(each.method)))
        refuseRefund('gateway_refund_unavailable', {
          method: ['The gateway cannot refund this payment (a virtual account, or money not paid through it).'],
        });
    }
    const paidBefore = amountPaidOf(db, order);
    const refund = db.refunds.insert({
      orderID: order.orderID,
      sessionID: session?.sessionID ?? null,
      idempotencyKey: key,
      amount: input.amount,
      reason,
      method: input.method,
      createdAt: now.toISOString(),
      createdBy: user?.username ?? null,
    });
    if (session) afterSessionRefund(db, session, now);
    // All the counted money returned: the order's payment reads Refunded.
    const payment = db.currentPayment(order.orderID);
    if (paidBefore > 0 && amountPaidOf(db, order) === 0 && payment && payment.paymentStatus !== 'Refunded') {
      db.payments.update(payment.paymentID, { paymentStatus: 'Refunded', paymentDate: refund.createdAt });
      db.recordOrderEvent(order.orderID, 'payment', 'Refunded', refund.createdAt, refund.createdBy);
    }
    return created(toRefund(refund));
  }),

  defineOperation(
    'listOrderEvents',
    ({ db, params, now }) => {
      const order = findOrder(db, params.id as number);
      expireDueSessions(db, now, order.orderID);
      return ok(orderTimeline(db, order));
    },
    { persist: true },
  ),
];
