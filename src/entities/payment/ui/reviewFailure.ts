import { flattenMessages, serverErrorMessages, serverErrorsByKey } from '@/lib/api/serverErrorMessages';
import { isRecord } from '@/lib/guards/isRecord';
import type { ProofReviewValues } from './proofReviewSchema';

type Field = keyof Pick<ProofReviewValues, 'amount' | 'reason'>;

/** A refused review: a 400's `reason` and `amountPaid` errors on their fields, anything else (e.g. `decision`: already reviewed) above the form. */
export interface ReviewFailure {
  messages: string[];
  fieldErrors: Partial<Record<Field, string>>;
}

const FIELDS: Record<string, Field> = { reason: 'reason', amountpaid: 'amount' };

const isBadRequest = (error: unknown) => isRecord(error) && error.status === 400;

export function readReviewFailure(error: unknown): ReviewFailure {
  const failure: ReviewFailure = { messages: [], fieldErrors: {} };
  if (!isBadRequest(error)) return failure;
  for (const [key, value] of Object.entries(serverErrorsByKey(error) ?? {})) {
    const messages = flattenMessages(value);
    const field = FIELDS[key.replace(/^\$\.?/, '').toLowerCase()];
    if (field) failure.fieldErrors[field] = messages.join(' ');
    else failure.messages.push(...messages);
  }
  if (failure.messages.length === 0 && Object.keys(failure.fieldErrors).length === 0)
    failure.messages = serverErrorMessages(error, ['message']);
  return failure;
}
