import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, uniqueSuffix } from './fixtures';
import { signIn } from './support/signIn';

/**
 * The user menu's screens and session expiry, in the production
 * build with the in-browser mock backend: Profile and Inbox open, the lock
 * screen hides the back office and keeps a half-typed category dialog, and a
 * 401 while saving a category asks for the password in place and keeps
 * everything typed, the processed picture included.
 */

const RUN = uniqueSuffix().slice(0, 5);

async function signInToCategories(page: Page) {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Kategori Bunga' })).toBeVisible();
}

async function openUserMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu pengguna owner' }).click();
  await page.getByRole('link', { name, exact: true }).click();
}

async function openCategoryDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Tambah Kategori' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Kategori Bunga' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const setScenario = (page: Page, scenario: string) =>
  page.evaluate((value) => window.__mockBackend!.setScenario(value), scenario);

test('profile, inbox, and a lock screen that keeps a half-typed category dialog @dates', async ({ page }) => {
  await signInToCategories(page);

  await test.step('Profile shows who is signed in', async () => {
    await openUserMenuItem(page, 'Profile');
    await expect(page).toHaveURL(/\/users\/profile$/);
    await expect(page).toHaveTitle('Profil | Fleur Florist');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    const facts = page.locator('.profile-page__facts');
    await expect(facts).toContainText('owner');
    await expect(facts).toContainText('Owner');
    await expect(facts).toContainText('Bahasa Indonesia');
    await page.getByRole('button', { name: 'Buka Pengaturan Tema', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Pengaturan Tema' })).toBeVisible();
    await page.getByRole('button', { name: 'Tutup pengaturan tema' }).click();
  });

  await test.step('Inbox lists what the bell shows', async () => {
    await openUserMenuItem(page, 'Inbox');
    await expect(page).toHaveURL(/\/apps\/mailbox$/);
    await expect(page).toHaveTitle('Kotak Masuk | Fleur Florist');
    const inbox = page.getByRole('region', { name: 'Notifikasi' });
    const items = inbox.getByRole('link', { name: /Pengiriman terlambat #\d+/ });
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    await expect(inbox.getByText(`Total: ${count}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Notifikasi: ${count} baru` })).toBeVisible();
  });

  await test.step('Lock Screen from the user menu hides the back office until the password', async () => {
    await page.getByRole('button', { name: 'Menu pengguna owner' }).click();
    await page.getByRole('link', { name: 'Lock Screen' }).click();
    const lock = page.getByRole('dialog', { name: 'Layar Terkunci' });
    await expect(lock).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/mailbox$/);
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await lock.getByLabel('Password', { exact: true }).fill('owner123');
    await lock.getByRole('button', { name: 'Buka Kunci' }).click();
    await expect(lock).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Kotak Masuk' })).toBeVisible();
  });

  await test.step('locked while a category dialog has typed text, unlocked, the text is still there', async () => {
    await page.getByRole('link', { name: 'Manage Product' }).first().click();
    const dialog = await openCategoryDialog(page);
    const name = `Bunga Kunci ${RUN}`;
    await dialog.getByLabel('Nama kategori').fill(name);
    await dialog.getByLabel('Deskripsi').fill('Diketik sebelum layar dikunci.');
    // The user menu is behind the dialog: the shortcut locks from anywhere.
    await page.keyboard.press('Alt+Shift+L');
    const lock = page.getByRole('dialog', { name: 'Layar Terkunci' });
    await expect(lock).toBeVisible();
    // Covered by the opaque lock and out of reach: the dialog underneath is inert, not closed.
    await expect(dialog).toHaveAttribute('inert', '');
    await expect(lock.getByLabel('Password', { exact: true })).toBeFocused();
    await lock.getByLabel('Password', { exact: true }).fill('salah');
    await lock.getByRole('button', { name: 'Buka Kunci' }).click();
    await expect(lock.getByRole('alert')).toHaveText('Password salah. Periksa lalu coba lagi.');
    await lock.getByLabel('Password', { exact: true }).fill('owner123');
    await lock.getByRole('button', { name: 'Buka Kunci' }).click();
    await expect(lock).toBeHidden();
    await expect(dialog).not.toHaveAttribute('inert');
    await expect(dialog.getByLabel('Nama kategori')).toHaveValue(name);
    await expect(dialog.getByLabel('Deskripsi')).toHaveValue('Diketik sebelum layar dikunci.');
  });
});

test('the lock survives a reload and a typed address; the lock screen page returns where it was asked to', async ({
  page,
}) => {
  await signInToCategories(page);
  await page.keyboard.press('Alt+Shift+L');
  await expect(page.getByRole('dialog', { name: 'Layar Terkunci' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Layar Terkunci' })).toBeVisible();
  await page.goto('/auth/boxed-lockscreen?returnTo=%2Fapp%2Fgallery');
  await expect(page).toHaveTitle('Kunci Layar | Fleur Florist');
  await expect(page.getByRole('heading', { level: 1, name: 'Layar Terkunci' })).toBeVisible();
  await page.goto('/app/orders');
  await expect(page.getByRole('dialog', { name: 'Layar Terkunci' })).toBeVisible();
  await page.goto('/auth/boxed-lockscreen?returnTo=%2Fapp%2Fgallery');
  await page.getByLabel('Password', { exact: true }).fill('owner123');
  await page.getByRole('button', { name: 'Buka Kunci' }).click();
  await expect(page).toHaveURL(/\/app\/gallery$/);
  await expect(page.getByRole('dialog', { name: 'Layar Terkunci' })).toHaveCount(0);
});

test('a 401 while saving a category asks for the password in place and loses nothing', async ({ page }) => {
  await signInToCategories(page);
  const name = `Bunga Sesi ${RUN}`;
  const dialog = await openCategoryDialog(page);
  await dialog.getByLabel('Nama kategori').fill(name);
  await dialog.getByLabel('Deskripsi').fill('Disimpan setelah sesi berakhir dan masuk kembali.');
  await dialog.getByLabel('Harga awal').fill('95000');
  await dialog.getByLabel('Harga akhir').fill('380000');
  await dialog.getByLabel('Tandai sebagai kategori populer').check();
  const jpeg = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  await dialog
    .getByLabel('Gambar', { exact: true })
    .and(dialog.locator('input[type=file]'))
    .setInputFiles({ name: 'sesi.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  const preview = dialog.getByRole('img', { name: 'Pratinjau gambar' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const processed = await preview.getAttribute('src');

  await setScenario(page, 'error:createFlowerCategory:401');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.locator('.app-toast').filter({ hasText: 'Gagal menambahkan kategori bunga' }).first(),
  ).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Sesi Berakhir' });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/app\/flower$/);
  await expect(login.getByLabel('Username')).toHaveValue('owner');

  await expect(dialog.getByLabel('Nama kategori')).toHaveValue(name);
  await expect(dialog.getByLabel('Deskripsi')).toHaveValue('Disimpan setelah sesi berakhir dan masuk kembali.');
  await expect(dialog.getByLabel('Harga awal')).toHaveValue('95000');
  await expect(dialog.getByLabel('Harga akhir')).toHaveValue('380000');
  await expect(dialog.getByLabel('Tandai sebagai kategori populer')).toBeChecked();
  await expect(preview).toHaveAttribute('src', processed ?? '');

  await login.getByLabel('Password', { exact: true }).fill('owner123');
  await setScenario(page, 'off');
  await login.getByRole('button', { name: 'Masuk Kembali' }).click();
  await expect(login).toBeHidden();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.locator('.app-toast').filter({ hasText: 'Kategori bunga berhasil ditambahkan!' }).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Cari kategori' }).fill(name);
  await expect(page.getByRole('article', { name })).toBeVisible();
});
