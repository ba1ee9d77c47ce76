import { isRecord } from '@/lib/guards/isRecord';

/**
 * Whether an error of a proposed call (openapi.yaml `x-proposed`) says the backend does not offer it:
 * 404 (no such route) or 501 (not implemented). Today's backend answers so; the app then works as the
 * product does without the call (e.g. docs/product-rules.md#delivery-date: from the shop's tomorrow, the
 * four windows, one address box, no fee).
 */
export function isUnsupportedCall(error: unknown): boolean {
  return isRecord(error) && (error.status === 404 || error.status === 501);
}
