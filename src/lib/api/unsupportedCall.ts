import { isRecord } from '@/lib/guards/isRecord';

/** The answers that say a backend does not offer a call: no such route (404), not implemented (501). */
export const UNSUPPORTED_STATUSES: readonly number[] = [404, 501];

/**
 * The HTTP status of a failed call as the fetch layer hands it over: `status`, or `originalStatus` when the
 * answer's body could not be read (RTK Query's `PARSING_ERROR`, e.g. a proxy's HTML 404 page); undefined when
 * no answer came at all (`FETCH_ERROR`: no network, a dropped connection, a timeout; `TIMEOUT_ERROR`).
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return typeof error.originalStatus === 'number' ? error.originalStatus : undefined;
}

/**
 * The one rule for a proposed call (openapi.yaml `x-proposed`): whether its failure says the backend does not
 * offer it. Only 404 and 501 do. Today's backend answers so; the app then works as the product does without
 * the call (e.g. docs/product-rules.md#delivery-date: from the shop's tomorrow, the four windows, one address
 * box, no fee). Any other failure (500, 503, a timeout, no network) says nothing about the backend: the screen
 * shows the failure with a retry and never falls back to the product without the call.
 */
export function isUnsupportedCall(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && UNSUPPORTED_STATUSES.includes(status);
}

/**
 * What a screen shows for a query of a proposed call: `loading`; `unsupported` (404/501, see
 * `isUnsupportedCall`); `failed` (any other failure: show it with a retry); `ready` (the data).
 */
export type ProposedCallStatus = 'loading' | 'unsupported' | 'failed' | 'ready';

interface QueryView {
  data?: unknown;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
}

/**
 * The status of a proposed call's query (an RTK Query hook's result). A failure stays while its retry runs,
 * so the screen keeps the message and the retry's spinner instead of going back to loading.
 */
export function proposedCallStatus({ data, error, isError, isFetching }: QueryView): ProposedCallStatus {
  if (isError || (error !== undefined && isFetching)) return isUnsupportedCall(error) ? 'unsupported' : 'failed';
  return data === undefined ? 'loading' : 'ready';
}
