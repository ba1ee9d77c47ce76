import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPublicMenu } from './support/publicMenu';

/**
 * The public storefront home: every section filled from the backend
 * at phone and laptop widths, in-page anchors, the id/en switch and the
 * failure messages forced with the mock scenario controls.
 */

const SECTIONS = ['home', 'about', 'categories', 'gallery', 'services', 'testimonials', 'cta'] as const;
const FEATURE_1 = 'Bunga segar langsung dari kebun setiap pagi';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

async function expectAllSectionsFromBackend(page: Page) {
  await expect(page.locator('#home h1')).toHaveText('Rangkaian Bunga Segar untuk Setiap Momen Berharga');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual([...SECTIONS]);
  await expect(page.locator('#home')).toContainText(FEATURE_1);
  await expect(page.locator('#about')).toContainText('berdiri sejak 2015');
  await expect(page.locator('#about dd')).toHaveText(['500+', '1000+', '24/7', 'Esok Hari']);
  const categories = page.locator('#categories article');
  await expect(categories).toHaveCount(6);
  await expect(categories.first()).toContainText('Buket Mawar');
  await expect(categories.first()).toContainText('Rp 150.000 - Rp 1.500.000');
  await expect(page.locator('#categories').getByRole('link', { name: 'Lihat Koleksi' })).toHaveCount(6);
  const photos = page.locator('#gallery figure img');
  await expect(photos).toHaveCount(6);
  await expect(photos.first()).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(page.locator('#services h3')).toHaveCount(6);
  await expect(page.locator('#services')).toContainText('Langganan Bunga Mingguan');
  await expect(page.locator('#testimonials figure')).toHaveCount(3);
  await expect(page.locator('#cta').getByRole('link', { name: /Chat via WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281234567890\?text=/,
  );
  await expect(page.locator('footer#contact')).toContainText('halo@fleurflorist.id');
}

/** Distance between the top of a section and the bottom of the sticky header. */
async function offsetBelowHeader(page: Page, id: string) {
  return page.evaluate((target) => {
    const header = document.querySelector('header.public-header')!.getBoundingClientRect();
    return document.getElementById(target)!.getBoundingClientRect().top - header.bottom;
  }, id);
}

/** True when the page cannot scroll further down. */
async function atPageEnd(page: Page) {
  return page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
}

async function expectScrolledTo(page: Page, id: string) {
  await expect.poll(() => offsetBelowHeader(page, id), { timeout: 5000 }).toBeGreaterThanOrEqual(-2);
  await expect.poll(() => offsetBelowHeader(page, id), { timeout: 5000 }).toBeLessThan(40);
}

test.describe('public home @both', () => {
  test('shows every section from the backend (smoke)', async ({ page }) => {
    await page.goto('/public/home');
    await expectAllSectionsFromBackend(page);
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`public home at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows every section from the backend without horizontal scrolling', async ({ page }) => {
      await page.goto('/public/home');
      await expectAllSectionsFromBackend(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('header anchors scroll smoothly to their sections', async ({ page }) => {
      await page.goto('/public/home');
      await expect(page.locator('#gallery figure')).toHaveCount(6);
      const header = page.locator('header.public-header');
      const openMenu = async () => {
        if (viewport.width < 992) await openPublicMenu(page);
      };
      for (const [label, id] of [
        ['Galeri', 'gallery'],
        ['Tentang', 'about'],
        ['Kategori', 'categories'],
      ] as const) {
        await openMenu();
        await header.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/public/home#${id}$`));
        await expectScrolledTo(page, id);
      }
      await openMenu();
      await header.getByRole('link', { name: 'Kontak', exact: true }).click();
      await expect(page.locator('footer#contact')).toBeInViewport();
    });

    test('the contact link lands on the footer from a freshly loaded page', async ({ page }) => {
      // Below the fold the sections are not laid out yet (content-visibility);
      // the scroll must still end with the footer at the header's edge, or at the page's end.
      await page.goto('/public/home');
      await expect(page.locator('#gallery figure')).toHaveCount(6);
      const header = page.locator('header.public-header');
      if (viewport.width < 992) await openPublicMenu(page);
      await header.getByRole('link', { name: 'Kontak', exact: true }).click();
      await expect
        .poll(async () => (await atPageEnd(page)) || Math.abs(await offsetBelowHeader(page, 'contact')) <= 2, {
          timeout: 5000,
        })
        .toBe(true);
    });

    test('the catalogue button scrolls to the gallery and Shop Now opens the order page', async ({ page }) => {
      await page.goto('/public/home');
      await expect(page.locator('#gallery figure')).toHaveCount(6);
      await page.locator('#home').getByRole('link', { name: 'Lihat Katalog' }).click();
      await expectScrolledTo(page, 'gallery');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.locator('#home').getByRole('link', { name: 'Belanja Sekarang' }).click();
      await expect(page).toHaveURL(/\/public\/fleur\/order$/);
    });
  });
}

test.describe('public home behaviour', () => {
  test('switches to English without a reload and remembers the choice', async ({ page }) => {
    await page.goto('/public/home');
    await expect(page.locator('#home')).toContainText(FEATURE_1);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.locator('header.public-header').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('#about h2')).toHaveText('Arranged with All Our Heart');
    await expect(page.locator('#categories').getByRole('link', { name: 'View Collection' })).toHaveCount(6);
    await expect(page.locator('footer#contact')).toContainText('Opening Hours');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.locator('#about h2')).toHaveText('Arranged with All Our Heart');
  });

  test('load more appends the next gallery page and disappears at the end', async ({ page }) => {
    await page.goto('/public/home');
    const photos = page.locator('#gallery figure');
    await expect(photos).toHaveCount(6);
    await page.locator('#gallery').getByRole('button', { name: 'Muat Lebih Banyak' }).click();
    await expect(photos).toHaveCount(11);
    await expect(photos.first()).toContainText('Buket Mawar Pink Romantis');
    await expect(page.locator('#gallery').getByRole('button', { name: 'Muat Lebih Banyak' })).toHaveCount(0);
  });

  test('the chat button opens WhatsApp with the shop number and greeting in a new tab', async ({ page }) => {
    await page.goto('/public/home');
    const chat = page.getByRole('link', { name: 'Chat Kami lewat WhatsApp' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=Halo%20Fleur%20Florist/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('button', { name: 'Sembunyikan tombol chat' }).click();
    await expect(chat).toHaveCount(0);
  });

  test('nothing shifts while slow data arrives', async ({ page }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { cls: number };
      state.cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/public/home?mock=latency:800');
    await expect(page.locator('#home')).toContainText(FEATURE_1);
    await expect(page.locator('#gallery figure')).toHaveCount(6);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls).toBeLessThan(0.05);
  });

  test('does not load back-office code, formik, yup or sweetalert2', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (/\/assets\/.+\.js$/.test(url)) scripts.push({ url, body: await response.text().catch(() => '') });
    });
    await page.goto('/public/home');
    await expect(page.locator('#gallery figure')).toHaveCount(6);
    const appScripts = scripts.filter(
      ({ url }) => !/\/(mockBackend|loadOpenApi[^/]*|MockPanel[^/]*)-[^/]+\.js$/.test(url),
    );
    for (const { url, body } of appScripts) {
      expect(url).not.toMatch(/AppLayout|dialogs|sweetalert2|formik|yup/i);
      expect(body, url).not.toMatch(/swal2-|sweetalert2|formik/i);
    }
  });
});
