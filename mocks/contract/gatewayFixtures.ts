import { midtransSignature, xenditCallbackToken } from '../db/gatewayKeys';
import type { MidtransNotification, PaymentSession } from '../runtime/apiTypes';
import { BASE_URL, call, idempotencyKey, type CallInput, type CallResult } from './harness';
import { validOrder } from './validOrder';

/** Fixtures of the gateway's contract cases: an order of its own, its sessions, the gateway's notifications. */

export interface GatewayOrder {
  orderID: number;
  token: string;
}

/** An order placed for the case (the valid order: 2 × Rp 350.000 for the shop's tomorrow, no delivery fee). */
export async function gatewayOrder(overrides: Record<string, unknown> = {}): Promise<GatewayOrder> {
  const products = await call<Array<{ productID: number }>>('listFlowerProducts', { token: null });
  const placed = await call<{ orderID: number; trackingToken?: string }>('createCustomerOrder', {
    body: validOrder(products.body[0].productID, overrides),
    token: null,
  });
  if (placed.status !== 201 || !placed.body.trackingToken)
    throw new Error(`createCustomerOrder answered ${placed.status}`);
  return { orderID: placed.body.orderID, token: placed.body.trackingToken };
}

export function openSession(
  order: GatewayOrder,
  body: Record<string, unknown> = { purpose: 'deposit', method: 'qris' },
  key = idempotencyKey(),
): Promise<CallResult<PaymentSession>> {
  return call<PaymentSession>('createPaymentSession', {
    params: { orderID: order.orderID },
    query: { token: order.token },
    headers: key,
    body,
    token: null,
  });
}

export async function sessionOf(order: GatewayOrder, body?: Record<string, unknown>): Promise<PaymentSession> {
  const opened = await openSession(order, body);
  if (opened.status !== 201) throw new Error(`createPaymentSession answered ${opened.status}`);
  return opened.body;
}

const MIDTRANS_STATUS_CODES: Record<string, string> = { settlement: '200', capture: '200', pending: '201' };

/** Midtrans' notification for a session, signed with the sandbox server key unless `signature` is given. */
export async function midtransBody(
  session: Pick<PaymentSession, 'reference' | 'amount'>,
  transaction_status: MidtransNotification['transaction_status'] = 'settlement',
  { amount = session.amount, signature }: { amount?: number; signature?: string | null } = {},
): Promise<MidtransNotification> {
  const status_code = MIDTRANS_STATUS_CODES[transaction_status] ?? '202';
  const gross_amount = `${amount}.00`;
  const signed =
    signature === undefined ? await midtransSignature(session.reference, status_code, gross_amount) : signature;
  return {
    order_id: session.reference,
    status_code,
    gross_amount,
    transaction_status,
    transaction_id: `tx-${session.reference}`,
    payment_type: 'qris',
    fraud_status: 'accept',
    ...(signed === null ? {} : { signature_key: signed }),
  };
}

export async function notifyMidtrans(...args: Parameters<typeof midtransBody>) {
  return call<{ outcome: string; status?: string }>('receiveMidtransNotification', {
    body: await midtransBody(...args),
    token: null,
  });
}

/** Xendit's invoice callback for a session, with the shop's callback token unless another is given. */
export function xenditCall(
  session: Pick<PaymentSession, 'reference' | 'amount'>,
  status: 'PAID' | 'EXPIRED' | 'PENDING' = 'PAID',
  { amount = session.amount, token = xenditCallbackToken() }: { amount?: number; token?: string | null } = {},
): CallInput {
  return {
    body: {
      id: `inv-${session.reference}`,
      external_id: session.reference,
      status,
      amount: session.amount,
      paid_amount: amount,
    },
    headers: token === null ? {} : ({ 'x-callback-token': token } as Record<string, string>),
    token: null,
  };
}

/** The mock's gateway control: a session's notification as the gateway would send it. */
export async function simulate(sessionID: number, input: Record<string, unknown>) {
  const response = await fetch(`${BASE_URL}/__mock/payments/${sessionID}/simulate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { answer: { status: number; body: unknown } } };
}

/** Switches the seeded shop to Xendit (or back), every method on. */
export async function switchProvider(provider: 'midtrans' | 'xendit') {
  const current = await call<Record<string, unknown>>('getPaymentSettings');
  const { connected: _connected, ...settings } = current.body;
  const saved = await call('updatePaymentSettings', { body: { ...settings, provider, enabled: true } });
  if (saved.status !== 200) throw new Error(`updatePaymentSettings answered ${saved.status}`);
}

export async function publicOrder(order: GatewayOrder) {
  return (
    await call<{ amountPaid: number; paymentStatus: string; paymentSessions?: PaymentSession[] }>('getPublicOrder', {
      params: { orderID: order.orderID },
      query: { token: order.token },
      token: null,
    })
  ).body;
}
