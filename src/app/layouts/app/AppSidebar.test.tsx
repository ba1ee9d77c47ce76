import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';
import { sendReceipts } from '@/entities/payment/test/sendReceipt';
import { SETTINGS_STORAGE_KEY } from '@/features/theme-settings/model/themeSettings';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { DESKTOP_QUERY } from './navItems';

vi.setConfig({ testTimeout: 30_000 });

/** The text a link shows, as it reads on screen (the badge a word of its own). */
const shownText = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A window at least 1024 px wide: the sidebar in its column, or the horizontal menu. */
function wideWindow() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query === DESKTOP_QUERY,
  }));
}

afterEach(() => vi.restoreAllMocks());

/**
 * The payment receipts' link with a receipt waiting: the name holds the text the link shows, as it reads (the label, a
 * space, the count), then what is counted, so what is seen can be said (WCAG 2.5.3).
 */
describe("the navigation's 'Bukti Pembayaran' with a receipt waiting", () => {
  it('is named by what it shows in the menu of a narrow window', async () => {
    await sendReceipts(1);
    storeSession('owner');
    const { user } = await renderRoute('/app/flower');
    await user.click(await screen.findByRole('button', { name: 'Buka atau tutup menu' }, FIRST_VISIT));
    const link = await screen.findByRole('link', { name: /^Bukti Pembayaran/ }, FIRST_VISIT);
    await screen.findByText('1', { selector: '.badge' }, FIRST_VISIT);
    expect(shownText(link)).toBe('Bukti Pembayaran 1');
    expect(link).toHaveAccessibleName('Bukti Pembayaran 1 menunggu');
    expect(link).toHaveAccessibleName(expect.stringContaining(shownText(link)));
  });

  it('is named by what it shows in English, in the sidebar of a wide window', async () => {
    wideWindow();
    await sendReceipts(2);
    storeSession('owner');
    await renderRoute('/app/flower', { lng: 'en' });
    const link = await screen.findByRole('link', { name: /^Payment Proofs/ }, FIRST_VISIT);
    await screen.findByText('2', { selector: '.badge' }, FIRST_VISIT);
    expect(shownText(link)).toBe('Payment Proofs 2');
    expect(link).toHaveAccessibleName('Payment Proofs 2 pending');
  });

  it('is named by what it shows in the horizontal menu', async () => {
    wideWindow();
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ menu: 'horizontal' }));
    await sendReceipts(1);
    storeSession('owner');
    await renderRoute('/app/flower');
    const link = await screen.findByRole('link', { name: /^Bukti Pembayaran/ }, FIRST_VISIT);
    await screen.findByText('1', { selector: '.badge' }, FIRST_VISIT);
    expect(link.closest('nav')).toHaveClass('app-hmenu');
    expect(shownText(link)).toBe('Bukti Pembayaran 1');
    expect(link).toHaveAccessibleName('Bukti Pembayaran 1 menunggu');
  });

  it('is named from its label and count, in that order, in every language of the theme panel', async () => {
    const i18n = await initI18n({ resources: bundledResources(), lng: 'id' });
    for (const lng of LANGUAGE_CODES) {
      const t = i18n.getFixedT(lng, 'shell');
      const label = t('sidebar.payments');
      expect(t('sidebar.pendingCount', { label, count: '99+' }), lng).toMatch(
        new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 99\\+ \\S`),
      );
    }
  });
});
