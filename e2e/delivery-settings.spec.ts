import { expect, test } from './fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { signIn } from './support/signIn';

/**
 * The delivery settings end to end, in the production build with the in-browser mock backend: staff open
 * 'Pengaturan Pengiriman' from the sidebar, turn same-day delivery on with a 13:00 cut-off, close a national
 * holiday, add a zone with its fee and area, save, and find all of it after a reload. The mock clock fixes
 * the shop's today (1 December 2026), so the calendar and the holidays on offer are the same any day.
 * A backend without the call (404) gets the explanation instead of the form.
 */

const CLOCK = 'clock:2026-12-01T10:00:00%2B07:00';

test('staff set a same-day cut-off, close a holiday and add a zone; a reload shows them', async ({ page }) => {
  // Two axe runs over the whole form.
  test.setTimeout(240_000);
  await signIn(page);
  await page.goto(`/app/flower?mock=${CLOCK}`);
  await page.getByRole('link', { name: 'Pengaturan Pengiriman' }).first().click();
  await expect(page).toHaveURL(/\/app\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Pengiriman' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Simpan' });
  await expect(save).toBeDisabled();

  await test.step('same-day delivery until 13:00', async () => {
    await page.getByRole('radio', { name: 'Ada, untuk pesanan sebelum batas waktu' }).check();
    await page.getByRole('textbox', { name: /Batas waktu pesanan/ }).fill('13:00');
    await expect(page.getByText(/Pesanan untuk hari ini diterima sebelum jam ini/)).toBeVisible();
  });

  await test.step('close Chinese New Year from the national holidays', async () => {
    await page.getByRole('button', { name: /^Tambah Tahun Baru Imlek, 6 Feb 2027$/ }).click();
    await expect(page.getByRole('list', { name: /^Tanggal tutup/ }).getByText('6 Feb 2027')).toBeVisible();
  });

  await test.step('a zone for Cikarang at Rp 55.000', async () => {
    await page.getByRole('button', { name: 'Tambah zona' }).click();
    const zone = page.getByRole('region', { name: /^Zona \d+$/ });
    await zone.getByRole('textbox', { name: /Nama zona/ }).fill('Cikarang');
    const cikarang = page.getByRole('region', { name: /^Cikarang/ });
    await cikarang.getByRole('textbox', { name: /Ongkos kirim/ }).fill('55000');
    await expect(cikarang.getByRole('textbox', { name: /Ongkos kirim/ })).toHaveValue('55.000');
    await cikarang.getByRole('textbox', { name: 'Tambah area ke Cikarang' }).fill('Cikarang Utara');
    await cikarang.getByRole('textbox', { name: 'Tambah area ke Cikarang' }).press('Enter');
    await expect(cikarang.getByText('Cikarang Utara')).toBeVisible();
  });

  await test.step('the changed form, with a field error, passes axe at 390 and 1366 px', async () => {
    await page.getByRole('button', { name: 'Tambah zona' }).click();
    const empty = page.getByRole('region', { name: /^Zona \d+$/ });
    await empty.getByRole('textbox', { name: /Nama zona/ }).focus();
    await empty.getByRole('textbox', { name: /Ongkos kirim/ }).focus();
    await expect(empty.getByText('Isi nama zona')).toBeVisible();
    // axe on the changed form (e2e/a11y.spec.ts checks it as loaded).
    await expectNoAxeViolationsAtBothWidths(page);
    await empty.getByRole('button', { name: /^Hapus zona/ }).click();
    await expect(save).toBeEnabled();
  });

  await test.step('leaving unsaved asks first; staying keeps the changes', async () => {
    await page
      .getByRole('navigation', { name: 'Navigasi halaman' })
      .getByRole('link', { name: 'Order Management' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Buang perubahan?' })).toBeVisible();
    await page.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(page).toHaveURL(/\/app\/delivery$/);
  });

  await test.step('save, then reload', async () => {
    await expect(save).toBeEnabled();
    await save.click();
    await expect(
      page.locator('.app-toast').filter({ hasText: 'Pengaturan pengiriman disimpan.' }).first(),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
  });

  await expect(page.getByRole('textbox', { name: /Batas waktu pesanan/ })).toHaveValue('13:00');
  await expect(page.getByRole('list', { name: /^Tanggal tutup/ }).getByText('6 Feb 2027')).toBeVisible();
  const cikarang = page.getByRole('region', { name: /^Cikarang/ });
  await expect(cikarang.getByRole('textbox', { name: /Ongkos kirim/ })).toHaveValue('55.000');
  await expect(cikarang.getByText('Cikarang Utara')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tambah Tahun Baru Imlek/ })).toHaveCount(0);
});

test("a backend without the delivery settings call: 'Belum didukung oleh server' instead of the form", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/app/delivery?mock=error:getDeliverySettings:404');
  await expect(page.getByRole('heading', { name: 'Belum didukung oleh server' })).toBeVisible();
  await expect(page.getByText('Pengiriman paling cepat besok (menurut kalender toko).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
});
