import type { PaymentProof } from '@/api/generated/shopApi';
import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { useListPaymentProofsQuery } from './api';
import { proofListStatus } from './proofListStatus';
import { PENDING_PROOFS } from './usePendingProofCount';

const NONE: readonly PaymentProof[] = [];

/**
 * The payment proofs waiting for review, followed live (LIVE_QUERY; the same cache entry as the queue's
 * 'Menunggu' tab and the count), with what to show: loading, unsupported (404/501), error or ready.
 */
export function usePendingProofs() {
  const result = useListPaymentProofsQuery(PENDING_PROOFS, LIVE_QUERY);
  return {
    status: proofListStatus(result),
    proofs: result.data ?? NONE,
    refetch: result.refetch,
    isFetching: result.isFetching,
  };
}
