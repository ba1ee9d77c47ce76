import type { ParameterLike } from './shopSettings';

/**
 * How to pay the shop (proposed general parameter codes, docs/product-rules.md#order-page-proposed):
 * 101 the bank, 102 the account number, 103 the account holder, 104 a QRIS picture. Other codes are
 * ignored as always; a bank transfer is offered only with all three of its parts, the QRIS only with
 * its picture, and with neither the order page shows no instructions.
 */
export interface PaymentInstructions {
  bankTransfer: { bankName: string; accountNumber: string; accountHolder: string } | null;
  qrisImageUrl: string | null;
}

export const PAYMENT_INSTRUCTION_CODES = {
  bankName: '101',
  accountNumber: '102',
  accountHolder: '103',
  qrisImage: '104',
} as const;
export type PaymentInstructionField = keyof typeof PAYMENT_INSTRUCTION_CODES;

export function derivePaymentInstructions(parameters: readonly ParameterLike[] | undefined): PaymentInstructions {
  const value = (code: string) =>
    parameters?.find((parameter) => parameter.paramCode?.trim() === code)?.deskripsi?.trim() ?? '';
  const bankName = value(PAYMENT_INSTRUCTION_CODES.bankName);
  const accountNumber = value(PAYMENT_INSTRUCTION_CODES.accountNumber);
  const accountHolder = value(PAYMENT_INSTRUCTION_CODES.accountHolder);
  const qris = value(PAYMENT_INSTRUCTION_CODES.qrisImage);
  return {
    bankTransfer: bankName && accountNumber && accountHolder ? { bankName, accountNumber, accountHolder } : null,
    qrisImageUrl: qris || null,
  };
}

/** The account number as it is typed into a banking app: digits only. */
export function accountNumberDigits(accountNumber: string): string {
  return accountNumber.replace(/\D+/g, '');
}
