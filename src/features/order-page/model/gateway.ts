import type { PaymentOptions, PaymentPurpose, PaymentSession, PublicOrder } from '@/api/generated/shopApi';
import { toOrderStatus, toPaymentStatus } from '@/entities/order/model/orderStatus';
import { isRecord } from '@/lib/guards/isRecord';
import { METHOD_KINDS, methodsOfKind, PAYMENT_METHODS } from '@/lib/payments/paymentMethods';
import { amountDue } from '@/lib/payments/sessionAmount';

/**
 * Paying the order through the shop's gateway (openapi.yaml tag Gateway, proposed): what is left to pay and for
 * which purpose, the methods offered in their groups, the session to show, the refusals and the return from a
 * gateway's page. Pure functions of the order, its sessions and the options; the page renders them.
 */

/**
 * The groups the customer picks from, in this order ('QRIS', 'Virtual Account', 'E-wallet'), each with the methods
 * the shop offers in the shop's order; a method the page does not know is left out.
 */
export function offeredGroups(options: Pick<PaymentOptions, 'methods'>) {
  const known = options.methods.filter((method) => (PAYMENT_METHODS as readonly string[]).includes(method));
  return METHOD_KINDS.map((kind) => ({ kind, methods: methodsOfKind(kind, known) })).filter(
    (group) => group.methods.length > 0,
  );
}

/**
 * Whether the page offers the gateway: the shop takes payments through it and offers at least one method we know.
 * Otherwise the page is the one without a gateway.
 */
export function gatewayOffered(options: PaymentOptions | null | undefined): options is PaymentOptions {
  return Boolean(options?.enabled) && offeredGroups(options!).length > 0;
}

type Money = Pick<PublicOrder, 'grandTotal' | 'depositAmount' | 'amountPaid' | 'paymentStatus' | 'status'>;

/**
 * Whether the order counts as paid in full: everything is paid, or the shop marked it paid without an amount
 * (an order paid before the amounts were kept).
 */
export function paidInFull(order: Money): boolean {
  if (order.grandTotal > 0 && order.amountPaid >= order.grandTotal) return true;
  return toPaymentStatus(order.paymentStatus) === 'Paid' && order.amountPaid <= 0;
}

/** Whether the customer still has something to pay by gateway: not cancelled, not refunded, not paid in full. */
export function leftToPay(order: Money): boolean {
  if (toOrderStatus(order.status) === 'Cancelled') return false;
  if (toPaymentStatus(order.paymentStatus) === 'Refunded') return false;
  return order.grandTotal > 0 && !paidInFull(order);
}

export interface PurposeChoice {
  purpose: PaymentPurpose;
  /** For display only: the server computes what a session asks for. */
  amount: number;
}

/**
 * What may be paid now: the deposit (what is left of it) while it is not covered, and the balance (what is left of
 * the grand total). `paidDeposit`: a deposit the gateway has just reported paid that the order does not count yet.
 */
export function purposeChoices(order: Money, paidDeposit = false): PurposeChoice[] {
  if (!leftToPay(order)) return [];
  const purposes: PaymentPurpose[] = paidDeposit ? ['balance'] : ['deposit', 'balance'];
  return purposes
    .map((purpose) => ({ purpose, amount: amountDue(purpose, order) }))
    .filter((choice) => choice.amount > 0);
}

const createdAt = (session: PaymentSession) => Date.parse(session.createdAt) || 0;

/** Newest first: by when it was made, then by id. */
export function newestFirst(sessions: readonly PaymentSession[]): PaymentSession[] {
  return [...sessions].sort((a, b) => createdAt(b) - createdAt(a) || b.sessionID - a.sessionID);
}

/** Of two readings of the same session, the one that knows more: a state past `pending` wins. */
export function fresher(a: PaymentSession, b: PaymentSession | undefined): PaymentSession {
  if (!b || b.sessionID !== a.sessionID) return a;
  return STATE_RANK[b.status] > STATE_RANK[a.status] ? b : a;
}

/**
 * How far a session's state is along (openapi.yaml PaymentSessionStatus): waiting; ended without money; money
 * arrived; money returned. A later reading never goes back (an expired session paid late reads `paid_late`).
 */
