/**
 * The gateway's sandbox keys (docs/mock-backend.md#payments-by-gateway): the mock signs and checks notifications
 * with them, as the shop's backend does with its own. They live on the server side only: no operation answers them,
 * the settings say only whether they are set (`connected`). Read from the environment variables
 * `MIDTRANS_SERVER_KEY` and `XENDIT_CALLBACK_TOKEN` where there is one (mock:server, the tests), else these
 * defaults (the in-browser mock).
 */
export const DEFAULT_MIDTRANS_SERVER_KEY = 'SB-Mid-server-fleur-mock-0001';
export const DEFAULT_XENDIT_CALLBACK_TOKEN = 'xnd-callback-fleur-mock-0001';

function environment(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = env?.[name]?.trim();
  return value ? value : undefined;
}

export const midtransServerKey = () => environment('MIDTRANS_SERVER_KEY') ?? DEFAULT_MIDTRANS_SERVER_KEY;
export const xenditCallbackToken = () => environment('XENDIT_CALLBACK_TOKEN') ?? DEFAULT_XENDIT_CALLBACK_TOKEN;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Midtrans' `signature_key`: the SHA-512 hex of order_id + status_code + gross_amount + ServerKey. */
export async function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string = midtransServerKey(),
): Promise<string> {
  const data = new TextEncoder().encode(`${orderId}${statusCode}${grossAmount}${serverKey}`);
  return toHex(await crypto.subtle.digest('SHA-512', data));
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1)
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  return difference === 0;
}

export async function isMidtransSignatureValid(notification: {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key?: string;
}): Promise<boolean> {
  const expected = await midtransSignature(notification.order_id, notification.status_code, notification.gross_amount);
  return sameSecret(notification.signature_key?.toLowerCase(), expected);
}

export const isXenditTokenValid = (token: string | null) => sameSecret(token, xenditCallbackToken());
