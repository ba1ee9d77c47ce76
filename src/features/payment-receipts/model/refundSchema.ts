import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { RefundMethod } from '@/api/generated/shopApi';
import { formatRupiah } from '@/lib/money/formatRupiah';

/** The refund form: the amount (digits), why, and how the money goes back. */
export interface RefundValues {
  amount: string;
  reason: string;
  method: RefundMethod;
}

export const REFUND_REASON_MAX = 300;

/**
 * An amount above 0 and at most what is left to return (`max`); a reason of at most 300 characters; the gateway only
 * where it can refund (never a virtual account).
 */
export function makeRefundSchema(
  t: TFunction<'payments'>,
  { max, gatewayAllowed }: { max: number; gatewayAllowed: boolean },
): yup.ObjectSchema<RefundValues> {
  return yup.object({
    amount: yup
      .string()
      .defined()
      .required(t('refund.validation.amountRequired'))
      .test('min', t('refund.validation.amountMin'), (value) => Number(value) > 0)
      .test('max', t('refund.validation.amountMax', { max: formatRupiah(max) }), (value) => Number(value) <= max),
    reason: yup
      .string()
      .defined()
      .trim()
      .required(t('refund.validation.reasonRequired'))
      .max(REFUND_REASON_MAX, t('refund.validation.reasonMax', { max: REFUND_REASON_MAX })),
    method: yup
      .mixed<RefundMethod>()
      .defined()
      .oneOf(gatewayAllowed ? ['gateway', 'manual'] : ['manual'], t('refund.validation.method')),
  });
}
