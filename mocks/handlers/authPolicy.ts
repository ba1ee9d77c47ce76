import type { MockDatabase } from '../db/database';
import type { UserRow } from '../db/types';
import { authenticate } from './authToken';

/**
 * Who may call an operation with `security: bearerAuth`. By default only a
 * token the mock issued (`authToken.ts`) for a user of its database.
 *
 * In hybrid mode (docs/mock-backend.md#hybrid-mode) the real auth server is
 * the authority: staff signed in there, and the mock cannot verify its
 * tokens. So any bearer token is accepted for the mocked operations; the
 * user is the mock's own when the token happens to be one of its tokens,
 * else none. A call without a bearer token still answers 401.
 */

let acceptAnyBearer = false;

/** Hybrid mode on or off (the browser entry sets it; tests restore it). */
export function acceptAnyBearerToken(on: boolean): void {
  acceptAnyBearer = on;
}

const BEARER = /^Bearer\s+\S+\s*$/i;

/** `{ user }` when the call may proceed (user null for a token the mock does not know), null for a 401. */
export function authorize(authorization: string | null, db: MockDatabase): { user: UserRow | null } | null {
  const user = authenticate(authorization, db);
  if (user) return { user };
  if (acceptAnyBearer && BEARER.test(authorization ?? '')) return { user: null };
  return null;
}
