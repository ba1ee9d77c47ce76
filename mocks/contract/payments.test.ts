import { describe, expect, it } from 'vitest';
import type {
  CustomerOrder,
  PaymentProof,
  PaymentProofProblem,
  PublicOrder,
  PublicPaymentProof,
} from '../runtime/apiTypes';
import {
  call,
  expectContract,
  expectValidationProblem,
  firstId,
  setBackendScenario,
  setupMockBackend,
} from './harness';
import { WRONG_TOKEN, UNKNOWN_ID, orderWithToken, pendingProof, proofForm } from './operationCases';
import { pngFile } from './pngFile';
import { validOrder } from './validOrder';

/**
 * The proposed order page seen from a client (docs/product-rules.md#order-page-proposed): the key given
 * with a new order, what the customer may see with it (and never the phone or the address), proofs sent
 * and reviewed, and today's backend (proposed:off) without any of it.
 */

setupMockBackend();

const productId = () => firstId<{ productID: number }>('listFlowerProducts', 'productID');

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const result = await call<CustomerOrder>('createCustomerOrder', {
    body: validOrder(await productId(), overrides),
    token: null,
  });
  expectContract('createCustomerOrder', result, 201);
  return result.body;
}

async function publicOrder(orderID: number, token: string) {
  const result = await call<PublicOrder>('getPublicOrder', { params: { orderID }, query: { token }, token: null });
  expectContract('getPublicOrder', result, 200);
  return result.body;
}

async function sendProof(orderID: number, token: string, file: File = pngFile('bukti.png')) {
  return call<PublicPaymentProof>('uploadPaymentProof', {
    params: { orderID },
    query: { token },
    form: proofForm(file),
    token: null,
  });
}

async function review(orderID: number, proofID: number, body: Record<string, unknown>) {
  return call<PaymentProof>('reviewPaymentProof', { params: { id: orderID, proofID }, body });
}

describe('the tracking token', () => {
  it('comes with every new order: 22 URL-safe characters, never the same twice', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    expect(first.trackingToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.trackingToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.trackingToken).not.toBe(second.trackingToken);
  });

  it('a wrong token and an unknown order answer the same 404', async () => {
    const { orderID, token } = await orderWithToken();
    const wrong = await call('getPublicOrder', { params: { orderID }, query: { token: WRONG_TOKEN }, token: null });
    const unknown = await call('getPublicOrder', { params: { orderID: UNKNOWN_ID }, query: { token }, token: null });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    const otherOrder = await placeOrder();
    const crossed = await call('getPublicOrder', {
      params: { orderID },
      query: { token: otherOrder.trackingToken! },
      token: null,
    });
    expect(crossed.status).toBe(404);
  });
});

describe('what the customer sees', () => {
  it('the order, the totals and the deposit due 48 hours after ordering, but never the phone number or the address', async () => {
    const order = await placeOrder({
      customerName: 'Siti Kontrak Rahmawati',
      phoneNumber: '081298765432',
      address: 'Jl. Rahasia No. 7, Jakarta',
    });
    const seen = await publicOrder(order.orderID, order.trackingToken!);
    expect(seen).toMatchObject({
      orderID: order.orderID,
      quantity: 2,
      totalPrice: 700000,
      grandTotal: 700000,
      deliveryFee: null,
      depositAmount: 350000,
      recipientFirstName: 'Siti',
      status: 'Pending',
      paymentStatus: 'Pending',
      amountPaid: 0,
      proofs: [],
    });
    expect(Date.parse(seen.depositDueAt) - Date.parse(order.orderDate)).toBe(48 * 60 * 60 * 1000);
    const text = JSON.stringify(seen);
    expect(text).not.toMatch(/081298765432|6281298765432|Rahasia|Kontrak Rahmawati/);
    expect(seen.history).toEqual([{ kind: 'status', value: 'Pending', at: order.orderDate }]);
  });

  it('follows the shop: a status change appears in the history', async () => {
    const order = await placeOrder();
    await call('updateCustomerOrderStatus', { params: { id: order.orderID }, body: { status: 'Processing' } });
    const seen = await publicOrder(order.orderID, order.trackingToken!);
    expect(seen.status).toBe('Processing');
    expect(seen.history.map((entry) => `${entry.kind}:${entry.value}`)).toEqual([
      'status:Pending',
      'status:Processing',
    ]);
  });
});

