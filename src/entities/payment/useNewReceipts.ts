import { useMemo } from 'react';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useNewItems, type NewItems } from '@/components/announce/useNewItems';

/** Where the back office keeps what staff have seen of the payment receipts (localStorage `seen:payment-proofs`). */
export const NEW_RECEIPTS_NAME = 'payment-proofs';

/**
 * The payment receipts that arrived since staff last looked (useNewItems over the receipt ids). Only receipts waiting
 * for review count: give the pending list (undefined until loaded); a receipt reviewed meanwhile is no longer new.
 */
export function useNewReceipts(pending: readonly PaymentProof[] | undefined): NewItems {
  const ids = useMemo(
    () => pending?.filter((receipt) => receipt.state === 'pending').map((receipt) => receipt.proofID),
    [pending],
  );
  return useNewItems(NEW_RECEIPTS_NAME, ids);
}
