import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import '@/test/dialogTestSetup';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { SESSION_KEYS } from '../session/sessionPersistence';

vi.setConfig({ testTimeout: 30_000 });
const unauthorized = () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });

/** The add-account form with a username typed, its save refused with 401 and the failure dialog closed. */
async function refusedSave(lng: 'id' | 'en' = 'id') {
  storeSession('owner');
  mockServer.use(http.post('*/users/api/users/create', unauthorized, { once: true }));
  const utils = await renderRoute('/app/akun/create', { lng });
  const save = await screen.findByRole('button', { name: lng === 'id' ? 'Simpan' : 'Save' }, FIRST_VISIT);
  const form = save.closest('form') as HTMLFormElement;
  await utils.user.type(within(form).getByLabelText('Username'), 'kasir1');
  await utils.user.type(within(form).getByLabelText('Password'), 'rahasia1');
  await utils.user.selectOptions(within(form).getByLabelText('Role'), 'User');
  await utils.user.click(save);
  await utils.user.click(await screen.findByRole('button', { name: 'OK' }, FIRST_VISIT));
  return { ...utils, form };
}

describe('signing in again in place after a 401', () => {
  it('says a wrong password is wrong, clears it and keeps the dialog and the page', async () => {
    const { user, router, form } = await refusedSave();
    const login = await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT);
    expect(within(login).getByText(/halaman ini dan semua yang sudah Anda ketik tetap ada/)).toBeInTheDocument();
    const submit = within(login).getByRole('button', { name: 'Masuk Kembali' });
    expect(submit).toBeDisabled();
    const password = within(login).getByLabelText('Password');
    await user.type(password, 'salah-sekali');
    await user.click(within(login).getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(submit);

    expect(await within(login).findByRole('alert')).toHaveTextContent('Password salah. Periksa lalu coba lagi.');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(router.state.location.pathname).toBe('/app/akun/create');
    expect(within(form).getByLabelText('Username')).toHaveValue('kasir1');
  });

  it('signs out on Keluar, as a 401 did before: to login with the way back, and the session is gone', async () => {
    const { user, router, store } = await refusedSave();
    const login = await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT);
    await user.click(within(login).getByRole('button', { name: 'Keluar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), FIRST_VISIT);
    expect(router.state.location.search).toBe('?returnTo=%2Fapp%2Fakun%2Fcreate');
    expect(
      await screen.findByText('Sesi Anda telah berakhir. Silakan masuk kembali untuk melanjutkan.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  it('keeps the page when data already on screen is refreshed and refused, and loads it again after signing in', async () => {
    storeSession('owner');
    const { user, router } = await renderRoute('/apps/mailbox');
    const list = await screen.findByRole('region', { name: 'Notifikasi' }, FIRST_VISIT);
    await waitFor(
      () => expect(within(list).getAllByRole('link', { name: /Pengiriman terlambat/ }).length).toBeGreaterThan(0),
      FIRST_VISIT,
    );
    mockServer.use(http.get('*/api/general/late-transactions-today', unauthorized, { once: true }));
    await user.click(screen.getByRole('button', { name: 'Muat Ulang' }));

    const login = await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT);
    expect(router.state.location.pathname).toBe('/apps/mailbox');
    expect(within(list).getAllByRole('link', { name: /Pengiriman terlambat/ }).length).toBeGreaterThan(0);
    expect(within(list).getByText('Gagal memuat notifikasi.')).toBeInTheDocument();

    await user.type(within(login).getByLabelText('Password'), 'owner123');
    await user.click(within(login).getByRole('button', { name: 'Masuk Kembali' }));
    await waitFor(
      () => expect(within(list).queryByText('Gagal memuat notifikasi.')).not.toBeInTheDocument(),
      FIRST_VISIT,
    );
    expect(within(list).getAllByRole('link', { name: /Pengiriman terlambat/ }).length).toBeGreaterThan(0);
  });

  it('speaks English', async () => {
    const { user } = await refusedSave('en');
    const login = await screen.findByRole('dialog', { name: 'Session Expired' }, FIRST_VISIT);
    expect(within(login).getByText(/this page and everything you typed stay as they are/)).toBeInTheDocument();
    expect(within(login).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await user.type(within(login).getByLabelText('Password'), 'owner123');
    await user.click(within(login).getByRole('button', { name: 'Sign In Again' }));
    expect(
      await screen.findByText('What you typed is still there. Please save again.', {}, FIRST_VISIT),
    ).toBeInTheDocument();
  });
});
