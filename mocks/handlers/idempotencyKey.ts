import { invalid } from './responses';

/** The `Idempotency-Key` header of a write made safe to retry (openapi.yaml IdempotencyKey): 400 when malformed. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function idempotencyKeyOf(request: Request): string {
  const key = request.headers.get('Idempotency-Key');
  if (!key || !IDEMPOTENCY_KEY.test(key))
    invalid({ 'Idempotency-Key': ['Idempotency-Key must be 8 to 100 letters, digits, - or _.'] });
  return key!;
}

/** A key stored earlier for another order answers 400: a key is one request's, never another order's. */
export function refuseKeyOfAnotherOrder(stored: { orderID: number } | undefined, orderID: number): void {
  if (stored && stored.orderID !== orderID)
    invalid({ 'Idempotency-Key': ['This Idempotency-Key was used for another order.'] });
}
