import type { Page } from '@playwright/test';
import { MOCK_SERVER_URL, expect, test } from './fixtures';
import { signIn } from './support/signIn';

/**
 * The build as deployed (npm run serve:prod: nginx with deploy/nginx.conf.template): the
 * Content-Security-Policy lets the storefront, the order wizard, the login and the back office run
 * with no violation, with the in-browser mocks and against a backend on another origin (@both);
 * and the server's caching, compression, 404s and SPA fallback are what docs/deployment.md says.
 */

/** Collects every CSP violation of the page's documents, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (report: string) => void }).reportCspViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

function directives(policy: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

test('the storefront, the wizard, the login and the back office run under the CSP without a violation @both', async ({
  page,
}) => {
  const violations = await watchViolations(page);

  const home = await page.goto('/public/home');
  const policy = directives(home?.headers()['content-security-policy']);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  // Live data from the backend: the app started from the prerendered page.
  await expect(page.locator('footer#contact')).toContainText('halo@fleurflorist.id');

  await page.goto('/public/fleur/order');
  await expect(page.getByRole('button', { name: 'Lihat Produk Buket Mawar' })).toBeVisible();
  await page.getByRole('button', { name: 'Lihat Produk Buket Mawar' }).click();
  await expect(page.getByRole('button', { name: 'Pilih Buket Mawar Pink Pastel' })).toBeVisible();

  await signIn(page);
  await expect(page.getByRole('button', { name: 'Menu pengguna owner' })).toBeVisible();
  await page.goto('/app/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the policy lets the pages reach the backend of config.json and nothing else @http-backend', async ({
  request,
  baseURL,
}) => {
  const config = await (await request.get(`${baseURL}/config.json`)).json();
  expect(config).toMatchObject({ useMocks: false, shopApiBaseUrl: MOCK_SERVER_URL, authApiBaseUrl: MOCK_SERVER_URL });
  const policy = directives((await request.get(`${baseURL}/public/home`)).headers()['content-security-policy']);
  expect(policy.get('connect-src')).toEqual(["'self'", MOCK_SERVER_URL]);
});

test('the server caches hashed files for a year, revalidates the rest, sends brotli and answers 404 for missing files', async ({
  request,
  baseURL,
}) => {
  const brotli = { 'Accept-Encoding': 'br, gzip' };

  const page = await request.get(`${baseURL}/public/home`, { headers: brotli });
  expect(page.status()).toBe(200);
  const pageHeaders = page.headers();
  expect(pageHeaders['content-type']).toMatch(/^text\/html/);
  expect(pageHeaders['content-encoding']).toBe('br');
  expect(pageHeaders['vary']).toMatch(/Accept-Encoding/i);
  expect(pageHeaders['cache-control']).toBe('no-cache');
  expect(pageHeaders['x-content-type-options']).toBe('nosniff');
  expect(pageHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(pageHeaders['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(pageHeaders['permissions-policy']).toContain('camera=(self)');
  const html = await page.text();

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    await (await request.get(`${baseURL}/app/flower`)).text(),
  )?.[1];
  expect(script, 'the app shell links its entry').toBeTruthy();
  const asset = await request.get(`${baseURL}${script}`, { headers: brotli });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['content-type']).toMatch(/javascript/);

  const translations = await request.get(`${baseURL}/assets/i18n/id/common.json`);
  expect(translations.status()).toBe(200);
  expect(translations.headers()['cache-control']).toBe('no-cache');

  const config = await request.get(`${baseURL}/config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(config.headers()['content-type']).toMatch(/^application\/json/);

  for (const missing of [
    '/assets/index-doesnotexist.js',
    '/assets/i18n/id/nope.json',
    '/images/nope.png',
    '/csp-hashes.json',
  ]) {
    const response = await request.get(`${baseURL}${missing}`);
    expect(response.status(), missing).toBe(404);
    expect(response.headers()['content-security-policy'], missing).toContain("object-src 'none'");
  }

  // The back office is the app shell; the prerendered pages are served at their paths.
  const appRoute = await request.get(`${baseURL}/app/orders/123`);
  expect(appRoute.status()).toBe(200);
  expect(appRoute.headers()['cache-control']).toBe('no-cache');
  expect(await appRoute.text()).toContain('<div id="root"></div>');
  expect(html).not.toContain('<div id="root"></div>');
  const orderPage = await request.get(`${baseURL}/public/pesanan/FL-000123`);
  expect(orderPage.status()).toBe(200);
  expect(orderPage.headers()['content-type']).toMatch(/^text\/html/);
});
