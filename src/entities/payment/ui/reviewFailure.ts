import { readSaveFailure, type SaveFailure } from '@/lib/api/saveFailure';
import type { ReceiptReviewValues } from './receiptReviewSchema';

type Field = keyof Pick<ReceiptReviewValues, 'amount' | 'reason'>;

/**
 * A refused review: a 400's `reason` and `amountPaid` errors on their fields, anything else (e.g.
 * `decision`: already reviewed; a plain-text body) above the form.
 */
export type ReviewFailure = SaveFailure<Field>;

const FIELDS: Record<string, Field> = { reason: 'reason', amountpaid: 'amount' };

export const readReviewFailure = (error: unknown): ReviewFailure =>
  readSaveFailure(error, (key) => FIELDS[key.replace(/^\$\.?/, '').toLowerCase()]);
