import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession, type SeededAccount } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';

/** Route guard and role gating, through the real router, store and mock backend. */
describe('route guard', () => {
  it('1: a signed-in user opening the login page lands on /app/flower', async () => {
    storeSession('owner');
    const { router } = await renderRoute('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/flower'), FIRST_VISIT);
    expect(screen.queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
  });

  it.each([
    ['missing', undefined],
    ['the text null', 'null'],
    ['the text undefined', 'undefined'],
  ])(
    '2: a token without a valid customer id (%s) is sent to /app/flower, history replaced, with the warning',
    async (_case, idCustomer) => {
      storeSession('staff', { idCustomer });
      const { router } = await renderRoute('/app/orders');
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/flower'), FIRST_VISIT);
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText('Profile Required', {}, FIRST_VISIT)).toBeInTheDocument();
      expect(screen.getByText('You need to create a customer profile before proceeding.')).toBeInTheDocument();
    },
  );

  it('3: a token and a customer id are allowed in', async () => {
    storeSession('admin');
    const { router } = await renderRoute('/app/tables');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabel Pesanan' }, FIRST_VISIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/tables');
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('4: without a token the login page opens', async () => {
    const { router } = await renderRoute('/auth/login');
    expect(await screen.findByLabelText('Username', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('4: without a token the back office sends to login with the warning, remembering the page', async () => {
    const { router } = await renderRoute('/app/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), FIRST_VISIT);
    expect(router.state.location.search).toBe('?returnTo=%2Fapp%2Forders');
    expect(await screen.findByText('Access Denied', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByText('You must be logged in to access this page!')).toBeInTheDocument();
  });
});

describe('role gating', () => {
  it.each<[SeededAccount, string, string]>([
    ['owner', '/app/customer', '/app/customer'],
    ['admin', '/app/customer', '/app/LandingLaporan'],
    ['owner', '/app/marketing', '/app/LandingLaporan'],
    ['admin', '/app/marketing', '/app/LandingLaporan'],
  ])('%s opening %s ends on %s', async (account, path, expected) => {
    storeSession(account);
    const { router } = await renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(expected), FIRST_VISIT);
    const heading = expected === '/app/customer' ? 'Pelanggan' : 'Laporan';
    expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST_VISIT)).toBeInTheDocument();
  });

  it('a Manager (not Owner) opening a customer URL is sent to the reports', async () => {
    storeSession('admin', { role: 'Manager' });
    const { router } = await renderRoute('/app/customer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/LandingLaporan'), FIRST_VISIT);
  });
});