const STATE_RANK: Record<PaymentSession['status'], number> = {
  pending: 0,
  expired: 1,
  cancelled: 1,
  failed: 1,
  paid: 2,
  paid_late: 2,
  duplicate: 2,
  refunded: 3,
};

/**
 * The session to show for a purpose: the newest one (the order's, or the one just made), unless it was cancelled
 * (replaced by another method: the next one is shown, if any).
 */
export function currentSession(
  sessions: readonly PaymentSession[],
  purpose: PaymentPurpose,
  created: PaymentSession | null = null,
): PaymentSession | null {
  const byId = new Map<number, PaymentSession>();
  for (const session of [...sessions, ...(created ? [created] : [])]) {
    if (session.purpose !== purpose) continue;
    const known = byId.get(session.sessionID);
    byId.set(session.sessionID, known ? fresher(known, session) : session);
  }
  return newestFirst([...byId.values()]).find((session) => session.status !== 'cancelled') ?? null;
}

/** The newest session the gateway reported paid, in time or after its end (`paid_late`), or null. */
export function newestPaid(sessions: readonly PaymentSession[]): PaymentSession | null {
  return newestFirst(sessions).find((session) => session.status === 'paid' || session.status === 'paid_late') ?? null;
}

/**
 * What the customer has paid, as the page says it: 'full' (everything, or a balance the gateway reported paid),
 * 'deposit' (the deposit is covered), or null.
 */
export function paidState(order: Money, sessions: readonly PaymentSession[]): 'full' | 'deposit' | null {
  const paid = sessions.filter((session) => session.status === 'paid');
  if (paidInFull(order) || paid.some((session) => session.purpose === 'balance')) return 'full';
  if ((order.amountPaid > 0 && order.amountPaid >= order.depositAmount) || paid.some((s) => s.purpose === 'deposit'))
    return 'deposit';
  return null;
}

/** The refusals of createPaymentSession the page has a message for (openapi.yaml `PaymentSessionProblemCode`). */
export const SESSION_PROBLEM_CODES = ['already_paid', 'order_cancelled', 'amount_zero', 'method_unavailable'] as const;
export type SessionProblemCode = (typeof SESSION_PROBLEM_CODES)[number];

export type SessionFailure = { kind: 'refused'; code: SessionProblemCode } | { kind: 'failed' };

/** Why a session was not made: a 400 with a code the page knows, or anything else (no network, 500: try again). */
export function sessionFailureOf(error: unknown): SessionFailure {
  if (isRecord(error) && error.status === 400 && isRecord(error.data)) {
    const code = error.data.code;
    if (typeof code === 'string' && (SESSION_PROBLEM_CODES as readonly string[]).includes(code))
      return { kind: 'refused', code: code as SessionProblemCode };
  }
  return { kind: 'failed' };
}

/** The states a gateway's page says when it sends the customer back (Midtrans' `transaction_status`). */
const RETURN_STATES = new Set(['settlement', 'capture', 'pending']);
/** The query parameters a gateway adds to the page's address when it sends the customer back. */
export const RETURN_PARAMS = ['transaction_status', 'order_id', 'status_code'] as const;

export interface GatewayReturn {
  /** The session's `reference` the gateway names (`order_id`), or null. */
  reference: string | null;
}

/** The customer came back from a gateway's page (the address says so: only a reason to ask the server). */
export function gatewayReturnOf(search: URLSearchParams): GatewayReturn | null {
  const state = search.get('transaction_status')?.trim().toLowerCase();
  if (!state || !RETURN_STATES.has(state)) return null;
  return { reference: search.get('order_id')?.trim() || null };
}

/** The session a return names (by its reference), else the newest one; null when the order has none. */
export function returnedSession(sessions: readonly PaymentSession[], back: GatewayReturn): PaymentSession | null {
  const named = back.reference ? sessions.find((session) => session.reference === back.reference) : undefined;
  return named ?? newestFirst(sessions)[0] ?? null;
}

/** Time left as `mm:ss` (`h:mm:ss` from an hour); `00:00` once it has passed. */
export function countdownText(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
