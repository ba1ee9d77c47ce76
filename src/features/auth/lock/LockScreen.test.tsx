import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { LOCK_STORAGE_KEY, SESSION_KEYS } from '../session/sessionPersistence';

vi.setConfig({ testTimeout: 30_000 });

/** The add-account page with a username typed: something that must survive the lock. */
async function pageWithTypedText() {
  storeSession('owner');
  const utils = await renderRoute('/app/akun/create');
  const username = await screen.findByLabelText('Username', {}, FIRST_VISIT);
  await utils.user.type(username, 'kasir-baru');
  return { ...utils, username };
}

async function openUserMenu(user: Awaited<ReturnType<typeof renderRoute>>['user'], name = 'owner') {
  await user.click(await screen.findByRole('button', { name: `Menu pengguna ${name}` }, FIRST_VISIT));
}

describe('the lock screen over the back office', () => {
  it('locks from the user menu, hides and disables the page, and unlocks with the password keeping what was typed', async () => {
    const { user, router, username, container } = await pageWithTypedText();
    await openUserMenu(user);
    const item = screen.getByRole('link', { name: 'Lock Screen' });
    expect(item).toHaveAttribute('href', '/auth/boxed-lockscreen?returnTo=%2Fapp%2Fakun%2Fcreate');
    expect(item).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+L');
    await user.click(item);

    const lock = await screen.findByRole('dialog', { name: 'Layar Terkunci' });
    expect(router.state.location.pathname).toBe('/app/akun/create');
    expect(container).toHaveAttribute('inert');
    expect(localStorage.getItem(LOCK_STORAGE_KEY)).toBe('true');
    expect(within(lock).getByText(/Masukkan password owner untuk membukanya/)).toBeInTheDocument();
    expect(within(lock).getByLabelText('Username')).toHaveValue('owner');

    await user.type(within(lock).getByLabelText('Password'), 'bukan-ini');
    await user.click(within(lock).getByRole('button', { name: 'Buka Kunci' }));
    expect(await within(lock).findByRole('alert')).toHaveTextContent('Password salah. Periksa lalu coba lagi.');
    expect(screen.getByRole('dialog', { name: 'Layar Terkunci' })).toBe(lock);

    await user.type(within(lock).getByLabelText('Password'), 'owner123');
    await user.click(within(lock).getByRole('button', { name: 'Buka Kunci' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Layar Terkunci' })).not.toBeInTheDocument(),
      FIRST_VISIT,
    );
    expect(container).not.toHaveAttribute('inert');
    expect(localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
    expect(username).toHaveValue('kasir-baru');
    expect(router.state.location.pathname).toBe('/app/akun/create');
  });

  it('locks with Alt+Shift+L, also for an account without a customer profile', async () => {
    storeSession('staff');
    const { user } = await renderRoute('/app/flower');
    await screen.findByRole('heading', { level: 1, name: 'Manajemen Kategori Bunga' }, FIRST_VISIT);
    await user.keyboard('{Alt>}{Shift>}L{/Shift}{/Alt}');
    const lock = await screen.findByRole('dialog', { name: 'Layar Terkunci' });
    expect(within(lock).getByLabelText('Username')).toHaveValue('staff');
  });

  it('stays locked after a reload', async () => {
    storeSession('admin');
    localStorage.setItem(LOCK_STORAGE_KEY, 'true');
    await renderRoute('/app/gallery');
    const lock = await screen.findByRole('dialog', { name: 'Layar Terkunci' }, FIRST_VISIT);
    expect(within(lock).getByLabelText('Username')).toHaveValue('admin');
  });

  it('offers Sign Out as the way out', async () => {
    const { user, router, store } = await pageWithTypedText();
    await user.keyboard('{Alt>}{Shift>}L{/Shift}{/Alt}');
    const lock = await screen.findByRole('dialog', { name: 'Layar Terkunci' });
    expect(within(lock).getByText('Bukan owner?')).toBeInTheDocument();
    await user.click(within(lock).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/home'), FIRST_VISIT);
    for (const key of [...Object.values(SESSION_KEYS), LOCK_STORAGE_KEY]) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().session).toMatchObject({ token: null, locked: false });
  });
});

describe('/auth/boxed-lockscreen', () => {
  it('shows the same lock screen with its title, locks the back office, and returns to returnTo after unlocking', async () => {
    storeSession('owner');
    const { user, router } = await renderRoute('/auth/boxed-lockscreen?returnTo=%2Fapp%2Fgallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Layar Terkunci' }, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kunci Layar | Fleur Florist'));
    expect(localStorage.getItem(LOCK_STORAGE_KEY)).toBe('true');

    await user.type(screen.getByLabelText('Password'), 'owner123');
    await user.click(screen.getByRole('button', { name: 'Buka Kunci' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gallery'), FIRST_VISIT);
    expect(screen.queryByRole('dialog', { name: 'Layar Terkunci' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
  });

  it('cannot be got round by typing a back-office address', async () => {
    storeSession('owner');
    const { router } = await renderRoute('/auth/boxed-lockscreen');
    await screen.findByRole('heading', { level: 1, name: 'Layar Terkunci' }, FIRST_VISIT);
    await router.navigate('/app/flower');
    expect(await screen.findByRole('dialog', { name: 'Layar Terkunci' }, FIRST_VISIT)).toBeInTheDocument();
  });

  it('sends a visitor without a session to login', async () => {
    const { router } = await renderRoute('/auth/boxed-lockscreen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), FIRST_VISIT);
  });

  it('speaks English', async () => {
    storeSession('owner');
    await renderRoute('/auth/boxed-lockscreen', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Screen Locked' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(screen.getByText('Not owner?')).toBeInTheDocument();
  });
});
