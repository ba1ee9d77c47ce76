/**
 * The route guard and role gating (docs/product-rules.md#route-guard,
 * #role-gating), as a pure decision over the stored session and the location.
 * `AccessGuard` renders the decision.
 */

import { DRIVER_ROLE } from '@/entities/user/roles';

export const LOGIN_PATH = '/auth/login';
/** Where signed-in users land, and the only page an account without a profile may use. */
export const BACK_OFFICE_HOME = '/app/flower';
export const REPORTS_PATH = '/app/LandingLaporan';
export const PUBLIC_HOME = '/public/home';
export const RETURN_TO_PARAM = 'returnTo';
/** The proposed Driver role's one page, their run (the role: src/entities/user/roles.ts). */
export const DRIVER_RUN_PATH = '/app/run';
/** The lock screen (user menu); it needs a session, nothing more. */
export const LOCK_SCREEN_PATH = '/auth/boxed-lockscreen';
/** The user menu's pages in the back-office frame outside /app. */
export const PROFILE_PATH = '/users/profile';
export const INBOX_PATH = '/apps/mailbox';

export type GuardWarning = 'accessDenied' | 'profileRequired' | 'sessionExpired';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; warning?: GuardWarning };

export interface SessionFacts {
  token: string | null;
  role: string | null;
  idCustomer: string | null;
}

export interface LocationFacts {
  pathname: string;
  search?: string;
}

const ALLOW: AccessDecision = { kind: 'allow' };

/** A customer id is valid unless missing, blank, or the texts 'null' / 'undefined'. */
export function hasCustomerProfile(idCustomer: string | null | undefined): boolean {
  if (idCustomer == null) return false;
  const value = idCustomer.trim();
  return value !== '' && value !== 'null' && value !== 'undefined';
}

function normalise(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

function isUnder(pathname: string, base: string): boolean {
  const path = normalise(pathname);
  const prefix = base.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** A back-office page worth returning to: under /app (not /app itself), the profile or the inbox. */
function isBackOfficePage(pathname: string): boolean {
  if (isUnder(pathname, PROFILE_PATH) || isUnder(pathname, INBOX_PATH)) return true;
  return isUnder(pathname, '/app') && normalise(pathname) !== '/app';
}

/** `<path>?returnTo=<where the user was>` when that is a back-office page, else just `path`. */
function withReturnTo(path: string, location: LocationFacts): string {
  if (!isBackOfficePage(location.pathname)) return path;
  return `${path}?${RETURN_TO_PARAM}=${encodeURIComponent(`${location.pathname}${location.search ?? ''}`)}`;
}

/** `/auth/login?returnTo=<where the user was>`. */
export function loginPathFor(location: LocationFacts): string {
  return withReturnTo(LOGIN_PATH, location);
}

/** `/auth/boxed-lockscreen?returnTo=<where the user was>`. */
export function lockScreenPathFor(location: LocationFacts): string {
  return withReturnTo(LOCK_SCREEN_PATH, location);
}

/** A return target from the query string, only ever a back-office path of this app. */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value) return BACK_OFFICE_HOME;
  if (!/^\/(app|users\/profile|apps\/mailbox)(\/|\?|$)/i.test(value) || value.includes('//') || value.includes('\\'))
    return BACK_OFFICE_HOME;
  return value;
}

/** Where a signed-in user lands: a Driver on their run, everyone else on the back office's home. */
export function homePathFor(role: string | null): string {
  return role === DRIVER_ROLE ? DRIVER_RUN_PATH : BACK_OFFICE_HOME;
}

export function decideAccess(session: SessionFacts, location: LocationFacts): AccessDecision {
  const { pathname } = location;
  // 1 and 4: the login page is for visitors without a token.
  if (isUnder(pathname, LOGIN_PATH)) return session.token ? { kind: 'redirect', to: homePathFor(session.role) } : ALLOW;
  // 4: everything else needs a token.
  if (!session.token) return { kind: 'redirect', to: loginPathFor(location), warning: 'accessDenied' };
  // The lock screen is for every signed-in user, with or without a customer profile.
  if (isUnder(pathname, LOCK_SCREEN_PATH)) return ALLOW;
  // A Driver has their run and nothing else of the back office (whose calls answer them 403); the run is theirs only.
  if (session.role === DRIVER_ROLE)
    return isUnder(pathname, DRIVER_RUN_PATH) ? ALLOW : { kind: 'redirect', to: DRIVER_RUN_PATH };
  if (isUnder(pathname, DRIVER_RUN_PATH)) return { kind: 'redirect', to: BACK_OFFICE_HOME };
  // 2: without a customer profile only Manage Product (/app/flower and its product pages) is open.
  if (!hasCustomerProfile(session.idCustomer)) {
    const open = isUnder(pathname, BACK_OFFICE_HOME) || normalise(pathname) === '/app';
    return open ? ALLOW : { kind: 'redirect', to: BACK_OFFICE_HOME, warning: 'profileRequired' };
  }
  // Role gating: marketing sends everyone to the reports; customer is for the Owner only.
  if (isUnder(pathname, '/app/marketing')) return { kind: 'redirect', to: REPORTS_PATH };
  if (isUnder(pathname, '/app/customer') && session.role !== 'Owner') return { kind: 'redirect', to: REPORTS_PATH };
  // 3: token and profile.
  return ALLOW;
}
