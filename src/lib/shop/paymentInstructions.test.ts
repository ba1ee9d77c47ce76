import { describe, expect, it } from 'vitest';
import { accountNumberDigits, derivePaymentInstructions } from './paymentInstructions';

const parameter = (paramCode: string, deskripsi: string) => ({ paramCode, paramName: paramCode, deskripsi });

describe('payment instructions', () => {
  it('offers the bank transfer with its three parts and the QRIS picture', () => {
    const instructions = derivePaymentInstructions([
      parameter('101', ' BCA '),
      parameter('102', '5270 8812 34'),
      parameter('103', 'PT Fleur Florist Indonesia'),
      parameter('104', '/mock-assets/payments/qris-demo.png'),
      parameter('999', 'ignored'),
    ]);
    expect(instructions).toEqual({
      bankTransfer: { bankName: 'BCA', accountNumber: '5270 8812 34', accountHolder: 'PT Fleur Florist Indonesia' },
      qrisImageUrl: '/mock-assets/payments/qris-demo.png',
    });
  });

  it('hides a transfer missing a part, and everything without the codes', () => {
    expect(
      derivePaymentInstructions([parameter('101', 'BCA'), parameter('102', ' '), parameter('103', 'PT Fleur')])
        .bankTransfer,
    ).toBeNull();
    expect(derivePaymentInstructions(undefined)).toEqual({ bankTransfer: null, qrisImageUrl: null });
  });

  it('copies the account number as digits', () => {
    expect(accountNumberDigits('5270 8812-34')).toBe('5270881234');
  });
});
