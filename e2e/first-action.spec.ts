import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

/**
 * On the build made for a backend (its home page and order wizard carry the backend's categories and general
 * parameters: complete in the HTML), a visitor on a phone who only reads the page runs none of the app's
 * JavaScript; the app starts on their first action, and the tap that started it is not lost: it opens the menu,
 * or the category's products, once the app runs (scripts/vite/startScript.mjs). A visitor with something stored
 * (here, another language) gets the app at once, as on every other build.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The app's scripts, its translation files and the backend calls the page has asked for so far. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const watched = ['/api/', '/assets/i18n/'].some((start) => url.pathname.startsWith(start));
    if (request.resourceType() === 'script' || watched) urls.push(url.pathname);
  });
  return {
    scripts: () => urls.filter((path) => path.endsWith('.js')),
    translations: () => urls.filter((path) => path.startsWith('/assets/i18n/')),
    calls: () => urls.filter((path) => path.startsWith('/api/')),
  };
}

/** A finger on the middle of the element: the browser's own touch, not a script's click (no actionability wait). */
async function tap(page: Page, element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The page as loaded and left alone for a moment: nothing more arrives without the visitor. */
async function openAndRest(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
}

test('the home page runs no script until the visitor taps; the tap on the menu then opens it @snapshot-build', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await openAndRest(page, '/public/home');

  // Complete from the HTML: the categories the build read, the shop's contacts, the WhatsApp link.
  await expect(page.getByRole('heading', { level: 3, name: 'Buket Mawar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const toggle = page.locator('header.public-header').getByRole('button', { name: 'Buka menu' });
  await expect(toggle).toBeDisabled();
  expect(requests.scripts()).toEqual([]);
  expect(requests.translations()).toEqual([]);
  expect(requests.calls()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  expect(requests.scripts(), 'axe ran without starting the app').toEqual([]);

  await tap(page, toggle);

  await expect(page.locator('#public-nav')).toHaveClass(/(^|\s)show(\s|$)/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(requests.scripts().length).toBeGreaterThan(0);
  // The page's own texts come with its app (app/i18n/namespaces.ts).
  expect(requests.translations()).toEqual(['/assets/i18n/id/home.json']);
  // The snapshots are asked of the backend again once the app runs.
  await expect.poll(() => requests.calls()).toEqual(expect.arrayContaining(['/api/general', '/api/FlowerCategory']));
});

test('in the order wizard the first tap on a category shows its products @snapshot-build', async ({ page }) => {
  const requests = watchRequests(page);
  await openAndRest(page, '/public/fleur/order');

  const card = page.getByRole('button', { name: /Lihat Produk.*Buket Mawar/ });
  await expect(card).toBeDisabled();
  expect(requests.scripts()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await tap(page, card);

  await expect(page.getByRole('heading', { name: 'Buket Mawar Merah Klasik' })).toBeVisible();
  expect(requests.scripts().length).toBeGreaterThan(0);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the main loader leaves after its 500 ms without the app (motion: ${reducedMotion}) @snapshot-build`, async ({
    page,
  }) => {
    // Android's "remove animations" setting: the loader neither spins nor fades, and still uncovers the page.
    await page.emulateMedia({ reducedMotion });
    const requests = watchRequests(page);
    await openAndRest(page, '/public/fleur/order');

    await expect(page.getByTestId('main-loader')).toBeHidden();
    expect(requests.scripts()).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tap(page, page.getByRole('button', { name: /Lihat Produk.*Buket Mawar/ }));
    await expect(page.getByRole('heading', { name: 'Buket Mawar Merah Klasik' })).toBeVisible();
    expect(requests.scripts().length).toBeGreaterThan(0);
  });
}

test('a scroll starts the app, and a scroll is not taken for a tap @snapshot-build', async ({ page }) => {
  const requests = watchRequests(page);
  await openAndRest(page, '/public/home');
  expect(requests.scripts()).toEqual([]);

  await page.mouse.wheel(0, 600);

  await expect.poll(() => requests.calls()).toContain('/api/general');
  await expect(page.locator('header.public-header').getByRole('button', { name: 'Buka menu' })).toBeEnabled();
  await expect(page.locator('#public-nav')).not.toHaveClass(/(^|\s)show(\s|$)/);
});

test('a visitor with a stored language gets the app at once, without acting @snapshot-build', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'en'));
  const requests = watchRequests(page);
  await page.goto('/public/home');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header.public-header').getByRole('button', { name: 'Open menu' })).toBeEnabled();
  expect(requests.scripts().length).toBeGreaterThan(0);
});
