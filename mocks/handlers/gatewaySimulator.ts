import { http, HttpResponse, type RequestHandler } from 'msw';
import { getDb } from '../backend';
import { midtransSignature, xenditCallbackToken } from '../db/gatewayKeys';
import type { PaymentSessionRow } from '../db/types';
import type { MidtransNotification, XenditInvoiceCallback } from '../runtime/apiTypes';
import { problem, validationProblem } from './responses';

/**
 * Playing the gateway (docs/mock-backend.md#payments-by-gateway), not part of openapi.yaml:
 * `POST /__mock/payments/{sessionID}/simulate` `{ outcome: "paid" | "expired" | "failed", amount?, forged? }` builds
 * the notification the session's gateway would send — Midtrans' with its `signature_key`, Xendit's invoice callback
 * with the `x-callback-token` header — and hands it to the backend's own receiver, as the gateway's server would.
 * `amount` pays another amount than the session's; `forged` sends it unsigned (Midtrans) or without the token
 * (Xendit), which the receiver answers 401. The answer shows what was sent and what the receiver said.
 */
export interface SimulateInput {
  outcome: 'paid' | 'expired' | 'failed';
  amount?: number;
  forged?: boolean;
}

export type Deliver = (request: Request) => Promise<Response | undefined>;

const MIDTRANS = {
  paid: { transaction_status: 'settlement', status_code: '200' },
  expired: { transaction_status: 'expire', status_code: '202' },
  failed: { transaction_status: 'failure', status_code: '202' },
} as const;

function isInput(value: unknown): value is SimulateInput {
  const input = value as Partial<SimulateInput> | null;
  return (
    !!input &&
    typeof input === 'object' &&
    ['paid', 'expired', 'failed'].includes(input.outcome as string) &&
    (input.amount === undefined || (Number.isInteger(input.amount) && input.amount >= 0)) &&
    (input.forged === undefined || typeof input.forged === 'boolean')
  );
}

async function midtransNotification(session: PaymentSessionRow, input: SimulateInput): Promise<MidtransNotification> {
  const { transaction_status, status_code } = MIDTRANS[input.outcome];
  const gross_amount = `${input.amount ?? session.amount}.00`;
  return {
    order_id: session.reference,
    status_code,
    gross_amount,
    transaction_status,
    transaction_id: `sim-${session.sessionID}-${crypto.randomUUID().slice(0, 8)}`,
    payment_type: session.method.startsWith('va_') ? 'bank_transfer' : session.method,
    fraud_status: 'accept',
    transaction_time: new Date().toISOString(),
    ...(input.forged ? {} : { signature_key: await midtransSignature(session.reference, status_code, gross_amount) }),
  };
}

function xenditCallback(session: PaymentSessionRow, input: SimulateInput): XenditInvoiceCallback {
  const amount = input.amount ?? session.amount;
  return {
    id: `sim-inv-${session.sessionID}`,
    external_id: session.reference,
    status: input.outcome === 'paid' ? 'PAID' : 'EXPIRED',
    amount: session.amount,
    ...(input.outcome === 'paid' ? { paid_amount: amount, paid_at: new Date().toISOString() } : {}),
    payment_method:
      session.method === 'qris' ? 'QR_CODE' : session.method.startsWith('va_') ? 'BANK_TRANSFER' : 'EWALLET',
    payment_channel: session.method.toUpperCase(),
  };
}

/** The handler, delivering the notification through `deliver` (the mock's own operation handlers). */
export function createSimulateHandler(deliver: Deliver): RequestHandler {
  return http.post('*/__mock/payments/:sessionID/simulate', async ({ request, params }) => {
    const session = getDb().paymentSessions.find(Number(params.sessionID));
    if (!session) return problem(404, `Payment session ${String(params.sessionID)} was not found.`);
    const input: unknown = await request.json().catch(() => null);
    if (!isInput(input))
      return validationProblem({
        outcome: ['Send { "outcome": "paid" | "expired" | "failed", "amount"?, "forged"? }.'],
      });
    if (session.provider === 'xendit' && input.outcome === 'failed')
      return validationProblem({ outcome: ['A Xendit invoice does not fail: simulate "expired".'] });
    const base = request.url.slice(0, request.url.indexOf('/__mock/'));
    const body =
      session.provider === 'midtrans' ? await midtransNotification(session, input) : xenditCallback(session, input);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (session.provider === 'xendit' && !input.forged) headers['x-callback-token'] = xenditCallbackToken();
    const url = `${base}/api/payments/notifications/${session.provider}`;
    const answer = await deliver(new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }));
    const status = answer?.status ?? 404;
    const answerBody: unknown = answer ? await answer.json().catch(() => null) : null;
    return HttpResponse.json({
      sessionID: session.sessionID,
      sent: { url, body },
      answer: { status, body: answerBody },
    });
  });
}
