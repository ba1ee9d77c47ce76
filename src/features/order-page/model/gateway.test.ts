import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentSession, PublicOrder } from '@/api/generated/shopApi';
import {
  countdownText,
  currentSession,
  gatewayOffered,
  gatewayReturnOf,
  leftToPay,
  offeredGroups,
  paidState,
  purposeChoices,
  returnedSession,
  sessionFailureOf,
} from './gateway';
import { sessionTimeText } from './sessionTime';

type Money = Pick<PublicOrder, 'grandTotal' | 'depositAmount' | 'amountPaid' | 'paymentStatus' | 'status'>;
const order = (overrides: Partial<Money> = {}): Money => ({
  grandTotal: 700_000,
  depositAmount: 350_000,
  amountPaid: 0,
  paymentStatus: 'Pending',
  status: 'Pending',
  ...overrides,
});

const session = (overrides: Partial<PaymentSession>): PaymentSession => ({
  sessionID: 1,
  reference: 'FLR-1-DP-AAAA',
  provider: 'midtrans',
  method: 'qris',
  purpose: 'deposit',
  amount: 350_000,
  status: 'pending',
  createdAt: '2026-11-23T03:00:00.000Z',
  expiresAt: '2026-11-23T03:15:00.000Z',
  paidAt: null,
  paidAmount: null,
  ...overrides,
});

const OPTIONS = {
  enabled: true,
  provider: 'midtrans' as const,
  methods: ['ovo', 'va_bri', 'qris', 'va_bca'] as PaymentSession['method'][],
  sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
  manualTransfer: true,
};

