import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { useListPaymentProofsQuery } from './api';

/** The query the queue's 'Menunggu' tab, the sidebar badge and the bell share (one cache entry). */
export const PENDING_RECEIPTS = { state: 'pending' } as const;

/**
 * How many payment receipts wait for staff review, followed live (LIVE_QUERY: every 30 seconds while the tab is
 * shown, and when the window regains focus); 0 while loading, after a failure, and on a backend without receipts
 * (404/501).
 */
export function usePendingReceiptCount(): number {
  const { data, error } = useListPaymentProofsQuery(PENDING_RECEIPTS, LIVE_QUERY);
  if (error && isUnsupportedCall(error)) return 0;
  return data?.length ?? 0;
}
