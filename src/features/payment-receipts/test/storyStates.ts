import { delay, http, HttpResponse } from 'msw';
import type { PaymentProof } from '@/api/generated/shopApi';
import { RECEIPT_PNG, storyReceipt } from '@/entities/payment/test/receiptFixtures';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/**
 * Per-story and per-test answers of the payment receipt calls: never, failing, absent (404/501), empty, a fixed queue.
 */
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

const LIST = '*/api/CustomerOrder/payment-proofs';
const IMAGE = '*/api/CustomerOrder/:id/payment-proofs/:proofId/image';

export const STORY_RECEIPTS: PaymentProof[] = [
  storyReceipt(31, 1501),
  storyReceipt(30, 1498, {
    order: {
      ...storyReceipt(0, 0).order,
      customerName: 'Budi Santoso',
      productName: 'Rangkaian Lily Putih',
      grandTotal: 450_000,
      totalPrice: 450_000,
      deliveryFee: 0,
      depositAmount: 225_000,
    },
  }),
];

const byState = (receipts: PaymentProof[]) =>
  http.get(LIST, ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    return HttpResponse.json(receipts.filter((receipt) => !state || receipt.state === state));
  });

const image = http.get(IMAGE, () => new HttpResponse(RECEIPT_PNG, { headers: { 'Content-Type': 'image/png' } }));

export const receiptStates = {
  populated: [
    byState([
      ...STORY_RECEIPTS,
      storyReceipt(29, 1490, {
        state: 'rejected',
        reason: 'Nominal transfer tidak sesuai.',
        reviewedAt: '2026-11-20T05:00:00.000Z',
        reviewedBy: 'owner',
      }),
    ]),
    image,
  ],
  loading: [http.get(LIST, never)],
  empty: [http.get(LIST, () => HttpResponse.json([]))],
  error: [http.get(LIST, () => problem(500, 'Internal Server Error'))],
  notFound: [http.get(LIST, () => problem(404, 'Not Found'))],
  notImplemented: [http.get(LIST, () => problem(501, 'Not Implemented'))],
  imageLoading: [http.get(IMAGE, never)],
  imageError: [http.get(IMAGE, () => problem(500, 'Internal Server Error'))],
};

/** A review the server refuses on the amount. */
export const reviewRefusedAmount = [
  http.put('*/api/CustomerOrder/:id/payment-proofs/:proofId', () =>
    HttpResponse.json(
      {
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { amountPaid: ['amountPaid must be at most 350000'] },
      },
      { status: 400 },
    ),
  ),
];
