import type { Page } from '@playwright/test';
import { addDays } from '../src/lib/dates/shopClock';
import { expect, test } from './fixtures';

/**
 * The shop clock: the earliest delivery day the wizard offers is
 * the shop's tomorrow in Asia/Jakarta — at the edges of the shop's day and
 * whatever zone the visitor's browser is in. The browser clock is fixed with
 * `page.clock.setFixedTime` (timers still run), so these pass at any hour.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** 23:30 on 23 Nov 2026 in Jakarta (16:30 UTC). */
const LATE_EVENING_JAKARTA = new Date('2026-11-23T23:30:00+07:00');
/** 00:30 on 24 Nov 2026 in Jakarta (17:30 UTC on the 23rd; still the 23rd in Berlin and Los Angeles). */
const JUST_AFTER_MIDNIGHT_JAKARTA = new Date('2026-11-24T00:30:00+07:00');

async function openDetailsForm(page: Page, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto('/public/fleur/order');
  await page.getByRole('button', { name: 'Lihat Produk Buket Mawar' }).click();
  await page.getByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }).click();
  return page.getByLabel('Tanggal Pengiriman');
}

async function expectEarliestDay(page: Page, at: Date, earliest: string, hintDate: string) {
  const date = await openDetailsForm(page, at);
  await expect(date).toHaveAttribute('min', earliest);
  await expect(page.getByText(`Pengiriman paling cepat besok, ${hintDate} (waktu toko, WIB).`)).toBeVisible();

  // The shop's today is refused with the delivery date dialog; the shop's tomorrow goes through. The window is
  // chosen first: with the shop's delivery rules a day that cannot be chosen offers no window.
  const window = page.getByText('Siang (12:00 - 17:00)', { exact: true });
  await window.click();
  await date.fill(addDays(earliest, -1));
  await page.getByLabel('Nama Penerima').fill('Dewi Jam Toko');
  await page.getByLabel('Nomor Telepon Penerima').fill('081234567890');
  // An address within the seeded delivery zones (docs/product-rules.md#delivery-rules-proposed).
  await page.getByLabel('Alamat Pengiriman').fill('Jl. Kemang Raya No. 8, Jakarta Selatan');
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  const dialog = page.locator('.swal2-popup');
  await expect(dialog.locator('.swal2-title')).toHaveText('Tanggal Pengiriman');
  await expect(dialog).toContainText('Silakan pilih tanggal pengiriman.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await date.fill(earliest);
  await window.click();
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeVisible();
  await expect(page.getByText(hintDate)).toBeVisible();
}

test.describe('the shop clock in the order wizard (browser in Asia/Jakarta)', () => {
  test('at 23:30 in Jakarta the earliest delivery is the next day', async ({ page }) => {
    await expectEarliestDay(page, LATE_EVENING_JAKARTA, '2026-11-24', 'Selasa, 24 November 2026');
  });

  test('at 00:30 in Jakarta the shop’s day has turned: the earliest delivery is the day after', async ({ page }) => {
    await expectEarliestDay(page, JUST_AFTER_MIDNIGHT_JAKARTA, '2026-11-25', 'Rabu, 25 November 2026');
  });
});

test.describe('a visitor in Europe/Berlin sees the shop’s tomorrow, not their own', () => {
  test.use({ timezoneId: 'Europe/Berlin' });
  test('18:30 in Berlin on the 23rd is already the 24th in the shop', async ({ page }) => {
    await expectEarliestDay(page, JUST_AFTER_MIDNIGHT_JAKARTA, '2026-11-25', 'Rabu, 25 November 2026');
  });
});

test.describe('a visitor in America/Los_Angeles sees the shop’s tomorrow, not their own', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });
  test('09:30 in Los Angeles on the 23rd is already the 24th in the shop', async ({ page }) => {
    await expectEarliestDay(page, JUST_AFTER_MIDNIGHT_JAKARTA, '2026-11-25', 'Rabu, 25 November 2026');
  });
});
