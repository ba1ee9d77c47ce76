import type { Role } from '../db/types';

export interface SeedAccount {
  username: string;
  password: string;
  role: Role;
  /** whether the account has a customer profile (idCustomer set) */
  hasProfile: boolean;
}

/**
 * Accounts present in the seeded mock backend (for the README and tests). A
 * login without a profile is sent to /app/flower with a warning
 * (docs/product-rules.md#route-guard).
 */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { username: 'owner', password: 'owner123', role: 'Owner', hasProfile: true },
  { username: 'admin', password: 'admin123', role: 'Admin', hasProfile: true },
  { username: 'staff', password: 'staff123', role: 'User', hasProfile: false },
  // A courier (the proposed Driver role): signs in like staff, sees only their run.
  { username: 'kurir', password: 'kurir123', role: 'Driver', hasProfile: false },
];