describe('payment proofs', () => {
  it('a proof waits for review; approved, the payment is Paid with the deposit recorded', async () => {
    const order = await placeOrder();
    const sent = await sendProof(order.orderID, order.trackingToken!);
    expectContract('uploadPaymentProof', sent, 201);
    expect(sent.body).toMatchObject({ state: 'pending', reason: null, reviewedAt: null });

    const queue = await call<PaymentProof[]>('listPaymentProofs', { query: { state: 'pending' } });
    expectContract('listPaymentProofs', queue, 200);
    const queued = queue.body.find((proof) => proof.proofID === sent.body.proofID)!;
    expect(queued).toMatchObject({
      orderID: order.orderID,
      order: { grandTotal: 700000, depositAmount: 350000, paymentStatus: 'Pending' },
    });

    const image = await call<ArrayBuffer>('getPaymentProofImage', {
      params: { id: order.orderID, proofID: sent.body.proofID },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');

    const approved = await review(order.orderID, sent.body.proofID, { decision: 'approve' });
    expectContract('reviewPaymentProof', approved, 200);
    expect(approved.body).toMatchObject({ state: 'approved', amountPaid: 350000, reviewedBy: 'owner' });

    const seen = await publicOrder(order.orderID, order.trackingToken!);
    expect(seen).toMatchObject({ paymentStatus: 'Paid', amountPaid: 350000 });
    expect(seen.proofs[0]).toMatchObject({ proofID: sent.body.proofID, state: 'approved' });
    expect(seen.history.at(-1)).toMatchObject({ kind: 'payment', value: 'Paid' });
    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
    expect(staff.body.payments[0].paymentStatus).toBe('Paid');

    expectValidationProblem(
      'reviewPaymentProof',
      await review(order.orderID, sent.body.proofID, { decision: 'reject', reason: 'Terlambat' }),
      ['decision'],
    );
  });

  it('an approval may record at most the grand total as paid: one rupiah more is refused, the proof still waits', async () => {
    const { orderID, proofID, token } = await pendingProof();
    const { grandTotal } = await publicOrder(orderID, token);
    expectValidationProblem(
      'reviewPaymentProof',
      await review(orderID, proofID, { decision: 'approve', amountPaid: grandTotal + 1 }),
      ['amountPaid'],
    );
    expect((await publicOrder(orderID, token)).proofs.find((proof) => proof.proofID === proofID)?.state).toBe(
      'pending',
    );
    const paidInFull = await review(orderID, proofID, { decision: 'approve', amountPaid: grandTotal });
    expectContract('reviewPaymentProof', paidInFull, 200);
    expect(paidInFull.body).toMatchObject({ state: 'approved', amountPaid: grandTotal });
  });

  it('refused with a reason, the customer sees why and the payment stays Pending', async () => {
    const { orderID, proofID, token } = await pendingProof();
    const refused = await review(orderID, proofID, { decision: 'reject', reason: 'Nominal transfer tidak sesuai.' });
    expectContract('reviewPaymentProof', refused, 200);
    const seen = await publicOrder(orderID, token);
    expect(seen.proofs.find((proof) => proof.proofID === proofID)).toMatchObject({
      state: 'rejected',
      reason: 'Nominal transfer tidak sesuai.',
    });
    expect(seen.paymentStatus).not.toBe('Paid');
    const rejected = await call<PaymentProof[]>('listPaymentProofs', { query: { state: 'rejected', orderID } });
    expect(rejected.body.map((proof) => proof.proofID)).toEqual([proofID]);
  });

  describe('a refused proof says why with a code, beside the message for people', () => {
    const refusal = (result: { body: unknown }) => result.body as PaymentProofProblem;

    it('another type: unsupported_type', async () => {
      const order = await placeOrder();
      const webp = await sendProof(
        order.orderID,
        order.trackingToken!,
        new File(['x'], 'bukti.webp', { type: 'image/webp' }),
      );
      expectValidationProblem('uploadPaymentProof', webp, ['file']);
      expect(refusal(webp)).toMatchObject({
        code: 'unsupported_type',
        errors: { file: ['File harus berupa gambar (JPG, PNG, GIF)'] },
      });
    });

    it('an empty file: empty_file', async () => {
      const order = await placeOrder();
      const empty = await sendProof(
        order.orderID,
        order.trackingToken!,
        new File([], 'bukti.png', { type: 'image/png' }),
      );
      expectValidationProblem('uploadPaymentProof', empty, ['file']);
      expect(refusal(empty)).toMatchObject({ code: 'empty_file', errors: { file: ['File kosong'] } });
    });

    it('one byte over 5 MB: file_too_large; exactly 5 MB is taken', async () => {
      const order = await placeOrder();
      const jpeg = (bytes: number) => new File([new Uint8Array(bytes)], 'bukti.jpg', { type: 'image/jpeg' });
      const over = await sendProof(order.orderID, order.trackingToken!, jpeg(5 * 1024 * 1024 + 1));
      expectValidationProblem('uploadPaymentProof', over, ['file']);
      expect(refusal(over)).toMatchObject({ code: 'file_too_large', errors: { file: ['Ukuran file maksimal 5MB'] } });
      expectContract(
        'uploadPaymentProof',
        await sendProof(order.orderID, order.trackingToken!, jpeg(5 * 1024 * 1024)),
        201,
      );
    });

    it('a cancelled order: order_cancelled', async () => {
      const order = await placeOrder();
      await call('updateCustomerOrderStatus', { params: { id: order.orderID }, body: { status: 'Cancelled' } });
      const cancelled = await sendProof(order.orderID, order.trackingToken!);
      expectValidationProblem('uploadPaymentProof', cancelled, ['orderID']);
      expect(refusal(cancelled).code).toBe('order_cancelled');
    });

    it('a request that breaks the schema (no file field) names the field and has no code', async () => {
      const order = await placeOrder();
      const form = new FormData();
      form.append('note', 'tanpa file');
      const missing = await call('uploadPaymentProof', {
        params: { orderID: order.orderID },
        query: { token: order.trackingToken! },
        form,
        token: null,
      });
      expectValidationProblem('uploadPaymentProof', missing, ['file']);
      expect(refusal(missing)).not.toHaveProperty('code');
    });

    it('a wrong token answers 404, not a refusal', async () => {
      const order = await placeOrder();
      expect((await sendProof(order.orderID, WRONG_TOKEN)).status).toBe(404);
    });
  });

  it('an order deleted by staff takes its proofs with it', async () => {
    const { orderID, token } = await pendingProof();
    await call('deleteCustomerOrder', { params: { id: orderID } });
    expect((await call('getPublicOrder', { params: { orderID }, query: { token }, token: null })).status).toBe(404);
    const left = await call<PaymentProof[]>('listPaymentProofs', { query: { orderID } });
    expect(left.body).toEqual([]);
  });
});

describe("today's backend (scenario proposed:off)", () => {
  it('gives no token with a new order and answers 404 to every order page call', async () => {
    const { orderID, token } = await orderWithToken();
    await setBackendScenario('proposed:off');
    const order = await placeOrder();
    expect(order).not.toHaveProperty('trackingToken');
    expect((await call('getPublicOrder', { params: { orderID }, query: { token }, token: null })).status).toBe(404);
    expect((await sendProof(orderID, token)).status).toBe(404);
    expect((await call('listPaymentProofs', {})).status).toBe(404);
  });
});
