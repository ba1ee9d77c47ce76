import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';

vi.setConfig({ testTimeout: 30_000 });

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('/users/profile', () => {
  it('opens from the user menu and shows the username, role and language, with its page title', async () => {
    storeSession('admin');
    const { user, router } = await renderRoute('/app/flower');
    await user.click(await screen.findByRole('button', { name: 'Menu pengguna admin' }, FIRST_VISIT));
    await user.click(screen.getByRole('link', { name: 'Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' }, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profil | Fleur Florist'));
    expect(fact('Username')).toHaveTextContent('admin');
    expect(fact('Peran')).toHaveTextContent('Admin');
    expect(fact('Bahasa')).toHaveTextContent('Bahasa Indonesia');
    expect(screen.queryByText('Halaman Tidak Ditemukan')).not.toBeInTheDocument();
  });

  it('opens the theme settings panel, where the language is changed', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/users/profile');
    await user.click(await screen.findByRole('button', { name: 'Buka Pengaturan Tema' }, FIRST_VISIT));
    expect(await screen.findByRole('dialog', { name: 'Pengaturan Tema' })).toBeInTheDocument();
  });

  it('locks the screen from the page', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/users/profile');
    await user.click(await screen.findByRole('button', { name: 'Kunci Layar' }, FIRST_VISIT));
    expect(await screen.findByRole('dialog', { name: 'Layar Terkunci' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    storeSession('owner');
    await renderRoute('/users/profile', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' }, FIRST_VISIT)).toBeInTheDocument();
    expect(fact('Role')).toHaveTextContent('Owner');
    expect(fact('Language')).toHaveTextContent('English');
    const settings = screen.getByRole('region', { name: 'Appearance and language' });
    expect(within(settings).getByRole('button', { name: 'Open Theme Settings' })).toBeInTheDocument();
  });

  it('asks a visitor without a session to log in, returning here', async () => {
    const { router } = await renderRoute('/users/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), FIRST_VISIT);
    expect(router.state.location.search).toBe('?returnTo=%2Fusers%2Fprofile');
  });
});
