import { useMemo } from 'react';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useNewItems, type NewItems } from '@/components/announce/useNewItems';

/** Where the back office keeps what staff have seen of the payment proofs (localStorage `seen:payment-proofs`). */
export const NEW_PROOFS_NAME = 'payment-proofs';

/**
 * The payment proofs that arrived since staff last looked (useNewItems over the proof ids). Only proofs waiting
 * for review count: give the pending list (undefined until loaded); a proof reviewed meanwhile is no longer new.
 */
export function useNewProofs(pending: readonly PaymentProof[] | undefined): NewItems {
  const ids = useMemo(
    () => pending?.filter((proof) => proof.state === 'pending').map((proof) => proof.proofID),
    [pending],
  );
  return useNewItems(NEW_PROOFS_NAME, ids);
}
