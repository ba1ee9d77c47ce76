import type { TFunction } from 'i18next';
import { mixed, object, string } from 'yup';
import type { DeliveryOutcome } from '@/api/generated/shopApi';

export const OUTCOMES: readonly DeliveryOutcome[] = ['delivered', 'carded', 'returned', 'failed'];
/** openapi.yaml DeliveryProofUpload: `receivedBy` and `note` limits. */
export const RECEIVED_BY_MAX = 100;
export const NOTE_MAX = 500;

export interface ProofValues {
  outcome: DeliveryOutcome;
  receivedBy: string;
  note: string;
  photo: File | null;
  signature: Blob | null;
}

/** A delivered order needs who received it and a photo; every outcome may carry a note. */
export function proofSchema(t: TFunction<'run'>) {
  return object({
    outcome: string()
      .oneOf([...OUTCOMES])
      .required(),
    receivedBy: string()
      .trim()
      .max(RECEIVED_BY_MAX, t('proof.receivedByMax', { count: RECEIVED_BY_MAX }))
      .when('outcome', {
        is: 'delivered',
        then: (schema) => schema.required(t('proof.receivedByRequired')),
      }),
    note: string()
      .trim()
      .max(NOTE_MAX, t('proof.noteMax', { count: NOTE_MAX })),
    photo: mixed<File>()
      .nullable()
      .when('outcome', {
        is: 'delivered',
        then: (schema) => schema.required(t('proof.photoRequired')),
      }),
  });
}
