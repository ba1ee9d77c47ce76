import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIDTRANS_SERVER_KEY,
  isMidtransSignatureValid,
  isXenditTokenValid,
  midtransSignature,
  sameSecret,
} from './gatewayKeys';

describe("the gateway's signatures", () => {
  it("Midtrans': the SHA-512 hex of order_id + status_code + gross_amount + ServerKey", async () => {
    const expected = createHash('sha512')
      .update(`FLR-1042-DP-7Q2M200362500.00${DEFAULT_MIDTRANS_SERVER_KEY}`)
      .digest('hex');
    expect(await midtransSignature('FLR-1042-DP-7Q2M', '200', '362500.00')).toBe(expected);
    const notification = { order_id: 'FLR-1042-DP-7Q2M', status_code: '200', gross_amount: '362500.00' };
    expect(await isMidtransSignatureValid({ ...notification, signature_key: expected })).toBe(true);
    expect(await isMidtransSignatureValid({ ...notification, signature_key: expected.toUpperCase() })).toBe(true);
    expect(await isMidtransSignatureValid({ ...notification, gross_amount: '1.00', signature_key: expected })).toBe(
      false,
    );
    expect(await isMidtransSignatureValid(notification)).toBe(false);
  });

  it("Xendit's: the callback token, compared whole", () => {
    expect(isXenditTokenValid('xnd-callback-fleur-mock-0001')).toBe(true);
    expect(isXenditTokenValid('xnd-callback-fleur-mock-0002')).toBe(false);
    expect(isXenditTokenValid(null)).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
