import type { PaymentProof } from '@/api/generated/shopApi';

/** A 1×1 PNG standing in for a receipt. */
export const RECEIPT_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/**
 * A receipt as listPaymentProofs answers it (pending, for a 700.000 order with a 350.000 deposit), for stories and
 * tests that answer the calls themselves.
 */
export function storyReceipt(proofID: number, orderID: number, overrides: Partial<PaymentProof> = {}): PaymentProof {
  return {
    proofID,
    orderID,
    uploadedAt: '2026-11-20T03:15:00.000Z',
    state: 'pending',
    reason: null,
    reviewedAt: null,
    reviewedBy: null,
    amountPaid: null,
    contentType: 'image/png',
    size: RECEIPT_PNG.byteLength,
    order: {
      customerName: 'Rina Kusuma',
      productName: 'Buket Mawar Merah',
      totalPrice: 675_000,
      deliveryFee: 25_000,
      grandTotal: 700_000,
      depositAmount: 350_000,
      depositDueAt: '2026-11-22T03:00:00.000Z',
      paymentStatus: 'Pending',
      status: 'Pending',
    },
    ...overrides,
  };
}
