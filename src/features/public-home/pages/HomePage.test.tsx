import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';

// The whole app renders (lazy routes, mock backend): allow for a busy machine.

const FEATURE_1 = 'Bunga segar langsung dari kebun setiap pagi';
const ABOUT_START = /^Fleur Florist adalah toko bunga asal Jakarta yang berdiri sejak 2015/;

describe('public home', () => {
  it('shows every section in order', async () => {
    const { container } = await renderRoute('/public/home');
    await screen.findByText(FEATURE_1);
    const ids = [...container.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['home', 'about', 'categories', 'gallery', 'services', 'testimonials', 'cta']);
  });

  it('fills hero, about, stats and services from the named general parameters', async () => {
    await renderRoute('/public/home');
    const hero = (
      await screen.findByRole('heading', { level: 1, name: 'Rangkaian Bunga Segar untuk Setiap Momen Berharga' })
    ).closest('section')!;
    // The hero shows its default texts while the parameters load (prerendered page): wait for the backend's.
    expect(await within(hero).findByText(FEATURE_1)).toBeInTheDocument();
    expect(within(hero).getByText('Pengiriman esok hari ke seluruh Jabodetabek')).toBeInTheDocument();
    expect(within(hero).getByText('Gratis kartu ucapan dan pesan personal')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: /Belanja Sekarang/ })).toHaveAttribute('href', '/public/fleur/order');
    expect(within(hero).getByRole('link', { name: /Lihat Katalog/ })).toHaveAttribute('href', '/public/home#gallery');

    const about = screen.getByRole('region', { name: 'Dirangkai dengan Sepenuh Hati' });
    expect(within(about).getByText(ABOUT_START)).toBeInTheDocument();
    const stat = (label: string) => within(about).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(stat('Jenis Bunga')).toBe('500+');
    expect(stat('Pelanggan Puas')).toBe('1000+');
    expect(stat('Layanan Pelanggan')).toBe('24/7');
    expect(stat('Pengiriman')).toBe('Esok Hari');

    const services = screen.getByRole('region', { name: 'Apa yang Bisa Kami Bantu' });
    const names = within(services)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Buket Bunga Segar',
      'Dekorasi Pernikahan',
      'Bunga Duka Cita',
      'Parsel & Hampers',
      'Langganan Bunga Mingguan',
      'Pengiriman Terjadwal',
    ]);
  });

  it('shows the backend categories with their photo, price range and a Lihat Koleksi link to the order page', async () => {
    await renderRoute('/public/home');
    const section = await screen.findByRole('region', { name: 'Kategori Bunga' });
    await within(section).findByRole('heading', { name: 'Buket Mawar' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const roses = cards[0];
    expect(within(roses).getByRole('img', { name: 'Buket Mawar' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/mock-assets\/categories\/buket-mawar\.jpg$/),
    );
    expect(within(roses).getByText('Rp 150.000 - Rp 1.500.000')).toBeInTheDocument();
    expect(within(roses).getByText('Populer')).toBeInTheDocument();
    expect(within(roses).getByText('5 produk')).toBeInTheDocument();
    const links = within(section).getAllByRole('link', { name: 'Lihat Koleksi' });
    expect(links).toHaveLength(6);
    for (const link of links) expect(link).toHaveAttribute('href', '/public/fleur/order');
  });

  it('shows three testimonials and a call-to-action with order and WhatsApp buttons', async () => {
    await renderRoute('/public/home');
    await screen.findByText(FEATURE_1);
    const testimonials = screen.getByRole('region', { name: 'Kata Pelanggan Kami' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    const cta = screen.getByRole('region', { name: 'Siap Mengirim Kebahagiaan?' });
    expect(within(cta).getByRole('link', { name: /Pesan Sekarang/ })).toHaveAttribute('href', '/public/fleur/order');
    const whatsapp = within(cta).getByRole('link', { name: /Chat via WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps backend content and translates the page in English', async () => {
    await renderRoute('/public/home', { lng: 'en' });
    await screen.findByText(FEATURE_1);
    expect(screen.getByRole('region', { name: 'Arranged with All Our Heart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Shop Now/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View Collection' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument());
  });
});
