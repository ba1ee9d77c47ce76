import { TOKEN_STORAGE_KEY } from '@/api/authToken';
import type { LoginResponse } from '@/api/generated/shopApi';

/** localStorage keys of the back-office session (docs/product-rules.md#session-and-sign-out). */
export const SESSION_KEYS = {
  token: TOKEN_STORAGE_KEY,
  username: 'username',
  role: 'role',
  idCustomer: 'idCustomer',
} as const;

export interface StoredSession {
  token: string | null;
  username: string | null;
  role: string | null;
  /** As stored: a number as text, or missing. Older clients stored the texts 'null' / 'undefined'. */
  idCustomer: string | null;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession {
  return {
    token: read(SESSION_KEYS.token) || null,
    username: read(SESSION_KEYS.username),
    role: read(SESSION_KEYS.role),
    idCustomer: read(SESSION_KEYS.idCustomer),
  };
}

/** Stores what `POST /auth/login` answered; an account without a profile stores no idCustomer. */
export function persistSession(login: LoginResponse): StoredSession {
  const session: StoredSession = {
    token: login.token,
    username: login.username,
    role: login.role,
    idCustomer: login.idCustomer == null ? null : String(login.idCustomer),
  };
  try {
    const storage = globalThis.localStorage;
    storage.setItem(SESSION_KEYS.token, login.token);
    storage.setItem(SESSION_KEYS.username, login.username);
    storage.setItem(SESSION_KEYS.role, login.role);
    if (session.idCustomer === null) storage.removeItem(SESSION_KEYS.idCustomer);
    else storage.setItem(SESSION_KEYS.idCustomer, session.idCustomer);
  } catch {
    /* storage unavailable: the session lasts for this page only */
  }
  return session;
}

/**
 * The lock screen is on (shops share computers). Kept across reloads,
 * so reloading or typing another back-office address does not open a locked
 * back office.
 */
export const LOCK_STORAGE_KEY = 'screenLocked';

export function readScreenLocked(): boolean {
  return read(LOCK_STORAGE_KEY) === 'true';
}

export function storeScreenLocked(locked: boolean) {
  try {
    if (locked) globalThis.localStorage.setItem(LOCK_STORAGE_KEY, 'true');
    else globalThis.localStorage.removeItem(LOCK_STORAGE_KEY);
  } catch {
    /* storage unavailable: the lock lasts for this page only */
  }
}

/** Removes the token, the rest of the stored session and the lock. */
export function clearStoredSession() {
  try {
    for (const key of [...Object.values(SESSION_KEYS), LOCK_STORAGE_KEY]) globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing stored */
  }
}

/** Sign out clears the tab's session storage too. */
export function clearTabStorage() {
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* nothing stored */
  }
}
