import { UNSUPPORTED_STATUSES } from '@/lib/api/unsupportedCall';
import type { QueuedProof } from './proofOutbox';

/**
 * The outbox's rules (docs/product-rules.md#doorstep-proposed), pure: what a try's answer does to a proof, which
 * proofs are sent, and one proof per stop.
 *
 * - `waiting`: not sent yet, or the last try had no answer (no signal, a timeout): sent again by itself.
 * - `serverFailed`: the last try reached the shop's server, which failed (5xx but 501, 408, 429, or 401 while the
 *   session is renewed): sent again by itself, or by hand.
 * - `refused`: the backend refused it (400, 403, 404, 501, another 4xx): sent again only by hand, or dropped.
 * - `replaced`: the stop already has a proof stored (the run shows its outcome, or the backend answered 409
 *   `already_delivered`): never sent, only dropped.
 */
export type ProofState = 'waiting' | 'serverFailed' | 'refused' | 'replaced';

/** What one try's answer says about the proof. */
export type TryResult =
  | { kind: 'sent' }
  | { kind: 'noAnswer' }
  | { kind: 'serverFailed'; status: number }
  | { kind: 'refused'; status: number }
  | { kind: 'replaced' };

/** The backend's code of a proof refused because the order is already Delivered by another (openapi.yaml). */
export const ALREADY_DELIVERED = 'already_delivered';

/** A failed try's answer: its HTTP status (undefined: none came) and the problem's `code`, if any. */
export function tryResultOf(status: number | undefined, code?: unknown): TryResult {
  if (status === undefined) return { kind: 'noAnswer' };
  if (status === 409 && code === ALREADY_DELIVERED) return { kind: 'replaced' };
  if (UNSUPPORTED_STATUSES.includes(status)) return { kind: 'refused', status };
  if (status === 401 || status === 408 || status === 429 || status >= 500) return { kind: 'serverFailed', status };
  return { kind: 'refused', status };
}

/** The proof as a try left it; null once it is sent (it leaves the phone). */
export function afterTry(proof: QueuedProof, result: TryResult): QueuedProof | null {
  switch (result.kind) {
    case 'sent':
      return null;
    case 'noAnswer':
      return { ...proof, serverFailed: null };
    case 'serverFailed':
      return { ...proof, serverFailed: String(result.status) };
    case 'refused':
      return { ...proof, refused: String(result.status), serverFailed: null };
    case 'replaced':
      return { ...proof, replaced: true, serverFailed: null };
  }
}

/** The proof's state; `done` the stops whose run shows a stored proof (an outcome). */
export function proofState(proof: QueuedProof, done: ReadonlySet<number>): ProofState {
  if (proof.replaced || done.has(proof.orderId)) return 'replaced';
  if (proof.refused !== null) return 'refused';
  return proof.serverFailed ? 'serverFailed' : 'waiting';
}

/** What a try sends, in the order filed: the waiting proofs and those the server failed, of stops not done. */
export function proofsToSend(proofs: readonly QueuedProof[], done: ReadonlySet<number>): QueuedProof[] {
  return proofs.filter((proof) => {
    const state = proofState(proof, done);
    return state === 'waiting' || state === 'serverFailed';
  });
}

/**
 * One proof per stop: the proofs of `proof`'s stop filed before it, which it supersedes (a proof filed again at
 * 'Sampai', or one the backend stored). They are dropped from the phone and can never be sent.
 */
export function supersededBy(proofs: readonly QueuedProof[], proof: QueuedProof): QueuedProof[] {
  return proofs.filter(
    (other) =>
      other.key !== proof.key &&
      other.driver === proof.driver &&
      other.orderId === proof.orderId &&
      other.filedAt.localeCompare(proof.filedAt) <= 0,
  );
}
