import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { submitLogin } from './support/signIn';

/**
 * Back-office access and shell: each seeded account reaches exactly the
 * pages its access allows (docs/product-rules.md#route-guard), Arabic turns the layout
 * right-to-left, and sign out closes the back office.
 */

async function expectPage(page: Page, path: string, heading: string | RegExp) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('back office access', () => {
  test('owner: full access, the customer area, marketing sent to the reports', async ({ page }) => {
    await submitLogin(page, 'owner', 'owner123');
    await expect(page).toHaveURL(/\/app\/flower$/);
    await expect(page.getByRole('button', { name: 'Menu pengguna owner' })).toBeVisible();

    await page.goto('/app/analytics');
    await expectPage(page, '/app/analytics', 'Analitik Penjualan');
    await page.goto('/app/tables');
    await expectPage(page, '/app/tables', 'Tabel Pesanan');
    await page.goto('/app/customer');
    await expectPage(page, '/app/customer', 'Pelanggan');
    await page.goto('/app/marketing');
    await expectPage(page, '/app/LandingLaporan', 'Laporan');
  });

  test('admin: full access except the customer area', async ({ page }) => {
    await submitLogin(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/app\/flower$/);
    await page.goto('/app/LandingLaporan');
    await expectPage(page, '/app/LandingLaporan', 'Laporan');
    await page.goto('/app/akun/create');
    await expectPage(page, '/app/akun/create', 'Tambah Akun');
    await page.goto('/app/customer');
    await expectPage(page, '/app/LandingLaporan', 'Laporan');
  });

  test('staff without a customer profile: only Manage Product, with the Profile Required warning', async ({ page }) => {
    await submitLogin(page, 'staff', 'staff123');
    await expect(page).toHaveURL(/\/app\/flower$/);
    await page.goto('/app/analytics');
    await expect(page).toHaveURL(/\/app\/flower$/);
    await expect(page.getByText('Profile Required')).toBeVisible();
    await expect(page.getByText('You need to create a customer profile before proceeding.')).toBeVisible();
  });

  test('no session: the back office asks to log in, then returns to the page', async ({ page }) => {
    await page.goto('/app/tables');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fapp%2Ftables$/);
    await expect(page.getByText('Access Denied')).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expectPage(page, '/app/tables', 'Tabel Pesanan');
  });

  test('wrong credentials keep the username and say so', async ({ page }) => {
    await submitLogin(page, 'owner', 'nope-nope');
    await expect(page.getByRole('alert')).toContainText('Username atau password salah');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('owner');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('back office shell', () => {
  test('Arabic from the theme settings turns the document right-to-left, and it survives a reload', async ({
    page,
  }) => {
    await submitLogin(page, 'owner', 'owner123');
    await expect(page).toHaveURL(/\/app\/flower$/); // logged in before navigating away
    await page.goto('/app/tables');
    await expectPage(page, '/app/tables', 'Tabel Pesanan');
    await page.getByRole('button', { name: 'Buka pengaturan tema' }).click();
    await page.getByRole('dialog', { name: 'Pengaturan Tema' }).getByRole('button', { name: 'العربية' }).click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('navigation', { name: 'التنقل في لوحة الإدارة' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'إدارة المنتجات' })).toBeVisible();
    // The sidebar sits on the right in rtl.
    const sidebar = await page.locator('.app-shell__sidebar').boundingBox();
    const viewport = page.viewportSize();
    expect(sidebar && viewport && sidebar.x + sidebar.width).toBeGreaterThan((viewport?.width ?? 0) - 5);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'إدارة المنتجات' })).toBeVisible();
  });

  test('theme settings survive a reload', async ({ page }) => {
    await submitLogin(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/app\/flower$/); // logged in before navigating away
    await page.goto('/app/apps');
    await expectPage(page, '/app/apps', 'Aplikasi');
    await page.getByRole('button', { name: 'Buka pengaturan tema' }).click();
    const panel = page.getByRole('dialog', { name: 'Pengaturan Tema' });
    await panel.getByText('Gelap', { exact: true }).click();
    await panel.getByText('Horizontal', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.locator('.app-shell')).toHaveClass(/app-shell--horizontal/);
  });

  test('sign out goes to the public home and closes the back office', async ({ page }) => {
    await submitLogin(page, 'owner', 'owner123');
    await expect(page).toHaveURL(/\/app\/flower$/);
    await page.getByRole('button', { name: 'Menu pengguna owner' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/public\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/app/orders');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText('Access Denied')).toBeVisible();
  });

  test('narrow window: the sidebar is an off-canvas menu that closes when a link is followed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await submitLogin(page, 'owner', 'owner123');
    await expect(page).toHaveURL(/\/app\/flower$/); // logged in before navigating away
    await page.goto('/app/tables');
    await expectPage(page, '/app/tables', 'Tabel Pesanan');
    await expect(page.locator('.app-shell__sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Buka atau tutup menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Manage Product' }).click();
    await expect(page).toHaveURL(/\/app\/flower$/);
    await expect(menu).toBeHidden();
  });
});
