import type { Page } from '@playwright/test';

/** A 1 × 1 PNG, as staff's photo of the finished arrangement. */
export const PHOTO = {
  name: 'rangkaian.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Order Management (signed in) showing the order alone, its details opened. */
export async function openDetails(page: Page, orderID: number) {
  await page.goto(`/app/orders?search=%23${orderID}`);
  await page.getByRole('button', { name: `Lihat detail pesanan #${orderID}` }).click();
  return page.getByRole('dialog', { name: `Pesanan #${orderID}` });
}
