import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

/**
 * On the build made for a backend (its home page and order wizard carry the backend's categories and general
 * parameters: complete in the HTML), the app starts after the first paint, and the prerendered controls are ready as
 * they look: a tap right after the load is answered, and a tap while the app's scripts are still on their way is kept
 * and answered once the app hydrates the page (scripts/vite/startScript.mjs, src/app/start/earlyClicks.ts). A visitor
 * with something stored (another language, a draft) sees it at once. How long each answer takes on a phone is
 * `npm run bench:first-tap` (docs/performance.md#the-first-tap).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * A finger on the middle of the element: the browser's own touch, not a script's click (no actionability wait).
 * The main loader covers the page for its first 500 ms (MainLoader), so the finger meets the page once it has left.
 */
async function tap(page: Page, element: Locator) {
  await expect(page.getByTestId('main-loader')).toBeHidden();
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Holds the app's scripts until `release`: the page is painted from its HTML and its app is still on its way. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const menuToggle = (page: Page) => page.locator('header.public-header').getByRole('button', { name: 'Buka menu' });
const openMenu = (page: Page) => page.locator('#public-nav');

test('a tap on the menu right after the load opens it; the page passes axe as painted @snapshot-build', async ({
  page,
}) => {
  await page.goto('/public/home', { waitUntil: 'load' });
  // Complete from the HTML: the categories the build read, the shop's contacts, the WhatsApp link.
  await expect(page.getByRole('heading', { level: 3, name: 'Buket Mawar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(menuToggle(page)).toBeEnabled();

  await tap(page, menuToggle(page));

  await expect(openMenu(page)).toHaveClass(/(^|\s)show(\s|$)/);
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('a tap on the menu while the app is on its way is answered once it runs @snapshot-build', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/public/home', { waitUntil: 'domcontentloaded' });
  await expect.poll(scripts.count).toBeGreaterThan(0);
  expect(await axeViolations(page), 'the page as painted, before its app').toEqual([]);

  await tap(page, menuToggle(page));
  await expect(openMenu(page)).not.toHaveClass(/(^|\s)show(\s|$)/);
  await scripts.release();

  await expect(openMenu(page)).toHaveClass(/(^|\s)show(\s|$)/);
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
});

test('in the order wizard a tap on a category while the app is on its way shows its products @snapshot-build', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/public/fleur/order', { waitUntil: 'domcontentloaded' });
  await expect.poll(scripts.count).toBeGreaterThan(0);
  const card = page.getByRole('button', { name: /Lihat Produk.*Buket Mawar/ });
  await expect(card).toBeEnabled();

  await tap(page, card);
  await scripts.release();

  await expect(page.getByRole('heading', { level: 2, name: 'Buket Mawar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buket Mawar Merah Klasik' })).toBeVisible();
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`the main loader leaves after its 500 ms without the app (motion: ${reducedMotion}) @snapshot-build`, async ({
    page,
  }) => {
    // Android's "remove animations" setting: the loader neither spins nor fades, and still uncovers the page.
    await page.emulateMedia({ reducedMotion });
    const scripts = await holdScripts(page);
    await page.goto('/public/fleur/order', { waitUntil: 'domcontentloaded' });
    await expect.poll(scripts.count).toBeGreaterThan(0);

    await expect(page.getByTestId('main-loader')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scripts.release();
  });
}

test('a visitor with a stored language reads the page in it at once @snapshot-build', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'en'));
  await page.goto('/public/home');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header.public-header').getByRole('button', { name: 'Open menu' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Order Now' }).first()).toBeVisible();
});

test('a visitor with a draft finds it in the order wizard at once @snapshot-build', async ({ page }) => {
  await page.goto('/public/fleur/order');
  await tap(page, page.getByRole('button', { name: /Lihat Produk.*Buket Mawar/ }));
  await expect(page.getByRole('heading', { level: 2, name: 'Buket Mawar' })).toBeVisible();

  await page.reload();

  await expect(page.getByRole('heading', { level: 2, name: 'Buket Mawar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Buket Mawar Merah Klasik' })).toBeVisible();
});
