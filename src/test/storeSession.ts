import { SESSION_KEYS } from '@/features/auth/session/sessionPersistence';
import { issueToken } from '@mocks/handlers/authToken';

/** The seeded accounts (README): role and customer profile id. */
export const SEEDED = {
  owner: { role: 'Owner', idCustomer: '1' },
  admin: { role: 'Admin', idCustomer: '2' },
  staff: { role: 'User', idCustomer: null },
  kurir: { role: 'Driver', idCustomer: null },
} as const;

export type SeededAccount = keyof typeof SEEDED;

/**
 * Puts a session in localStorage as a login would (tests only): a real mock
 * token for the account, its role, and its customer id unless overridden
 * (`undefined` leaves the key out; strings are stored as they are).
 */
export function storeSession(
  account: SeededAccount,
  overrides: { idCustomer?: string | null; role?: string; token?: string } = {},
) {
  const seeded = SEEDED[account];
  localStorage.setItem(SESSION_KEYS.token, overrides.token ?? issueToken(account));
  localStorage.setItem(SESSION_KEYS.username, account);
  localStorage.setItem(SESSION_KEYS.role, overrides.role ?? seeded.role);
  const idCustomer = 'idCustomer' in overrides ? overrides.idCustomer : seeded.idCustomer;
  if (idCustomer != null) localStorage.setItem(SESSION_KEYS.idCustomer, idCustomer);
}
