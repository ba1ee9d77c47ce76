import type { PaymentMethodKind } from './paymentMethods';

/**
 * When a payment session stops being payable (docs/product-rules.md#payments-by-gateway-proposed): its length is a
 * shop setting per kind of method (default 15 minutes for QRIS, 3 hours for a virtual account or an e-wallet), and
 * a same-day order's session never outlives the shop's same-day cut-off while that is still ahead (after it, the
 * shop has already taken the order and the session keeps its length).
 */
export type SessionMinutes = Record<PaymentMethodKind, number>;

export const DEFAULT_SESSION_MINUTES: SessionMinutes = { qris: 15, va: 180, ewallet: 180 };

const MINUTE_MS = 60_000;

export function sessionExpiresAt(now: Date, minutes: number, sameDayCutoff: Date | null = null): Date {
  const end = now.getTime() + minutes * MINUTE_MS;
  const cutoff = sameDayCutoff?.getTime();
  return new Date(cutoff !== undefined && cutoff > now.getTime() ? Math.min(end, cutoff) : end);
}

/** A session is past its time at `expiresAt` itself: the instant the countdown shows 00:00. */
export function isPastExpiry(expiresAt: string | Date, now: Date): boolean {
  return now.getTime() >= new Date(expiresAt).getTime();
}
