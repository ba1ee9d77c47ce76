import { act, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { renderRoute } from '@/test/renderRoute';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

afterEach(() => {
  vi.useRealTimers();
});

describe('public layout', () => {
  it('has the section anchors, the order button and the admin login link in the header', async () => {
    await renderRoute('/public/home');
    const header = await screen.findByRole('banner');
    const hrefs = ['Beranda', 'Tentang', 'Kategori', 'Galeri', 'Kontak'].map((name) =>
      within(header).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/public/home#home',
      '/public/home#about',
      '/public/home#categories',
      '/public/home#gallery',
      '/public/home#contact',
    ]);
    expect(within(header).getByRole('link', { name: /Pesan Sekarang/ })).toHaveAttribute('href', '/public/fleur/order');
    expect(within(header).getByRole('link', { name: /Login Admin/ })).toHaveAttribute('href', '/auth/login');
    expect(within(header).getByRole('button', { name: 'Buka menu' })).toBeInTheDocument();
  });

  it('opens and closes the mobile menu', async () => {
    const { user } = await renderRoute('/public/home');
    const header = await screen.findByRole('banner');
    const toggle = within(header).getByRole('button', { name: 'Buka menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(header).getByRole('link', { name: 'Tentang' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates to an anchor and scrolls its section into view smoothly', async () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const { user, router } = await renderRoute('/public/home');
    const header = await screen.findByRole('banner');
    await screen.findByRole('region', { name: 'Karya Terbaru Kami' });
    await user.click(within(header).getByRole('link', { name: 'Galeri' }));
    expect(router.state.location.hash).toBe('#gallery');
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('gallery'));
  });

  it('switches language without a reload and persists selectedLanguage', async () => {
    const { user, router } = await renderRoute('/public/home');
    const header = await screen.findByRole('banner');
    await screen.findByText('Bunga segar langsung dari kebun setiap pagi');
    const entriesBefore = router.state.location.key;

    await user.click(within(header).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('region', { name: 'Arranged with All Our Heart' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('Opening Hours')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(within(header).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    // Same document, same route entry, backend data kept: no reload happened.
    expect(screen.getByRole('banner')).toBe(header);
    expect(router.state.location.key).toBe(entriesBefore);
    expect(screen.getByText('Bunga segar langsung dari kebun setiap pagi')).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('region', { name: 'Dirangkai dengan Sepenuh Hati' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
  });

  it('starts with the main loader, which then goes away', async () => {
    await renderRoute('/public/home');
    const loader = await screen.findByTestId('main-loader');
    expect(loader).toHaveAccessibleName('Memuat halaman…');
    await waitForElementToBeRemoved(() => screen.queryByTestId('main-loader'), { timeout: 2000 });
  });

  it('shows the scroll-to-top button after 50 px of scrolling', async () => {
    await renderRoute('/public/home');
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Kembali ke atas' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 51 });
    // On a busy machine the page may still be attaching its scroll listener: the visitor scrolls on until it shows.
    await waitFor(() => {
      act(() => {
        fireEvent.scroll(window);
      });
      expect(screen.getByRole('button', { name: 'Kembali ke atas' })).toBeInTheDocument();
    });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows the scroll-to-top button on a page that opens scrolled down (back to a page read halfway)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    try {
      await renderRoute('/public/home');
      expect(await screen.findByRole('button', { name: 'Kembali ke atas' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});
