/** The payment receipt queue (docs/product-rules.md#order-page-proposed). */
export const RECEIPT_QUEUE_PATH = '/app/payments';

/** The queue's search parameter that opens one receipt in the review lightbox (`/app/payments?proof=31`). */
export const RECEIPT_PARAM = 'proof';

/** The queue with one waiting receipt open for review. */
export function receiptReviewPath(proofID: number): string {
  return `${RECEIPT_QUEUE_PATH}?${RECEIPT_PARAM}=${proofID}`;
}
