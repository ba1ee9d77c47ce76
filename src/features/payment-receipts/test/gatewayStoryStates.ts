import { delay, http, HttpResponse } from 'msw';
import type { RefundTask, StaffPaymentSession } from '@/api/generated/shopApi';

/**
 * Per-story and per-test answers of the gateway's staff lists (proposed, tag Gateway): the sessions that need a person
 * and the refund tasks, fixed (an amount that differs on a BCA virtual account, a late QRIS payment, a duplicate
 * GoPay one; two open tasks and a done one), loading, empty, failing, or absent (404: today's backend).
 */
const SESSIONS = '*/api/payments/sessions';
const REFUNDS = '*/api/payments/refund-tasks';

const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};
const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

function session(
  sessionID: number,
  orderID: number,
  overrides: Partial<StaffPaymentSession> & Pick<StaffPaymentSession, 'attention'>,
): StaffPaymentSession {
  return {
    sessionID,
    reference: `FLR-${orderID}-DP-${sessionID}A7K`,
    provider: 'midtrans',
    method: 'qris',
    purpose: 'deposit',
    amount: 350_000,
    status: 'paid',
    createdAt: '2026-11-20T03:20:00.000Z',
    expiresAt: '2026-11-20T03:35:00.000Z',
    paidAt: '2026-11-20T03:24:00.000Z',
    paidAmount: 350_000,
    orderID,
    customerName: 'Rina Kusuma',
    grandTotal: 700_000,
    amountPaid: 350_000,
    resolvedAt: null,
    ...overrides,
  };
}

export const STORY_SESSIONS: StaffPaymentSession[] = [
  session(43, 1503, {
    attention: 'amount_mismatch',
    method: 'va_bca',
    status: 'expired',
    paidAt: null,
    paidAmount: 347_500,
    amountPaid: 0,
    customerName: 'Siti "Ayu" <i>Rahma</i>',
  }),
  session(42, 1502, {
    attention: 'paid_late',
    status: 'paid_late',
    paidAt: '2026-11-21T02:00:00.000Z',
    amountPaid: 0,
    customerName: 'Budi Santoso',
  }),
  session(41, 1501, { attention: 'duplicate', method: 'gopay', status: 'duplicate' }),
];

function task(taskID: number, from: StaffPaymentSession, overrides: Partial<RefundTask> = {}): RefundTask {
  return {
    taskID,
    orderID: from.orderID,
    customerName: from.customerName,
    sessionID: from.sessionID,
    method: from.method,
    provider: from.provider,
    reference: from.reference,
    amount: from.paidAmount ?? from.amount,
    refunded: 0,
    cause: from.attention ?? 'duplicate',
    state: 'open',
    createdAt: from.paidAt ?? from.createdAt,
    doneAt: null,
    ...overrides,
  };
}

export const STORY_TASKS: RefundTask[] = [
  task(12, STORY_SESSIONS[1]),
  task(11, STORY_SESSIONS[0], { cause: 'amount_mismatch', createdAt: '2026-11-20T05:00:00.000Z' }),
  task(10, session(40, 1490, { attention: 'duplicate', method: 'ovo', customerName: 'Tono Wijaya' }), {
    refunded: 350_000,
    state: 'done',
    doneAt: '2026-11-19T09:00:00.000Z',
  }),
];

const list = <T>(path: string, items: T[]) => http.get(path, () => HttpResponse.json(items));

/** Both lists answered one way. */
const both = (answer: Parameters<typeof http.get>[1]) => [http.get(SESSIONS, answer), http.get(REFUNDS, answer)];

export const gatewayStates = {
  populated: [list(SESSIONS, STORY_SESSIONS), list(REFUNDS, STORY_TASKS)],
  loading: both(never),
  empty: both(() => HttpResponse.json([])),
  error: both(() => problem(500, 'Internal Server Error')),
  notFound: both(() => problem(404, 'Not Found')),
};
