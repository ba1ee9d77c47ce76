import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { reloadPage } from '../model/reloadPage';
import { SETTINGS_STORAGE_KEY } from '../model/themeSettings';

vi.mock('../model/reloadPage', () => ({ reloadPage: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

async function openPanel() {
  storeSession('owner');
  const utils = await renderRoute('/app/tables');
  await utils.user.click(await screen.findByRole('button', { name: 'Buka pengaturan tema' }, FIRST_VISIT));
  const panel = await screen.findByRole('dialog', { name: 'Pengaturan Tema' });
  return { ...utils, panel };
}

function stored() {
  return JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
}

describe('theme settings panel', () => {
  it('applies every option live and keeps it after a reload', async () => {
    const { user, panel, container } = await openPanel();
    const ui = within(panel);
    await user.click(ui.getByLabelText('Gelap'));
    await user.click(ui.getByLabelText('Vertikal ringkas'));
    await user.click(ui.getByRole('switch', { name: 'Semi gelap' }));
    await user.click(ui.getByLabelText('Kotak'));
    await user.click(ui.getByLabelText('Mengambang'));
    await user.selectOptions(ui.getByLabelText('Animasi perpindahan halaman'), 'zoom-in');

    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    const shell = container.querySelector('.app-shell');
    expect(shell).toHaveClass(
      'app-shell--collapsible-vertical',
      'app-shell--semidark',
      'app-shell--boxed-layout',
      'app-shell--navbar-floating',
    );
    expect(stored()).toMatchObject({
      theme: 'dark',
      menu: 'collapsible-vertical',
      semidark: true,
      layout: 'boxed-layout',
      navbar: 'navbar-floating',
      animation: 'zoom-in',
    });

    // A reload: a fresh store and app read the stored settings.
    cleanup();
    const again = await renderRoute('/app/tables');
    await screen.findByRole('heading', { level: 1, name: 'Tabel Pesanan' }, FIRST_VISIT);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(again.container.querySelector('.app-shell')).toHaveClass(
      'app-shell--collapsible-vertical',
      'app-shell--semidark',
      'app-shell--boxed-layout',
    );
    expect(again.store.getState().themeSettings).toMatchObject({ theme: 'dark', animation: 'zoom-in' });
  });

  it('switches the direction on its own', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByLabelText('Kanan ke kiri'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(stored().rtlClass).toBe('rtl');
    await user.click(within(panel).getByLabelText('Kiri ke kanan'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('offers the 17 languages; Arabic switches to rtl, stores the choice and reloads; others go back to ltr', async () => {
    const { user, panel } = await openPanel();
    const languages = within(within(panel).getByRole('group', { name: 'Bahasa' })).getAllByRole('button');
    expect(languages).toHaveLength(17);

    await user.click(within(panel).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('selectedLanguage')).toBe('ae');
    expect(stored().rtlClass).toBe('rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(await screen.findByRole('dialog', { name: 'إعدادات المظهر' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem('selectedLanguage')).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
