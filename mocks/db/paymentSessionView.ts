import type { PaymentSession } from '../runtime/apiTypes';
import type { PaymentSessionRow } from './types';

/** A payment session as the customer and staff see it (openapi.yaml PaymentSession): no key, no idempotency key. */
export function toPaymentSession(row: PaymentSessionRow): PaymentSession {
  return {
    sessionID: row.sessionID,
    reference: row.reference,
    provider: row.provider,
    method: row.method,
    purpose: row.purpose,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    paidAt: row.paidAt,
    paidAmount: row.paidAmount,
    ...(row.qrString ? { qrString: row.qrString } : {}),
    ...(row.vaNumber ? { vaNumber: row.vaNumber } : {}),
    ...(row.billerCode ? { billerCode: row.billerCode } : {}),
    ...(row.billKey ? { billKey: row.billKey } : {}),
    ...(row.deeplinkUrl ? { deeplinkUrl: row.deeplinkUrl } : {}),
  };
}
