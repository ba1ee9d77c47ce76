import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage';

/** The prerendered page as a browser (or a link-preview crawler) parses it. */
async function prerendered(path: string, options: Parameters<typeof renderPage>[1] = {}) {
  const page = await renderPage(path, options);
  const document = new DOMParser().parseFromString(
    `<!doctype html><html lang="id"><head>${page.head}</head><body><div id="root">${page.html}</div>${page.data}</body></html>`,
    'text/html',
  );
  const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  return { page, document, meta };
}

describe('prerendered /public/home', () => {
  it('shows the hero text and the shop name in its HTML, before any data', async () => {
    const { document } = await prerendered('/public/home');
    expect(document.querySelector('h1')?.textContent).toBe('Rangkaian Bunga Segar untuk Setiap Momen Berharga');
    expect(document.querySelector('.brand-mark__name')?.textContent).toBe('Fleur Florist');
    const hero = document.querySelector('.home-hero picture img');
    expect(hero?.getAttribute('fetchpriority')).toBe('high');
    expect(hero?.hasAttribute('loading')).toBe(false);
    expect(document.querySelector('[data-testid="main-loader"]')).not.toBeNull();
  });

  it('carries the title, description, canonical URL, Open Graph and Twitter tags of a link preview', async () => {
    const { document, meta } = await prerendered('/public/home');
    expect(document.title).toBe('Beranda | Fleur Florist');
    expect(meta('meta[name="description"]')).toMatch(/toko bunga/i);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://fleurflorist.id/public/home',
    );
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[property="og:title"]')).toBe('Beranda | Fleur Florist');
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:url"]')).toBe('https://fleurflorist.id/public/home');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe('https://fleurflorist.id/og-image.jpg');
    expect([meta('meta[property="og:image:width"]'), meta('meta[property="og:image:height"]')]).toEqual([
      '1200',
      '630',
    ]);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://fleurflorist.id/og-image.jpg');
  });

  it('has valid JSON-LD of @type Florist with the default shop settings', async () => {
    const { document } = await prerendered('/public/home');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0].textContent ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Florist',
      name: 'Fleur Florist',
      telephone: '+6281234567890',
      address: { streetAddress: 'Jl. Kemang Raya No. 21, Jakarta Selatan 12730' },
      sameAs: expect.arrayContaining(['https://instagram.com/fleurflorist.id']),
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
  });
});

describe('other prerendered pages', () => {
  it('the order page is indexable, without JSON-LD', async () => {
    const { document, meta } = await prerendered('/public/fleur/order');
    expect(document.title).toBe('Pesan Bunga | Fleur Florist');
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('the login page is noindex and renders the form', async () => {
    const { document, meta, page } = await prerendered('/auth/login');
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.querySelector('form')).not.toBeNull();
    expect(page.namespaces).toEqual(expect.arrayContaining(['auth']));
  });

  it("the customer's order page is a noindex shell: its header and placeholders, for any order of the pattern", async () => {
    const { document, meta, page } = await prerendered('/public/pesanan/:orderID', {
      renderAt: '/public/pesanan/1?t=shell',
      query: 't',
    });
    expect(document.title).toBe('Status Pesanan | Fleur Florist');
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.querySelector('h1')?.textContent).toBe('Status Pesanan');
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toContain('Memuat pesanan');
    // nothing of the order it was rendered at: no number, no "not found"
    expect(document.body.textContent).not.toMatch(/#1\b|tidak ditemukan/i);
    expect(page.namespaces).toEqual(expect.arrayContaining(['orderPage']));
    const data = JSON.parse(document.getElementById('prerender-data')?.textContent ?? '{}');
    expect(data).toMatchObject({ path: '/public/pesanan/:orderID', query: 't' });
  });
});
