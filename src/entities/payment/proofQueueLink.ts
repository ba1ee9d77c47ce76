/** The payment proof queue (docs/product-rules.md#order-page-proposed). */
export const PROOF_QUEUE_PATH = '/app/payments';

/** The queue's search parameter that opens one proof in the review lightbox (`/app/payments?proof=31`). */
export const PROOF_PARAM = 'proof';

/** The queue with one waiting proof open for review. */
export function proofReviewPath(proofID: number): string {
  return `${PROOF_QUEUE_PATH}?${PROOF_PARAM}=${proofID}`;
}
