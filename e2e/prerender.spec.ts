import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The storefront is painted from HTML: the first response of
 * /public/home carries the hero text and the shop's name, its Open Graph tags
 * and schema.org JSON-LD are valid, and the app hydrates that markup — the
 * prerendered nodes stay in the page, no hydration warning is logged — and
 * then shows live backend data. In both backend modes.
 */

const HERO_TITLE = 'Rangkaian Bunga Segar untuk Setiap Momen Berharga';

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

test('the first response of /public/home has the hero, the shop name, Open Graph tags and JSON-LD @both', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(`${baseURL}/public/home`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();

  expect(html).toContain(HERO_TITLE);
  expect(html).toContain('Fleur Florist');
  expect(html).toMatch(/<html[^>]+lang="id"/);

  expect(metaContent(html, 'og:type')).toBe('website');
  expect(metaContent(html, 'og:title')).toBe('Beranda | Fleur Florist');
  expect(metaContent(html, 'og:description')?.length).toBeGreaterThan(50);
  expect(metaContent(html, 'og:locale')).toBe('id_ID');
  expect(new URL(metaContent(html, 'og:url')!).pathname).toBe('/public/home');
  const image = new URL(metaContent(html, 'og:image')!);
  expect(image.protocol).toBe('https:');
  expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1200', '630']);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toMatch(/<link[^>]+rel="canonical"[^>]+href="https:\/\/[^"]+\/public\/home"/);

  // The picture a shared link shows is served by the build.
  const picture = await request.get(`${baseURL}${image.pathname}`);
  expect(picture.ok()).toBe(true);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
  expect(blocks).toHaveLength(1);
  const florist = JSON.parse(blocks[0]) as Record<string, unknown>;
  expect(florist['@context']).toBe('https://schema.org');
  expect(florist['@type']).toBe('Florist');
  expect(florist.name).toBe('Fleur Florist');
  expect(florist.telephone).toMatch(/^\+62\d{8,13}$/);
  expect(florist.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'ID' });
  expect(new URL(florist.url as string).pathname).toBe('/public/home');
});

test('the app hydrates the prerendered home without warnings and then shows backend data @both', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  // Remember the hero heading the HTML parser made, before any script runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerenderedTitle?: Element | null }).prerenderedTitle =
          document.querySelector('#home h1');
      }
    });
  });

  await page.goto('/public/home');
  await expect(page.locator('#categories article')).toHaveCount(6);
  await expect(page.locator('#categories article').first()).toContainText('Rp 150.000 - Rp 1.500.000');
  await expect(page.locator('#gallery figure img')).toHaveCount(6);
  await expect(page.locator('footer#contact')).toContainText('halo@fleurflorist.id');

  const sameHeading = await page.evaluate(() => {
    const remembered = (window as unknown as { prerenderedTitle?: Element | null }).prerenderedTitle;
    return Boolean(remembered) && remembered!.isConnected && remembered === document.querySelector('#home h1');
  });
  expect(sameHeading, 'the prerendered hero heading is still the one on screen (hydrated, not rendered afresh)').toBe(
    true,
  );
  await expect(page.locator('#home h1')).toHaveText(HERO_TITLE);
  expect(
    logged.filter((line) => /hydrat|#418|#423|#425/i.test(line)),
    'hydration warnings',
  ).toEqual([]);
  expect(logged, 'console errors and warnings').toEqual([]);
});

