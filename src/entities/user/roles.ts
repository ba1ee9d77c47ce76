import type { Role } from '@/api/generated/shopApi';

/**
 * The proposed Driver role (openapi.yaml tag Doorstep): a courier who signs in like staff and has one page, their
 * run. Offered when adding an account only where the backend has the doorstep.
 */
export const DRIVER_ROLE = 'Driver' satisfies Role;
