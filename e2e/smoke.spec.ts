import { expect, test } from './fixtures';

test.describe('smoke @both', () => {
  test('public home renders shop settings from the backend', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/public\/home$/);
    await expect(page).toHaveTitle(/ \| Fleur Florist$/);
    const footer = page.locator('footer#contact');
    // The seeded address (code 007) replaces the built-in default once loaded.
    await expect(footer).toContainText('Jakarta');
    await expect(footer).toContainText('halo@fleurflorist.id');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a record created through the API survives a reload', async ({ page }) => {
    await page.goto('/public/home');
    await expect(page.locator('footer#contact')).toContainText('halo@fleurflorist.id');
    const backend = await page.evaluate(async () => {
      const config = await (await fetch('/config.json')).json();
      return { shop: config.shopApiBaseUrl || location.origin, auth: config.authApiBaseUrl || location.origin };
    });
    // Runs inside the page so it goes through the service worker when mocks are in the browser.
    const created = await page.evaluate(
      async ({ backend }) => {
        const login = await fetch(`${backend.auth}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'owner', password: 'owner123' }),
        });
        const { token } = await login.json();
        // A code no parameter has yet: the seed's, and those earlier runs against the same backend created.
        const existing = (await (await fetch(`${backend.shop}/api/general`)).json()) as { paramCode: string }[];
        const taken = new Set(existing.map((parameter) => parameter.paramCode));
        let code = '';
        do code = String(Math.floor(100 + Math.random() * 800));
        while (taken.has(code));
        const response = await fetch(`${backend.shop}/api/general`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ paramCode: code, paramName: `E2E ${code}`, deskripsi: 'Dibuat oleh uji e2e' }),
        });
        return { code, status: response.status, body: await response.json() };
      },
      { backend },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.reload();
    // The app renders backend data only once the (in-browser) backend is up again.
    await expect(page.locator('footer#contact')).toContainText('halo@fleurflorist.id');
    const names = await page.evaluate(async (shop) => {
      const response = await fetch(`${shop}/api/general`);
      return ((await response.json()) as { paramName: string }[]).map((parameter) => parameter.paramName);
    }, backend.shop);
    expect(names).toContain(`E2E ${created.code}`);
  });
});
