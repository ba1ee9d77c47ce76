import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The prerendered wizard does not move while its stylesheets and web fonts
 * arrive, in whatever order they come. The categories are held back by the
 * mock's latency, so the page keeps its prerendered skeletons meanwhile.
 */

const WIZARD = '/public/fleur/order?mock=latency:30000';

/** Holds back the responses whose URL matches until `release()` is called. */
async function holdBack(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Where the given elements are, to the pixel. */
const positions = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [element.className, Math.round(x), Math.round(y), Math.round(width), Math.round(height)].join(' ');
    }),
  );

/** How many of the page's web-font faces of `family` (not their fallbacks) have loaded. */
const loadedFaces = (page: Page, family: string) =>
  page.evaluate(
    (name) =>
      [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded').length,
    family,
  );

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the prerendered wizard keeps its layout when its main stylesheet arrives before its own', async ({ page }) => {
  // Usually the main stylesheet (the largest) arrives last; here the wizard's own arrives after it.
  const release = await holdBack(page, /\/assets\/OrderWizardPage-[\w-]+\.css$/);
  const mainSheet = page.waitForResponse(/\/assets\/index-[\w-]+\.css$/);
  await page.goto(WIZARD, { waitUntil: 'commit' });
  await (await mainSheet).finished();
  await expect(page.locator('.wizard-card--skeleton').first()).toBeVisible();
  await nextFrames(page);
  const skeletons = '.wizard-header__title, .wizard-progress, .wizard-card--skeleton';
  const before = await positions(page, skeletons);

  release();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')].every(
          (link) => link.media === 'all',
        ),
      ),
    )
    .toBe(true);
  await nextFrames(page);
  expect(await positions(page, skeletons)).toEqual(before);
});

test('the wizard header stays put when Nunito Sans arrives after the other web fonts', async ({ page }) => {
  const release = await holdBack(page, /\/nunito-sans-[\w-]+\.woff2$/);
  // Not until 'load': the page preloads its Nunito Sans faces, and the load event waits for them.
  await page.goto(WIZARD, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => loadedFaces(page, 'Playfair Display')).toBeGreaterThan(0);
  await expect.poll(() => loadedFaces(page, 'bootstrap-icons')).toBe(1);
  await nextFrames(page);
  const header =
    '.public-header, .wizard-header__language, .wizard-header__title, .wizard-header__subtitle, .wizard-progress';
  const before = await positions(page, header);

  release();
  await expect.poll(() => loadedFaces(page, 'Nunito Sans')).toBeGreaterThan(0);
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
  const after = await positions(page, header);
  // the text is as tall in the stand-in face as in Nunito Sans: nothing moves down or up
  const tops = (list: string[]) => list.map((entry) => entry.split(' ').slice(-3, -2)[0]);
  expect(tops(after)).toEqual(tops(before));
});

/** The layout shifts of the page so far (no input), summed as Chromium reports them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );

test('a wrong order link does not move the page as its placeholders give way to the answer', async ({ page }) => {
  // The shell's placeholders are far taller than 'Pesanan tidak ditemukan': the footer must not rise into view.
  await page.goto('/public/pesanan/1001?t=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
  await nextFrames(page);
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test('an order page that fails to load does not move the page either', async ({ page }) => {
  await page.goto('/public/pesanan/1001?t=AAAAAAAAAAAAAAAAAAAAAA&mock=error:getPublicOrder:500');
  await expect(page.getByText('Pesanan gagal dimuat.')).toBeVisible();
  await nextFrames(page);
  expect(await layoutShift(page)).toBeLessThan(0.02);
});