test('a prerendered page preloads the chunks its start needs beside the entry, and each of them exists @both', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get(`${baseURL}/public/fleur/order`)).text();
  // The start script's list (scripts/vite/prerender.mjs): added as module preloads once the HTML is painted,
  // the entry first; the entry runs once they are all in the document.
  const entry = /var entry=("[^"]+")/.exec(html)?.[1];
  const list = /preloads=(\[[^\]]*\])/.exec(html)?.[1];
  expect(entry && list, 'the start script names the entry and lists the preloads').toBeTruthy();
  const preloads = JSON.parse(list!) as string[];
  expect(preloads[0]).toBe(JSON.parse(entry!));
  expect(preloads).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/RootRoute-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/OrderWizardPage-[\w-]+\.js$/),
    ]),
  );
  expect(new Set(preloads).size, 'each chunk listed once').toBe(preloads.length);
  // Steps 2 and 3 (the order form, formik and yup) are fetched later, not before step 1 shows.
  expect(
    preloads.filter((path) => /\/(ProductStep|ConfirmStep|OrderDetailsForm)-/.test(path)),
    'later steps preloaded at start',
  ).toEqual([]);
  const chunks = await Promise.all(
    preloads.map(async (path) => ({ path, response: await request.get(`${baseURL}${path}`) })),
  );
  expect(
    chunks.filter(({ response }) => response.status() !== 200).map(({ path }) => path),
    'listed chunks that do not exist',
  ).toEqual([]);
  // yup's default messages are in its code whatever the chunk is called
  const withYup = await Promise.all(
    chunks.map(async ({ path, response }) => ((await response.text()).includes('is a required field') ? [path] : [])),
  );
  expect(withYup.flat(), 'chunks with yup preloaded at start').toEqual([]);
});

test('a page opened in a background tab starts from the timer and links its chunks at once @mocked', async ({
  page,
}) => {
  // A background tab: hidden, no animation frames, and the browser runs its timers once a second there,
  // so the start script must not chain a timer per pair of preloads (it would take many seconds to start).
  await page.addInitScript(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
    const chained: string[] = [];
    (window as unknown as { chainedTimers: string[] }).chainedTimers = chained;
    const setTimeoutBefore = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
      if (typeof handler === 'function' && handler.name === 'preload') chained.push(handler.name);
      return setTimeoutBefore(handler, timeout, ...rest);
    }) as typeof window.setTimeout;
  });

  await page.goto('/public/fleur/order');
  await expect(page.getByRole('button', { name: /^Lihat Produk / }).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { chainedTimers: string[] }).chainedTimers)).toEqual([]);
});

for (const path of ['/public/home', '/public/fleur/order']) {
  test(`the skeletons of ${path} are static while it starts: no pulse per placeholder @mocked`, async ({ page }) => {
    // Pulsing placeholders (Bootstrap's placeholder-glow) block a phone's main thread while the page
    // starts (docs/performance.md); the storefront's skeletons keep their shapes only.
    // The scripts are held back, so the prerendered skeletons stay on screen.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('.placeholder').first()).toBeVisible();
    const pulsing = await page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
        .filter((target): target is Element => Boolean(target?.closest('.placeholder')))
        .map((target) => target.className),
    );
    expect(pulsing, 'placeholders that pulse').toEqual([]);
  });
}

test('a prerendered page switches its stylesheets on and starts its scripts only after its first paint is shown @mocked', async ({
  page,
}) => {
  // Before it, they could arrive and apply while the first frame was still being painted, which put
  // them, and the web fonts the stylesheets name, on the first paint's path.
  // A slow phone's CPU makes the first frame take longer than the local downloads.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { beforePaint: string[] }).beforePaint = seen;
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (
          record.type === 'attributes' &&
          target.matches('link[data-deferred-style]') &&
          (target as HTMLLinkElement).media === 'all' &&
          !painted()
        )
          seen.push(`stylesheet ${target.getAttribute('href')}`);
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.type === 'module' && !painted())
            seen.push(`script ${node.src}`);
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && !painted())
            seen.push(`preload ${node.href}`);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['media'] });
  });

  for (const path of ['/public/home', '/public/fleur/order', '/auth/login']) {
    await page.goto(path);
    await expect(page.locator('link[data-deferred-style][media="all"]').first()).toBeAttached({ timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('script[type="module"]').length), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { beforePaint: string[] }).beforePaint),
      `${path}: applied or started before the first paint`,
    ).toEqual([]);
    // The in-browser backend has started (its service worker controls the tab): leaving before, the
    // next page could load while the worker was still installing, and msw reloads a page it does not control.
    await page.waitForFunction(() => Boolean(window.__mockBackend), undefined, { timeout: 15_000 });
  }
});

