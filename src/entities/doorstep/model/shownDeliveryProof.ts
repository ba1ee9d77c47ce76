import type { DeliveryOutcome } from '@/api/generated/shopApi';

/**
 * The proof of delivery the customer's page and the staff's order details show, from the order's proofs (newest
 * first): while the order is Delivered, the newest `delivered` proof, the one that delivered it (an attempt of
 * another outcome, or a proof re-sent later by a backend without the 409, never stands in front of it); otherwise
 * the newest proof. Null when there is none (or the backend has no proofs).
 */
export function shownDeliveryProof<P extends { outcome: DeliveryOutcome }>(
  proofs: readonly P[] | undefined,
  delivered: boolean,
): P | null {
  if (!proofs?.length) return null;
  return (delivered ? proofs.find((proof) => proof.outcome === 'delivered') : undefined) ?? proofs[0];
}
