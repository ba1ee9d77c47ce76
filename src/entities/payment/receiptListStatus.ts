import { isUnsupportedCall } from '@/lib/api/unsupportedCall';

export type ReceiptListStatus = 'loading' | 'unsupported' | 'error' | 'ready';

/**
 * What a screen shows for a list of payment receipts: loading, unsupported (the backend has no receipts: 404/501,
 * src/lib/api/unsupportedCall.ts), error, or the list (kept while a later refetch fails).
 */
export function receiptListStatus({
  isLoading,
  error,
  data,
}: {
  isLoading: boolean;
  error?: unknown;
  data?: unknown;
}): ReceiptListStatus {
  if (isLoading) return 'loading';
  if (error && isUnsupportedCall(error)) return 'unsupported';
  if (error && data === undefined) return 'error';
  return 'ready';
}
