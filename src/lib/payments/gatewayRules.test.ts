import { describe, expect, it } from 'vitest';
import { shopWallTime } from '../dates/shopClock';
import { isVirtualAccount, methodKind, methodsOfKind } from './paymentMethods';
import { amountDue, cappedAmountPaid } from './sessionAmount';
import { isPastExpiry, sessionExpiresAt } from './sessionExpiry';

describe('what a payment session asks for', () => {
  it('is the deposit rule less what is paid, or the grand total less what is paid, never below zero', () => {
    expect(amountDue('deposit', { grandTotal: 725_001, amountPaid: 0 })).toBe(362_501);
    expect(amountDue('deposit', { grandTotal: 725_000, amountPaid: 100_000 })).toBe(262_500);
    expect(amountDue('deposit', { grandTotal: 725_000, amountPaid: 362_500 })).toBe(0);
    expect(amountDue('balance', { grandTotal: 725_000, amountPaid: 362_500 })).toBe(362_500);
    expect(amountDue('balance', { grandTotal: 725_000, amountPaid: 900_000 })).toBe(0);
  });

  it('counts paid money at most up to the grand total', () => {
    expect(cappedAmountPaid(700_000, 1_050_000)).toBe(700_000);
    expect(cappedAmountPaid(700_000, -5)).toBe(0);
  });
});

describe("a session's end", () => {
  const day = '2030-06-10';

  it('is its length after it opens, cut at the same-day cut-off while that is ahead (shop time)', () => {
    const now = shopWallTime(day, 13, 50);
    const cutoff = shopWallTime(day, 14, 0);
    expect(sessionExpiresAt(now, 15, cutoff)).toEqual(cutoff);
    expect(sessionExpiresAt(now, 5, cutoff)).toEqual(shopWallTime(day, 13, 55));
    expect(sessionExpiresAt(now, 180)).toEqual(shopWallTime(day, 16, 50));
    // After the cut-off the shop has already taken the order: the session keeps its length.
    expect(sessionExpiresAt(shopWallTime(day, 14, 30), 15, cutoff)).toEqual(shopWallTime(day, 14, 45));
  });

  it('is reached at expiresAt itself', () => {
    const end = shopWallTime(day, 14, 0);
    expect(isPastExpiry(end, new Date(end.getTime() - 1))).toBe(false);
    expect(isPastExpiry(end.toISOString(), end)).toBe(true);
  });
});

describe('the methods', () => {
  it('are QRIS, four virtual accounts and four e-wallets; only a virtual account the gateway cannot refund', () => {
    expect(methodsOfKind('va')).toEqual(['va_bca', 'va_mandiri', 'va_bni', 'va_bri']);
    expect(methodsOfKind('ewallet')).toEqual(['gopay', 'shopeepay', 'dana', 'ovo']);
    expect(methodKind('qris')).toBe('qris');
    expect(isVirtualAccount('va_mandiri')).toBe(true);
    expect(isVirtualAccount('gopay')).toBe(false);
  });
});
