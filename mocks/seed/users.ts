import type { UserRow } from '../db/types';
import { SEED_ACCOUNTS } from './seedAccounts';

/** Back-office accounts; accounts with a profile get idCustomer = their id. */
export function createUsers(): UserRow[] {
  return SEED_ACCOUNTS.map((account, index) => ({
    id: index + 1,
    username: account.username,
    password: account.password,
    role: account.role,
    idCustomer: account.hasProfile ? index + 1 : null,
  }));
}
