import { useMemo } from 'react';
import { useDeliveryDrivers } from '@/entities/doorstep/useDeliveryDrivers';
import { DRIVER_ROLE } from '@/entities/user/roles';
import { shopToday } from '@/lib/dates/shopClock';
import { ACCOUNT_ROLES, type AccountRole } from '../model/accountSchema';

/** What the add-account form says of the role 'Kurir': offered, not offered (today's backend), or not checked yet. */
export type DriverRoleCheck = 'offered' | 'absent' | 'checking' | 'failed';

/**
 * The roles the add-account form offers (docs/product-rules.md#role-gating): Admin, User and Manager, and 'Kurir'
 * (the proposed Driver) where the backend has the doorstep, found out at run time as the order details and the
 * board find it (the drivers' runs answer; 404/501: not there). Any other failure is said with a retry.
 */
export function useAccountRoles() {
  const doorstep = useDeliveryDrivers(shopToday());
  const check: DriverRoleCheck =
    doorstep.status === 'ready'
      ? 'offered'
      : doorstep.status === 'unsupported'
        ? 'absent'
        : doorstep.status === 'failed' && !doorstep.checking
          ? 'failed'
          : 'checking';
  const roles = useMemo<readonly AccountRole[]>(
    () => (check === 'offered' ? [...ACCOUNT_ROLES, DRIVER_ROLE] : ACCOUNT_ROLES),
    [check],
  );
  return { roles, check, retry: () => void doorstep.refetch() };
}