describe('payments by gateway on the order page', () => {
  it('groups the methods the shop offers as QRIS, virtual account, e-wallet, in the shop’s order', () => {
    expect(offeredGroups(OPTIONS)).toEqual([
      { kind: 'qris', methods: ['qris'] },
      { kind: 'va', methods: ['va_bri', 'va_bca'] },
      { kind: 'ewallet', methods: ['ovo'] },
    ]);
    const unknown = { ...OPTIONS, methods: ['paypal'] as unknown as PaymentSession['method'][] };
    expect(offeredGroups(unknown)).toEqual([]);
    expect(gatewayOffered(unknown)).toBe(false);
    expect(gatewayOffered({ ...OPTIONS, enabled: false })).toBe(false);
    expect(gatewayOffered(null)).toBe(false);
    expect(gatewayOffered(OPTIONS)).toBe(true);
  });

  it('offers what is left of the deposit while it is open, and the balance', () => {
    expect(purposeChoices(order())).toEqual([
      { purpose: 'deposit', amount: 350_000 },
      { purpose: 'balance', amount: 700_000 },
    ]);
    expect(purposeChoices(order({ amountPaid: 100_000 }))).toEqual([
      { purpose: 'deposit', amount: 250_000 },
      { purpose: 'balance', amount: 600_000 },
    ]);
    expect(purposeChoices(order({ amountPaid: 350_000, paymentStatus: 'Paid' }))).toEqual([
      { purpose: 'balance', amount: 350_000 },
    ]);
    expect(purposeChoices(order(), true)).toEqual([{ purpose: 'balance', amount: 700_000 }]);
  });

  it('has nothing to pay for a cancelled, refunded, paid or free order', () => {
    expect(leftToPay(order({ status: 'Cancelled' }))).toBe(false);
    expect(leftToPay(order({ paymentStatus: 'Refunded' }))).toBe(false);
    expect(leftToPay(order({ amountPaid: 700_000, paymentStatus: 'Paid' }))).toBe(false);
    // marked paid by the shop before amounts were kept
    expect(leftToPay(order({ paymentStatus: 'Paid' }))).toBe(false);
    expect(leftToPay(order({ grandTotal: 0, depositAmount: 0 }))).toBe(false);
    expect(purposeChoices(order({ status: 'Cancelled' }))).toEqual([]);
  });

  it('says the deposit is received or the order is paid in full', () => {
    expect(paidState(order(), [])).toBeNull();
    expect(paidState(order({ amountPaid: 350_000, paymentStatus: 'Paid' }), [])).toBe('deposit');
    expect(paidState(order(), [session({ status: 'paid' })])).toBe('deposit');
    expect(paidState(order(), [session({ purpose: 'balance', status: 'paid' })])).toBe('full');
    expect(paidState(order({ amountPaid: 700_000 }), [])).toBe('full');
    expect(paidState(order(), [session({ status: 'paid_late' })])).toBeNull();
  });

  it('shows the newest session of the purpose, never a cancelled one, preferring the reading that knows more', () => {
    const first = session({ sessionID: 1, status: 'cancelled' });
    const second = session({ sessionID: 2, method: 'va_bca', createdAt: '2026-11-23T03:05:00.000Z' });
    const balance = session({ sessionID: 3, purpose: 'balance', createdAt: '2026-11-23T03:06:00.000Z' });
    expect(currentSession([balance, second, first], 'deposit')?.sessionID).toBe(2);
    expect(currentSession([first], 'deposit')).toBeNull();
    const made = session({ sessionID: 4, method: 'gopay', createdAt: '2026-11-23T03:07:00.000Z' });
    expect(currentSession([second, first], 'deposit', made)?.sessionID).toBe(4);
    const expired = { ...second, status: 'expired' as const };
    expect(currentSession([expired], 'deposit', second)?.status).toBe('expired');
  });

  it('reads the refusal codes it knows; anything else is a failure to retry', () => {
    const refused = (code: unknown) => ({ status: 400, data: { status: 400, title: 'Bad Request', code } });
    expect(sessionFailureOf(refused('already_paid'))).toEqual({ kind: 'refused', code: 'already_paid' });
    expect(sessionFailureOf(refused('method_unavailable'))).toEqual({ kind: 'refused', code: 'method_unavailable' });
    expect(sessionFailureOf(refused('something_new'))).toEqual({ kind: 'failed' });
    expect(sessionFailureOf({ status: 500, data: {} })).toEqual({ kind: 'failed' });
    expect(sessionFailureOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({ kind: 'failed' });
  });

  it('knows a return from a gateway’s page by its transaction_status, and the session it names', () => {
    const back = gatewayReturnOf(new URLSearchParams('t=abc&order_id=FLR-2&transaction_status=settlement'));
    expect(back).toEqual({ reference: 'FLR-2' });
    expect(gatewayReturnOf(new URLSearchParams('t=abc&transaction_status=capture'))).toEqual({ reference: null });
    expect(gatewayReturnOf(new URLSearchParams('t=abc&transaction_status=PENDING'))).toEqual({ reference: null });
    expect(gatewayReturnOf(new URLSearchParams('t=abc&transaction_status=deny'))).toBeNull();
    expect(gatewayReturnOf(new URLSearchParams('t=abc'))).toBeNull();
    const sessions = [
      session({ sessionID: 3, reference: 'FLR-3', createdAt: '2026-11-23T03:10:00.000Z' }),
      session({ sessionID: 2, reference: 'FLR-2' }),
    ];
    expect(returnedSession(sessions, back!)?.sessionID).toBe(2);
    expect(returnedSession(sessions, { reference: null })?.sessionID).toBe(3);
    expect(returnedSession([], { reference: 'FLR-2' })).toBeNull();
  });

  it('counts down as mm:ss, h:mm:ss from an hour', () => {
    expect(countdownText(15 * 60_000)).toBe('15:00');
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(3 * 3_600_000)).toBe('3:00:00');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
  });

  describe('until when, in shop time whatever the device’s zone', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      process.env.TZ = zone;
    });

    it.each(['Asia/Jakarta', 'America/New_York', 'Pacific/Kiritimati'])('on a device in %s', (deviceZone) => {
      process.env.TZ = deviceZone;
      const now = Date.parse('2026-11-23T10:00:00+07:00');
      expect(sessionTimeText('2026-11-23T03:15:00.000Z', now, 'id')).toBe('10.15 WIB');
      expect(sessionTimeText('2026-11-23T03:15:00.000Z', now, 'en')).toBe('10:15 GMT+7');
      expect(sessionTimeText('2026-11-23T18:30:00.000Z', now, 'id')).toMatch(/^24 Nov 2026,? 01[.:]30 WIB$/);
      expect(sessionTimeText('not a date', now, 'id')).toBe('');
    });
  });
});
