import { useSearchParams } from 'react-router-dom';
import type { PaymentProofState } from '@/api/generated/shopApi';
import { useListPaymentProofsQuery } from '@/entities/payment/api';
import { PENDING_PROOFS } from '@/entities/payment/usePendingProofCount';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';

export const PROOF_STATES: readonly PaymentProofState[] = ['pending', 'approved', 'rejected'];

const stateOf = (value: string | null): PaymentProofState => (PROOF_STATES as readonly string[]).includes(value ?? '') ? (value as PaymentProofState) : 'pending';

/**
 * The queue's view: the tab in the URL (`?state=approved`; 'pending' by default), the proofs of each state (for the
 * tab's list and the counts) and what the screen shows: loading, unsupported (404/501), error or the list.
 */
export function useProofQueue() {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const pending = useListPaymentProofsQuery(PENDING_PROOFS);
  const approved = useListPaymentProofsQuery({ state: 'approved' });
  const rejected = useListPaymentProofsQuery({ state: 'rejected' });
  const byState = { pending, approved, rejected };
  const current = byState[state];
  const counts = Object.fromEntries(PROOF_STATES.map((key) => [key, byState[key].data?.length])) as Record<PaymentProofState, number | undefined>;
  const setState = (next: PaymentProofState) =>
    setParams((currentParams) => {
      const copy = new URLSearchParams(currentParams);
      if (next === 'pending') copy.delete('state');
      else copy.set('state', next);
      return copy;
    });

  let status: 'loading' | 'unsupported' | 'error' | 'ready';
  if (current.isLoading) status = 'loading';
  else if (current.error && isUnsupportedCall(current.error)) status = 'unsupported';
  else if (current.isError) status = 'error';
  else status = 'ready';

  return { state, setState, counts, proofs: current.data ?? [], status, refetch: current.refetch, isFetching: current.isFetching };
}
