import { isWithinGrandTotal } from '../../src/lib/orders/orderMoney';
import { depositAmount } from '../../src/lib/payments/deposit';
import { RECEIPT_PROBLEM_CODES, receiptContentType, receiptFileProblem } from '../../src/lib/payments/receiptFile';
import { bytesToBase64 } from '../db/base64';
import type { MockDatabase } from '../db/database';
import { orderGrandTotal } from '../db/orderWords';
import { toPaymentProof, toPublicOrder, toPublicPaymentProof } from '../db/publicOrder';
import { sameToken } from '../db/trackingToken';
import type { PaymentProofStateValue } from '../db/types';
import type { PaymentProofProblem, PaymentProofProblemCode, PaymentProofReview } from '../runtime/apiTypes';
import type { FieldErrors } from '../runtime/validator';
import { defineOperation } from './defineOperation';
import { created, HttpError, invalid, json, notFound, ok, validationProblemBody } from './responses';
import { storedFileResponse } from './upload';

/**
 * Tag Payments (proposed in openapi.yaml, docs/product-rules.md#order-page-proposed): the customer's
 * order page, opened with the order's tracking token, the payment proofs customers send and their
 * review by staff.
 */

/** The same 404 for an unknown order and a wrong token: a token guess learns nothing. */
export function orderByToken(db: MockDatabase, orderID: number, token: string) {
  const order = db.customerOrders.find(orderID);
  if (!order || !sameToken(order.trackingToken, token)) notFound('Order not found.');
  return order!;
}

const PROOF_MESSAGES = {
  type: 'File harus berupa gambar (JPG, PNG, GIF)',
  size: 'Ukuran file maksimal 5MB',
  empty: 'File kosong',
} as const;

/** A refused proof (`PaymentProofProblem`): the `code` clients act on, the message for people in `errors`. */
function refuseProof(code: PaymentProofProblemCode, errors: FieldErrors): never {
  const body: PaymentProofProblem = { ...validationProblemBody(errors), code };
  throw new HttpError(json(body, 400));
}

function proofOf(db: MockDatabase, orderID: number, proofID: number) {
  const proof = db.paymentProofs.find(proofID);
  if (!db.customerOrders.find(orderID) || !proof || proof.orderID !== orderID)
    notFound(`Payment proof ${proofID} of order ${orderID} was not found.`);
  return proof!;
}

export const paymentOperations = [
  defineOperation('getPublicOrder', ({ db, params, query, join }) =>
    ok(toPublicOrder(db, orderByToken(db, params.orderID as number, query.token as string), join)),
  ),

  defineOperation('uploadPaymentProof', async ({ db, params, query, body, now }) => {
    const order = orderByToken(db, params.orderID as number, query.token as string);
    // The request check (the yaml's required binary `file`) has already answered a missing or non-file field.
    const upload = (body as FormData).get('file') as File;
    const problem = receiptFileProblem(upload);
    if (problem) refuseProof(RECEIPT_PROBLEM_CODES[problem], { file: [PROOF_MESSAGES[problem]] });
    if (db.currentStatus(order.orderID)?.status === 'Cancelled')
      refuseProof('order_cancelled', { orderID: ['The order is cancelled.'] });
    const contentType = receiptContentType(upload)!;
    const stamp = now.toISOString();
    const fileName = `proof-${order.orderID}-${crypto.randomUUID()}.${contentType.split('/')[1].replace('jpeg', 'jpg')}`;
    db.addUpload({
      fileName,
      contentType,
      base64: bytesToBase64(new Uint8Array(await upload.arrayBuffer())),
      createdAt: stamp,
    });
    const proof = db.paymentProofs.insert({
      orderID: order.orderID,
      fileName,
      contentType,
      size: upload.size,
      uploadedAt: stamp,
      state: 'pending',
      reason: null,
      reviewedAt: null,
      reviewedBy: null,
      amountPaid: null,
    });
    return created(toPublicPaymentProof(proof));
  }),

  defineOperation('listPaymentProofs', ({ db, query }) => {
    const state = query.state as PaymentProofStateValue | undefined;
    const orderID = query.orderID as number | undefined;
    const proofs = db.paymentProofs
      .where((proof) => (!state || proof.state === state) && (!orderID || proof.orderID === orderID))
      .sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt) || b.proofID - a.proofID);
    return ok(proofs.map((proof) => toPaymentProof(db, proof)));
  }),

  defineOperation('reviewPaymentProof', ({ db, params, body, user, now }) => {
    const proof = proofOf(db, params.id as number, params.proofID as number);
    const review = body as PaymentProofReview;
    const reason = review.reason?.trim() ?? '';
    if (proof.state !== 'pending') invalid({ decision: [`The proof was already ${proof.state}.`] });
    if (review.decision === 'reject' && !reason) invalid({ reason: ['A reason is required to reject a proof.'] });
    const stamp = now.toISOString();
    const order = db.customerOrders.find(proof.orderID)!;
    const total = orderGrandTotal(order);
    if (review.decision === 'approve' && review.amountPaid != null && !isWithinGrandTotal(review.amountPaid, total))
      invalid({ amountPaid: [`The amount paid must be at most the grand total, ${total}.`] });
    if (review.decision === 'approve') {
      const amountPaid = review.amountPaid ?? depositAmount(total);
      db.paymentProofs.update(proof.proofID, {
        state: 'approved',
        reason: null,
        reviewedAt: stamp,
        reviewedBy: user?.username ?? null,
        amountPaid,
      });
      db.markOrderPaid(order.orderID, stamp, user?.username ?? null);
    } else {
      db.paymentProofs.update(proof.proofID, {
        state: 'rejected',
        reason,
        reviewedAt: stamp,
        reviewedBy: user?.username ?? null,
      });
    }
    return ok(toPaymentProof(db, db.paymentProofs.find(proof.proofID)!));
  }),

  defineOperation('getPaymentProofImage', ({ db, params }) => {
    const proof = proofOf(db, params.id as number, params.proofID as number);
    const file =
      db.findUpload(proof.fileName) ?? notFound(`The image of payment proof ${proof.proofID} was not found.`);
    return storedFileResponse(file, 'private, no-store');
  }),
];
