import type { MockDatabase } from '../db/database';
import type { UserRow } from '../db/types';

/**
 * Stateless mock bearer tokens: `mock.<base64url(username)>.<signature>`.
 * The signature is a keyed hash (not cryptographically strong; this is a
 * mock), so a token survives reloads and resets and the mock verifies it
 * without storing sessions. A token is valid while its user exists.
 */

const PREFIX = 'mock';
const KEY = 'fleur-florist-mock-backend/v1';

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function signature(username: string): string {
  const message = `${KEY}|${username}|${KEY}`;
  return [0x811c9dc5, 0x050c5d1f, 0x2f1e8a47, 0x6b43a9b5]
    .map((seed) => fnv1a(message, seed).toString(16).padStart(8, '0'))
    .join('');
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(encoded: string): string | null {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function issueToken(username: string): string {
  return `${PREFIX}.${base64UrlEncode(username)}.${signature(username)}`;
}

/** The username inside a well-formed, correctly signed token, else null. */
export function readToken(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const username = base64UrlDecode(parts[1]);
  if (username === null || parts[2] !== signature(username)) return null;
  return username;
}

/** The user an `Authorization` header authenticates, or null. */
export function authenticate(authorization: string | null, db: MockDatabase): UserRow | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  const username = readToken(match[1]);
  if (username === null) return null;
  return db.users.all().find((user) => user.username === username) ?? null;
}
