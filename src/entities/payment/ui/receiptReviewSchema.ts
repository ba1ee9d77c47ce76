import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { isWithinGrandTotal } from '@/lib/orders/orderMoney';

/** The review form: the decision, the amount paid (digits, '' = the deposit) and the reason of a refusal. */
export interface ReceiptReviewValues {
  decision: 'approve' | 'reject';
  amount: string;
  reason: string;
}

export const REASON_MAX = 300;

/**
 * Approving needs nothing more (an amount, when typed, above 0 and at most the grand total); refusing needs a reason
 * of at most 300 characters.
 */
export function makeReceiptReviewSchema(
  t: TFunction<'payments'>,
  grandTotal: number,
): yup.ObjectSchema<ReceiptReviewValues> {
  return yup.object({
    decision: yup.mixed<'approve' | 'reject'>().oneOf(['approve', 'reject']).defined(),
    amount: yup
      .string()
      .defined()
      .when('decision', {
        is: 'approve',
        then: (amount) =>
          amount
            .test('min', t('validation.amountMin'), (value) => !value || Number(value) > 0)
            .test('max', t('validation.amountMax'), (value) => !value || isWithinGrandTotal(Number(value), grandTotal)),
      }),
    reason: yup
      .string()
      .defined()
      .when('decision', {
        is: 'reject',
        then: (reason) =>
          reason
            .trim()
            .required(t('validation.reasonRequired'))
            .max(REASON_MAX, t('validation.reasonMax', { max: REASON_MAX })),
      }),
  });
}
