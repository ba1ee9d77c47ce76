import { PROVIDER_NAMES } from '../../src/lib/payments/paymentMethods';
import type { OrderTimelineEvent, Refund, RefundTask, StaffPaymentSession } from '../runtime/apiTypes';
import type { MockDatabase } from './database';
import { orderGrandTotal, wordsHidden } from './orderWords';
import { amountPaidOf, sessionRefundable } from './paymentSessions';
import { toPaymentSession } from './paymentSessionView';
import { historyOf } from './publicOrder';
import type { CustomerOrderRow, PaymentSessionRow, RefundRow, RefundTaskRow } from './types';

/** The API shapes of payments by gateway (openapi.yaml, tag Gateway) from the mock's rows. */

export function toStaffPaymentSession(db: MockDatabase, row: PaymentSessionRow): StaffPaymentSession {
  const order = db.customerOrders.find(row.orderID);
  return {
    ...toPaymentSession(row),
    orderID: row.orderID,
    customerName: order?.customerName ?? '',
    grandTotal: order ? orderGrandTotal(order) : 0,
    amountPaid: order ? amountPaidOf(db, order) : 0,
    attention: row.attention,
    resolvedAt: row.resolvedAt,
  };
}

export function toRefund(row: RefundRow): Refund {
  return {
    refundID: row.refundID,
    orderID: row.orderID,
    sessionID: row.sessionID,
    amount: row.amount,
    reason: row.reason,
    method: row.method,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}

export function toRefundTask(db: MockDatabase, row: RefundTaskRow): RefundTask {
  const session = db.paymentSessions.find(row.sessionID)!;
  return {
    taskID: row.taskID,
    orderID: row.orderID,
    customerName: db.customerOrders.find(row.orderID)?.customerName ?? '',
    sessionID: row.sessionID,
    method: session.method,
    provider: session.provider,
    reference: session.reference,
    amount: row.amount,
    refunded: (session.paidAmount ?? 0) - sessionRefundable(db, session),
    cause: row.cause,
    state: row.doneAt ? 'done' : 'open',
    createdAt: row.createdAt,
    doneAt: row.doneAt,
  };
}

const customer = { kind: 'customer', name: null } as const;
const system = { kind: 'system', name: null } as const;
const staff = (name: string | null) => (name ? ({ kind: 'user', name } as const) : system);

/**
 * The order's timeline (listOrderEvents), oldest first: the placing and the status and payment changes (as the
 * customer's page lists them, with who made them), the gateway's steps, refunds, payment proofs, arrangement photos
 * and delivery proofs. Texts people typed (reasons, notes) are passed as they are: clients show them as text.
 */
export function orderTimeline(db: MockDatabase, order: CustomerOrderRow): OrderTimelineEvent[] {
  const orderID = order.orderID;
  const events: OrderTimelineEvent[] = [];
  const recorded = db.eventsOfOrder(orderID);
  historyOf(db, order).forEach((entry, index) => {
    if (index === 0) return events.push({ at: entry.at, type: 'order_placed', actor: customer });
    const row = recorded.find((each) => each.kind === entry.kind && each.value === entry.value && each.at === entry.at);
    events.push({
      at: entry.at,
      type: entry.kind === 'status' ? 'status_changed' : 'payment_status_changed',
      actor: staff(row?.actor ?? null),
      value: entry.value,
    });
  });
  const sessions = new Map(db.sessionsOfOrder(orderID).map((session) => [session.sessionID, session]));
  for (const event of db.timelineEvents.where((each) => each.orderID === orderID)) {
    const session = sessions.get(event.sessionID);
    events.push({
      at: event.at,
      type: event.type,
      actor:
        event.actorKind === 'user'
          ? staff(event.actorName)
          : event.actorKind === 'customer'
            ? customer
            : { kind: 'system', name: event.actorName ?? (session ? PROVIDER_NAMES[session.provider] : null) },
      ...(event.amount !== undefined ? { amount: event.amount } : {}),
      ...(event.value !== undefined ? { value: event.value } : {}),
      ...(session ? { provider: session.provider, method: session.method, reference: session.reference } : {}),
    });
  }
  for (const refund of db.refundsOfOrder(orderID)) {
    const session = refund.sessionID ? sessions.get(refund.sessionID) : undefined;
    events.push({
      at: refund.createdAt,
      type: 'refund',
      actor: staff(refund.createdBy),
      amount: refund.amount,
      method: refund.method,
      note: refund.reason,
      ...(session ? { provider: session.provider, reference: session.reference } : {}),
    });
  }
  for (const proof of db.proofsOfOrder(orderID)) {
    events.push({ at: proof.uploadedAt, type: 'proof_uploaded', actor: customer });
    if (proof.reviewedAt && proof.state !== 'pending')
      events.push({
        at: proof.reviewedAt,
        type: proof.state === 'approved' ? 'proof_approved' : 'proof_rejected',
        actor: staff(proof.reviewedBy),
        ...(proof.state === 'approved' && proof.amountPaid !== null ? { amount: proof.amountPaid } : {}),
        ...(proof.reason ? { note: proof.reason } : {}),
      });
  }
  for (const photo of db.arrangementPhotos.where((each) => each.orderID === orderID)) {
    events.push({ at: photo.takenAt, type: 'arrangement_photo', actor: staff(photo.takenBy) });
    if (photo.answeredAt && photo.state !== 'pending')
      events.push({
        at: photo.answeredAt,
        type: photo.state === 'approved' ? 'arrangement_approved' : 'arrangement_change_requested',
        actor: customer,
        ...(photo.note ? { note: photo.note } : {}),
      });
  }
  if (!wordsHidden())
    for (const correction of order.boardCorrections ?? [])
      events.push({ at: correction.at, type: 'board_text_corrected', actor: staff(correction.by) });
  for (const proof of db.deliveryProofs.where((each) => each.orderID === orderID)) {
    const note = [proof.receivedBy, proof.note].filter(Boolean).join(' · ');
    events.push({
      at: proof.filedAt,
      type: 'delivery_proof',
      actor: staff(proof.filedBy),
      value: proof.outcome,
      ...(note ? { note } : {}),
    });
  }
  // At one instant, a change of status follows what made it (a payment, a proof reviewed, a delivery).
  const rank = (event: OrderTimelineEvent) =>
    event.type === 'order_placed'
      ? 0
      : event.type === 'status_changed' || event.type === 'payment_status_changed'
        ? 2
        : 1;
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) => Date.parse(a.event.at) - Date.parse(b.event.at) || rank(a.event) - rank(b.event) || a.index - b.index,
    )
    .map(({ event }) => event);
}
