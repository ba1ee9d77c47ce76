import { useSearchParams } from 'react-router-dom';
import type { PaymentProofState } from '@/api/generated/shopApi';
import { useListPaymentProofsQuery } from '@/entities/payment/api';
import { proofListStatus } from '@/entities/payment/proofListStatus';
import { PROOF_PARAM } from '@/entities/payment/proofQueueLink';
import { PENDING_PROOFS } from '@/entities/payment/usePendingProofCount';
import { LIVE_QUERY } from '@/lib/api/liveQuery';

export const PROOF_STATES: readonly PaymentProofState[] = ['pending', 'approved', 'rejected'];

const stateOf = (value: string | null): PaymentProofState =>
  (PROOF_STATES as readonly string[]).includes(value ?? '') ? (value as PaymentProofState) : 'pending';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The queue's view: the tab in the URL (`?state=approved`; 'pending' by default), the proof open for review
 * (`?proof=31`), the proofs of each state (for the tab's list and the counts) and what the screen shows: loading,
 * unsupported (404/501), error or the list. The lists follow the server live (LIVE_QUERY); the waiting one is
 * the cache entry the sidebar and the bell follow already, the others only while the server has proofs at all.
 */
export function useProofQueue() {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const openId = idOf(params.get(PROOF_PARAM));
  const pending = useListPaymentProofsQuery(PENDING_PROOFS, LIVE_QUERY);
  const live = proofListStatus(pending) === 'unsupported' ? undefined : LIVE_QUERY;
  const approved = useListPaymentProofsQuery({ state: 'approved' }, live);
  const rejected = useListPaymentProofsQuery({ state: 'rejected' }, live);
  const byState = { pending, approved, rejected };
  const current = byState[state];
  const counts = Object.fromEntries(PROOF_STATES.map((key) => [key, byState[key].data?.length])) as Record<
    PaymentProofState,
    number | undefined
  >;
  const change = (edit: (copy: URLSearchParams) => void, replace = false) =>
    setParams(
      (currentParams) => {
        const copy = new URLSearchParams(currentParams);
        edit(copy);
        return copy;
      },
      { replace },
    );
  const setState = (next: PaymentProofState) =>
    change((copy) => {
      copy.delete(PROOF_PARAM);
      if (next === 'pending') copy.delete('state');
      else copy.set('state', next);
    });
  const setOpenId = (id: number | undefined) =>
    change((copy) => {
      if (id === undefined) copy.delete(PROOF_PARAM);
      else copy.set(PROOF_PARAM, String(id));
    }, true);

  return {
    state,
    setState,
    openId,
    setOpenId,
    counts,
    proofs: current.data ?? [],
    /** The proofs waiting for review, undefined until loaded (what can be new). */
    pending: pending.data,
    status: proofListStatus(current),
    refetch: current.refetch,
    isFetching: current.isFetching,
  };
}
