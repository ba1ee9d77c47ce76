import { depositAmount, depositDueAt } from '../../src/lib/payments/deposit';
import { recipientFirstName } from '../../src/lib/payments/recipientFirstName';
import type { PaymentProof, PublicOrder, PublicPaymentProof } from '../runtime/apiTypes';
import { isTagHidden } from '../scenarios/store';
import { toPublicUrl } from './assetUrls';
import type { MockDatabase } from './database';
import { arrangementPhotosOf, deliveryProofsOfOrder, toPublicDeliveryProof } from './doorstep';
import type { JoinContext } from './joins';
import { orderGrandTotal, publicOrderWords } from './orderWords';
import { amountPaidOf } from './paymentSessions';
import { toPaymentSession } from './paymentSessionView';
import type { CustomerOrderRow, PaymentProofRow } from './types';

/**
 * The proposed order page's views (openapi.yaml, tag Payments): what the customer may see of an
 * order, and a proof with its order's summary for staff. The customer's view names no phone number
 * and no address, only the recipient's first name.
 */

export function toPublicPaymentProof(proof: PaymentProofRow): PublicPaymentProof {
  return {
    proofID: proof.proofID,
    uploadedAt: proof.uploadedAt,
    state: proof.state,
    reason: proof.state === 'rejected' ? proof.reason : null,
    reviewedAt: proof.reviewedAt,
  };
}

/** Status and payment changes, oldest first, beginning with the order's placing. */
export function historyOf(db: MockDatabase, row: CustomerOrderRow): PublicOrder['history'] {
  const history: PublicOrder['history'] = [{ kind: 'status', value: 'Pending', at: row.orderDate }];
  const events = db.eventsOfOrder(row.orderID);
  for (const event of events) history.push({ kind: event.kind, value: event.value, at: event.at });
  // Orders changed before the history was kept (the seed) show their current state once.
  const status = db.currentStatus(row.orderID);
  if (status && status.status !== 'Pending' && !events.some((event) => event.kind === 'status')) {
    history.push({ kind: 'status', value: status.status, at: status.confirmationDate });
  }
  const payment = db.currentPayment(row.orderID);
  if (payment && payment.paymentStatus !== 'Pending' && !events.some((event) => event.kind === 'payment')) {
    history.push({ kind: 'payment', value: payment.paymentStatus, at: payment.paymentDate });
  }
  return history.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function toPublicOrder(db: MockDatabase, row: CustomerOrderRow, context: JoinContext): PublicOrder {
  const total = orderGrandTotal(row);
  const proofs = db.proofsOfOrder(row.orderID);
  return {
    orderID: row.orderID,
    productName: row.product?.productName ?? '',
    imageUrl: row.product ? toPublicUrl(row.product.imageUrl, context.requestUrl) : '',
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    totalPrice: row.totalPrice,
    deliveryFee: row.deliveryFee ?? null,
    grandTotal: total,
    orderDate: row.orderDate,
    deliveryDate: row.deliveryDate,
    deliveryTime: row.deliveryTime,
    fulfilment: row.fulfilment ?? null,
    recipientFirstName: recipientFirstName(row.customerName),
    status: db.currentStatus(row.orderID)?.status ?? 'Pending',
    paymentStatus: db.currentPayment(row.orderID)?.paymentStatus ?? 'Pending',
    history: historyOf(db, row),
    depositAmount: depositAmount(total),
    depositDueAt: depositDueAt(row.orderDate).toISOString(),
    amountPaid: amountPaidOf(db, row),
    proofs: proofs.map(toPublicPaymentProof),
    arrangementPhotos: arrangementPhotosOf(db, row.orderID, context),
    deliveryProofs: deliveryProofsOfOrder(db, row.orderID).map((proof) => toPublicDeliveryProof(proof, context)),
    ...(isTagHidden('Gateway') ? {} : { paymentSessions: db.sessionsOfOrder(row.orderID).map(toPaymentSession) }),
    ...publicOrderWords(row),
  };
}

export function toPaymentProof(db: MockDatabase, proof: PaymentProofRow): PaymentProof {
  const order = db.customerOrders.find(proof.orderID);
  const total = order ? orderGrandTotal(order) : 0;
  return {
    proofID: proof.proofID,
    orderID: proof.orderID,
    uploadedAt: proof.uploadedAt,
    state: proof.state,
    reason: proof.reason,
    reviewedAt: proof.reviewedAt,
    reviewedBy: proof.reviewedBy,
    amountPaid: proof.amountPaid,
    contentType: proof.contentType,
    size: proof.size,
    order: {
      customerName: order?.customerName ?? '',
      productName: order?.product?.productName ?? '',
      totalPrice: order?.totalPrice ?? 0,
      deliveryFee: order?.deliveryFee ?? 0,
      grandTotal: total,
      depositAmount: depositAmount(total),
      depositDueAt: order ? depositDueAt(order.orderDate).toISOString() : proof.uploadedAt,
      paymentStatus: db.currentPayment(proof.orderID)?.paymentStatus ?? 'Pending',
      status: db.currentStatus(proof.orderID)?.status ?? 'Pending',
    },
  };
}
