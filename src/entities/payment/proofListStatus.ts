import { isUnsupportedCall } from '@/lib/api/unsupportedCall';

export type ProofListStatus = 'loading' | 'unsupported' | 'error' | 'ready';

/**
 * What a screen shows for a list of payment proofs: loading, unsupported (the backend has no proofs: 404/501,
 * src/lib/api/unsupportedCall.ts), error, or the list (kept while a later refetch fails).
 */
export function proofListStatus({
  isLoading,
  error,
  data,
}: {
  isLoading: boolean;
  error?: unknown;
  data?: unknown;
}): ProofListStatus {
  if (isLoading) return 'loading';
  if (error && isUnsupportedCall(error)) return 'unsupported';
  if (error && data === undefined) return 'error';
  return 'ready';
}
