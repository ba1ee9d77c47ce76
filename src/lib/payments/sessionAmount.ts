import { depositAmount } from './deposit';

/**
 * What a payment session asks for (docs/product-rules.md#payments-by-gateway-proposed): the server computes it, the
 * client never sends one; the order page shows the same figure before the customer chooses. The deposit is the
 * deposit rule (50 % of the grand total, rounded up) less what is already paid; the balance is the grand total less
 * what is paid. Neither is ever below zero.
 */
export type PaymentPurposeValue = 'deposit' | 'balance';

export interface PaidSoFar {
  grandTotal: number;
  /** IDR already paid (proofs approved, sessions paid, less refunds of them) */
  amountPaid: number;
}

export function amountDue(purpose: PaymentPurposeValue, { grandTotal, amountPaid }: PaidSoFar): number {
  const target = purpose === 'deposit' ? depositAmount(grandTotal) : grandTotal;
  return Math.max(0, target - Math.max(0, amountPaid));
}

/** What is paid, counted at most up to the grand total: money past it is returned, never counted twice. */
export function cappedAmountPaid(grandTotal: number, counted: number): number {
  return Math.min(Math.max(0, grandTotal), Math.max(0, counted));
}
