import { readSaveFailure, type SaveFailure } from '@/lib/api/saveFailure';
import { isRecord } from '@/lib/guards/isRecord';
import type { RefundValues } from './refundSchema';

/** The refusals the server names (RefundProblem `code`), each with its own message. */
export const REFUND_CODES = ['amount_exceeds_paid', 'gateway_refund_unavailable'] as const;
export type RefundCode = (typeof REFUND_CODES)[number];

export type RefundFailure = SaveFailure<keyof RefundValues> & { code?: RefundCode };

const FIELDS: Record<string, keyof RefundValues> = { amount: 'amount', reason: 'reason', method: 'method' };

function codeOf(error: unknown): RefundCode | undefined {
  const body = isRecord(error) ? error.data : undefined;
  const code = isRecord(body) ? body.code : undefined;
  return (REFUND_CODES as readonly unknown[]).includes(code) ? (code as RefundCode) : undefined;
}

/**
 * A refused refund: a 400 with a `code` (the amount is over what was paid less what was refunded; the gateway cannot
 * refund this money) says so in the form's own words; a 400 without one puts its `amount`, `reason` and `method`
 * errors on their fields and anything else above the form; any other failure shows the default message.
 */
export function readRefundFailure(error: unknown): RefundFailure {
  const code = codeOf(error);
  if (code && isRecord(error) && error.status === 400) return { code, messages: [], fieldErrors: {} };
  return readSaveFailure(error, (key) => FIELDS[key.replace(/^\$\.?/, '').toLowerCase()]);
}
