import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { mockServer } from '@mocks/node';
import { serverError } from '../test/problem';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

const SHOP_INFO_ERROR = 'Failed to load shop information. Using default data.';
const CATEGORIES_ERROR = 'Failed to load flower categories. Using fallback data.';

describe('public home messages', () => {
  it("says 'Failed to load shop information. Using default data.' and reloads with 'Muat Ulang'", async () => {
    mockServer.use(http.get('*/api/general', serverError));
    const { user } = await renderRoute('/public/home');

    const notice = (await screen.findByText(SHOP_INFO_ERROR)).closest('[role="alert"]') as HTMLElement;
    // Defaults replace the parameters: the default tagline/about and the Indonesian footer defaults.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Rangkaian Bunga Segar untuk Setiap Momen Berharga' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Fleur Florist adalah toko bunga yang merangkai bunga segar pilihan/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText('Jl. Kemang Raya No. 21, Jakarta Selatan 12730'),
    ).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Dirangkai dengan Sepenuh Hati' });
    expect([...about.querySelectorAll('dd')].map((stat) => stat.textContent)).toEqual([
      '500+',
      '1000+',
      '24/7',
      'Esok Hari',
    ]);
    expect(screen.getByRole('link', { name: 'Chat Kami lewat WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/6281234567890/),
    );

    mockServer.resetHandlers();
    await user.click(within(notice).getByRole('button', { name: 'Muat Ulang' }));
    expect(await screen.findByText('Bunga segar langsung dari kebun setiap pagi')).toBeInTheDocument();
    expect(screen.queryByText(SHOP_INFO_ERROR)).not.toBeInTheDocument();
  });

  it("shows the 6 fallback categories with 'Failed to load flower categories. Using fallback data.' and 'Coba Lagi'", async () => {
    mockServer.use(http.get('*/api/FlowerCategory', serverError));
    const { user } = await renderRoute('/public/home');

    const section = await screen.findByRole('region', { name: 'Kategori Bunga' });
    const notice = (await within(section).findByText(CATEGORIES_ERROR)).closest('[role="alert"]') as HTMLElement;
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(within(section).getAllByRole('link', { name: 'Lihat Koleksi' })).toHaveLength(6);
    expect(within(section).getByRole('heading', { name: 'Anggrek & Tanaman Hias' })).toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(within(notice).getByRole('button', { name: 'Coba Lagi' }));
    // Backend categories carry their products (the fallback has none to count).
    expect(await within(section).findAllByText(/^\d+ produk$/)).toHaveLength(6);
    expect(within(section).queryByText(CATEGORIES_ERROR)).not.toBeInTheDocument();
  });

  it('says the English messages with English buttons in English', async () => {
    mockServer.use(http.get('*/api/general', serverError), http.get('*/api/FlowerCategory', serverError));
    await renderRoute('/public/home', { lng: 'en' });
    const shop = (await screen.findByText(SHOP_INFO_ERROR)).closest('[role="alert"]') as HTMLElement;
    expect(within(shop).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const categories = (await screen.findByText(CATEGORIES_ERROR)).closest('[role="alert"]') as HTMLElement;
    expect(within(categories).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rose Bouquets' })).toBeInTheDocument();
  });

  it("shows 'Belum ada kategori bunga tersedia.' when there are no categories", async () => {
    mockServer.use(http.get('*/api/FlowerCategory', () => HttpResponse.json([])));
    await renderRoute('/public/home');
    const section = await screen.findByRole('region', { name: 'Kategori Bunga' });
    expect(await within(section).findByText('Belum ada kategori bunga tersedia.')).toBeInTheDocument();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });
});
