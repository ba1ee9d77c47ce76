import type { PaymentProof } from '@/api/generated/shopApi';
import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { useListPaymentProofsQuery } from './api';
import { receiptListStatus } from './receiptListStatus';
import { PENDING_RECEIPTS } from './usePendingReceiptCount';

const NONE: readonly PaymentProof[] = [];

/**
 * The payment receipts waiting for review, followed live (LIVE_QUERY; the same cache entry as the queue's
 * 'Menunggu' tab and the count), with what to show: loading, unsupported (404/501), error or ready.
 */
export function usePendingReceipts() {
  const result = useListPaymentProofsQuery(PENDING_RECEIPTS, LIVE_QUERY);
  return {
    status: receiptListStatus(result),
    receipts: result.data ?? NONE,
    refetch: result.refetch,
    isFetching: result.isFetching,
  };
}
