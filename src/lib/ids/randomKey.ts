/**
 * A random key (a UUID) for what must be told apart across tabs and retries, e.g. an Idempotency-Key.
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); elsewhere (a staging server over plain
 * http) the key is 32 hex digits from `crypto.getRandomValues`, which every browser has.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
