import { useSearchParams } from 'react-router-dom';
import type { PaymentProofState } from '@/api/generated/shopApi';
import { useListPaymentProofsQuery } from '@/entities/payment/api';
import { receiptListStatus } from '@/entities/payment/receiptListStatus';
import { RECEIPT_PARAM } from '@/entities/payment/receiptQueueLink';
import { PENDING_RECEIPTS } from '@/entities/payment/usePendingReceiptCount';
import { LIVE_QUERY } from '@/lib/api/liveQuery';

export const RECEIPT_STATES: readonly PaymentProofState[] = ['pending', 'approved', 'rejected'];

const stateOf = (value: string | null): PaymentProofState =>
  (RECEIPT_STATES as readonly string[]).includes(value ?? '') ? (value as PaymentProofState) : 'pending';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The queue's view: the tab in the URL (`?state=approved`; 'pending' by default), the receipt open for review
 * (`?proof=31`), the receipts of each state (for the tab's list and the counts) and what the screen shows: loading,
 * unsupported (404/501), error or the list. The lists follow the server live (LIVE_QUERY); the waiting one is
 * the cache entry the sidebar and the bell follow already, the others only while the server has receipts at all.
 */
export function useReceiptQueue() {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const openId = idOf(params.get(RECEIPT_PARAM));
  const pending = useListPaymentProofsQuery(PENDING_RECEIPTS, LIVE_QUERY);
  const live = receiptListStatus(pending) === 'unsupported' ? undefined : LIVE_QUERY;
  const approved = useListPaymentProofsQuery({ state: 'approved' }, live);
  const rejected = useListPaymentProofsQuery({ state: 'rejected' }, live);
  const byState = { pending, approved, rejected };
  const current = byState[state];
  const counts = Object.fromEntries(RECEIPT_STATES.map((key) => [key, byState[key].data?.length])) as Record<
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
      copy.delete(RECEIPT_PARAM);
      if (next === 'pending') copy.delete('state');
      else copy.set('state', next);
    });
  const setOpenId = (id: number | undefined) =>
    change((copy) => {
      if (id === undefined) copy.delete(RECEIPT_PARAM);
      else copy.set(RECEIPT_PARAM, String(id));
    }, true);

  return {
    state,
    setState,
    openId,
    setOpenId,
    counts,
    receipts: current.data ?? [],
    /** The receipts waiting for review, undefined until loaded (what can be new). */
    pending: pending.data,
    status: receiptListStatus(current),
    refetch: current.refetch,
    isFetching: current.isFetching,
  };
}
