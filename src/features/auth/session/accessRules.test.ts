import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  hasCustomerProfile,
  lockScreenPathFor,
  loginPathFor,
  safeReturnTo,
  type SessionFacts,
} from './accessRules';

const owner: SessionFacts = { token: 't', role: 'Owner', idCustomer: '1' };
const admin: SessionFacts = { token: 't', role: 'Admin', idCustomer: '2' };
const noProfile: SessionFacts = { token: 't', role: 'User', idCustomer: null };
const anonymous: SessionFacts = { token: null, role: null, idCustomer: null };
const driver: SessionFacts = { token: 't', role: 'Driver', idCustomer: null };

describe('hasCustomerProfile', () => {
  it.each([
    [null, false],
    ['', false],
    ['null', false],
    ['undefined', false],
    ['  ', false],
    ['7', true],
  ])('%j → %s', (value, expected) => expect(hasCustomerProfile(value)).toBe(expected));
});

describe('decideAccess', () => {
  it.each([
    ['1: token opens login → /app/flower', owner, '/auth/login', { kind: 'redirect', to: '/app/flower' }],
    [
      '1: token without profile opens login → /app/flower',
      noProfile,
      '/auth/login',
      { kind: 'redirect', to: '/app/flower' },
    ],
    [
      '2: no profile opens orders → /app/flower + warning',
      noProfile,
      '/app/orders',
      { kind: 'redirect', to: '/app/flower', warning: 'profileRequired' },
    ],
    [
      '2: idCustomer "null"',
      { ...noProfile, idCustomer: 'null' },
      '/app/general',
      { kind: 'redirect', to: '/app/flower', warning: 'profileRequired' },
    ],
    [
      '2: idCustomer "undefined"',
      { ...noProfile, idCustomer: 'undefined' },
      '/app/gallery',
      { kind: 'redirect', to: '/app/flower', warning: 'profileRequired' },
    ],
    ['2: no profile may use /app/flower', noProfile, '/app/flower', { kind: 'allow' }],
    ['2: no profile may use a category’s products', noProfile, '/app/flower/products/3', { kind: 'allow' }],
    ['3: token and profile', admin, '/app/orders', { kind: 'allow' }],
    ['4: no token opens login', anonymous, '/auth/login', { kind: 'allow' }],
    [
      '4: no token opens the back office',
      anonymous,
      '/app/orders',
      { kind: 'redirect', to: '/auth/login?returnTo=%2Fapp%2Forders', warning: 'accessDenied' },
    ],
    ['role: Owner opens customer', owner, '/app/customer', { kind: 'allow' }],
    ['role: Admin opens customer', admin, '/app/customer', { kind: 'redirect', to: '/app/LandingLaporan' }],
    [
      'role: Manager opens a customer URL',
      { ...admin, role: 'Manager' },
      '/app/customer/12',
      { kind: 'redirect', to: '/app/LandingLaporan' },
    ],
    ['role: Owner opens marketing', owner, '/app/marketing', { kind: 'redirect', to: '/app/LandingLaporan' }],
    ['role: Admin opens marketing', admin, '/app/Marketing', { kind: 'redirect', to: '/app/LandingLaporan' }],
    ['user menu: profile with a token and profile', admin, '/users/profile', { kind: 'allow' }],
    ['user menu: inbox with a token and profile', owner, '/apps/mailbox', { kind: 'allow' }],
    [
      'user menu: no token opens the profile',
      anonymous,
      '/users/profile',
      { kind: 'redirect', to: '/auth/login?returnTo=%2Fusers%2Fprofile', warning: 'accessDenied' },
    ],
    [
      'user menu: no profile opens the inbox',
      noProfile,
      '/apps/mailbox',
      { kind: 'redirect', to: '/app/flower', warning: 'profileRequired' },
    ],
    ['driver: signed in, the login page → the run', driver, '/auth/login', { kind: 'redirect', to: '/app/run' }],
    ['driver: the run', driver, '/app/run', { kind: 'allow' }],
    ['driver: the back office’s home → the run', driver, '/app/flower', { kind: 'redirect', to: '/app/run' }],
    ['driver: the orders → the run', driver, '/app/orders', { kind: 'redirect', to: '/app/run' }],
    ['driver: the profile → the run', driver, '/users/profile', { kind: 'redirect', to: '/app/run' }],
    ['driver: the print pages → the run', driver, '/app/orders/print/manifest', { kind: 'redirect', to: '/app/run' }],
    ['driver: the lock screen', driver, '/auth/boxed-lockscreen', { kind: 'allow' }],
    [
      'driver: no token opens the run',
      anonymous,
      '/app/run',
      { kind: 'redirect', to: '/auth/login?returnTo=%2Fapp%2Frun', warning: 'accessDenied' },
    ],
    ['staff: the run is a Driver’s page', owner, '/app/run', { kind: 'redirect', to: '/app/flower' }],
    ['lock screen: any signed-in user, with a profile', owner, '/auth/boxed-lockscreen', { kind: 'allow' }],
    ['lock screen: any signed-in user, without a profile', noProfile, '/auth/boxed-lockscreen', { kind: 'allow' }],
    [
      'lock screen: nothing to unlock without a token',
      anonymous,
      '/auth/boxed-lockscreen',
      { kind: 'redirect', to: '/auth/login', warning: 'accessDenied' },
    ],
  ] as const)('%s', (_name, session, pathname, expected) => {
    expect(decideAccess(session, { pathname })).toEqual(expected);
  });
});

describe('return targets', () => {
  it('keeps the path and query of a back-office page', () => {
    expect(loginPathFor({ pathname: '/app/tables', search: '?q=1' })).toBe(
      '/auth/login?returnTo=%2Fapp%2Ftables%3Fq%3D1',
    );
  });

  it('the lock screen returns to the back-office page it was locked on', () => {
    expect(lockScreenPathFor({ pathname: '/app/flower', search: '?page=2' })).toBe(
      '/auth/boxed-lockscreen?returnTo=%2Fapp%2Fflower%3Fpage%3D2',
    );
    expect(lockScreenPathFor({ pathname: '/users/profile' })).toBe(
      '/auth/boxed-lockscreen?returnTo=%2Fusers%2Fprofile',
    );
    expect(lockScreenPathFor({ pathname: '/public/home' })).toBe('/auth/boxed-lockscreen');
  });

  it.each([
    ['/app/tables?q=1', '/app/tables?q=1'],
    ['/users/profile', '/users/profile'],
    ['/apps/mailbox', '/apps/mailbox'],
    ['/apps/mailboxes', '/app/flower'],
    ['/users//evil', '/app/flower'],
    [null, '/app/flower'],
    ['https://evil.example/app', '/app/flower'],
    ['//evil.example', '/app/flower'],
    ['/public/home', '/app/flower'],
    ['/app//evil', '/app/flower'],
  ])('safeReturnTo(%j) → %s', (value, expected) => expect(safeReturnTo(value)).toBe(expected));
});
