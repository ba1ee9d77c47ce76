import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { SESSION_KEYS } from './sessionPersistence';

describe('sign out', () => {
  it('removes the token, clears session storage, resets the session state and goes to /public/home', async () => {
    storeSession('owner');
    sessionStorage.setItem('flowerOrderInfo', '{"orderID":1}');
    const { router, store, user } = await renderRoute('/app/tables');
    await user.click(await screen.findByRole('button', { name: 'Menu pengguna owner' }, FIRST_VISIT));
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/public/home'), FIRST_VISIT);
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(store.getState().session).toMatchObject({ token: null, username: null, role: null, idCustomer: null });
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('leaves the back office closed afterwards: going back asks to log in', async () => {
    storeSession('admin');
    const { router, user } = await renderRoute('/app/tables');
    await user.click(await screen.findByRole('button', { name: 'Menu pengguna admin' }, FIRST_VISIT));
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/home'), FIRST_VISIT);
    await router.navigate('/app/tables');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), FIRST_VISIT);
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });
});

describe('a 401 from a back-office call', () => {
  it('logs the user out, says why, and after logging in again returns to the page', async () => {
    storeSession('owner');
    mockServer.use(
      http.get(
        '*/api/CustomerOrder',
        () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
        { once: true },
      ),
    );
    const { router, store, user } = await renderRoute('/app/tables');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), FIRST_VISIT);
    expect(router.state.location.search).toBe('?returnTo=%2Fapp%2Ftables');
    const toast = await screen.findByText('Sesi Berakhir');
    expect(within(toast.closest('.toast') as HTMLElement).getByText(/Sesi Anda telah berakhir/)).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(store.getState().session.token).toBeNull();

    await user.type(await screen.findByLabelText('Username', {}, FIRST_VISIT), 'owner');
    await user.type(screen.getByLabelText('Password'), 'owner123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tables'), FIRST_VISIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabel Pesanan' }, FIRST_VISIT)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: /ID Pesanan/ }, FIRST_VISIT)).toBeInTheDocument();
  });
});