test('a prerendered page preloads, at low priority, the web font faces its first screen uses and no other @mocked', async ({
  page,
}) => {
  // The faces' @font-face rules are inline in the head (scripts/vite/inlineFontFaces.mjs), so the first
  // layout knows them; each page lists the faces it uses (src/app/prerender/prerenderedPages.ts) and
  // preloads them at low priority. A face it preloads but does not use costs a phone its bytes; one
  // it uses and does not preload is fetched at the highest priority, beside the critical CSS.
  // What each page shows once its data is in: the faces are counted then (a quiet network alone can come
  // before the in-browser backend has answered, on a busy machine).
  const shown: Record<string, (page: Page) => Locator> = {
    '/public/home': (page) => page.locator('#gallery figure img').first(),
    '/public/fleur/order': (page) => page.getByRole('button', { name: /^Lihat Produk / }).first(),
    '/auth/login': (page) => page.getByRole('button', { name: 'Masuk', exact: true }),
  };
  for (const path of ['/public/home', '/public/fleur/order', '/auth/login']) {
    const used = new Set<string>();
    const preloaded = new Set<string>();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(shown[path](page)).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const sheet = (document.getElementById('font-faces') as HTMLStyleElement | null)?.sheet;
        const faces = [...(sheet?.cssRules ?? [])].filter(
          (rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule,
        );
        const faceByFile = new Map(
          faces.map((rule) => {
            const family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '');
            const weight = rule.style.getPropertyValue('font-weight');
            const file = /url\("?([^")]+\.woff2)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '';
            return [new URL(file, location.href).href, weight ? `${family} ${weight}` : family];
          }),
        );
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
        return {
          faces: faces.length,
          preloads: links.map((link) => ({
            face: faceByFile.get(link.href) ?? link.href,
            priority: link.getAttribute('fetchpriority'),
          })),
          loaded: [...document.fonts]
            .filter((face) => face.status === 'loaded' && !face.family.endsWith(' fallback'))
            .map((face) => (face.weight === 'normal' ? face.family : `${face.family} ${face.weight}`)),
        };
      });
      expect(fonts.faces, `${path}: inline @font-face rules`).toBeGreaterThan(0);
      expect(
        fonts.preloads.filter(({ priority }) => priority !== 'low'),
        `${path}: font preloads not at low priority`,
      ).toEqual([]);
      fonts.preloads.forEach(({ face }) => preloaded.add(face));
      fonts.loaded.forEach((face) => used.add(face));
    }
    expect([...preloaded].sort(), `${path}: preloaded faces against the faces it uses at 390 or 1366 px`).toEqual(
      [...used].sort(),
    );
  }
});

test("every link to a customer's order page gets its prerendered shell: the header and placeholders, not indexed @both", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get(`${baseURL}/public/pesanan/1042?t=any-token`)).text();
  expect(html).toMatch(/<h1 class="order-page-header__title">Status Pesanan<\/h1>/);
  expect(html).toContain('Memuat pesanan');
  expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
  expect(html).toContain('href="/assets/i18n/id/orderPage.json"');
});

test("the customer's order page hydrates its shell without warnings and then shows the order @mocked", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto('/public/home');
  await page.waitForFunction(() => Boolean(window.__mockBackend), undefined, { timeout: 15_000 });
  const order = await page.evaluate(() =>
    window.__mockBackend!.getDatabase().customerOrders.find((candidate) => candidate.trackingToken),
  );
  expect(order, 'a seeded order with a tracking token').toBeTruthy();
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { shellTitle?: Element | null }).shellTitle = document.querySelector('h1');
    });
  });

  await page.goto(`/public/pesanan/${order!.orderID}?t=${order!.trackingToken}`);
  await expect(page.getByText(`Pesanan #${order!.orderID}`)).toBeVisible();
  const sameHeading = await page.evaluate(() => {
    const remembered = (window as unknown as { shellTitle?: Element | null }).shellTitle;
    return Boolean(remembered) && remembered!.isConnected && remembered === document.querySelector('h1');
  });
  expect(sameHeading, 'the prerendered heading is still the one on screen (hydrated, not rendered afresh)').toBe(true);
  expect(logged, 'console errors and warnings').toEqual([]);
});
