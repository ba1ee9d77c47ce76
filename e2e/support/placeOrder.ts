import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { orderDay } from './orderDay';

export const ORDER_ADDRESS = 'Jl. Kemang Raya No. 15, Jakarta Selatan 12730';
export const ORDER_PHONE = '081298765432';

interface OrderInput {
  recipient: string;
  /**
   * After 'Pesanan Berhasil!': 'home' presses OK (the product's way); 'page' presses 'Lihat status pesanan'
   * (when the backend gives the order a page); 'dialog' leaves the dialog open.
   */
  then?: 'home' | 'page' | 'dialog';
  /** 'Instruksi Khusus' (the card message); none by default. */
  message?: string;
  /** One of the delivery windows; 'Siang (12:00 - 17:00)' by default. */
  window?: string;
}

/**
 * Orders Buket Gerbera Ceria ×2 for `orderDay()` (the shop's tomorrow, or the first open day after it) through the
 * public wizard in Indonesian, and returns the order number the success dialog shows; then goes home, or to the order's
 * page.
 */
export async function placeOrder(
  page: Page,
  { recipient, message, window = 'Siang (12:00 - 17:00)', then = 'home' }: OrderInput,
): Promise<number> {
  const dialog = page.locator('.swal2-popup');
  await page.goto('/public/fleur/order');
  await page.getByRole('button', { name: 'Lihat Produk Hand Bouquet Wisuda' }).click();
  await page.getByRole('button', { name: 'Pilih Buket Gerbera Ceria' }).click();
  await page.getByLabel('Tanggal Pengiriman').fill(orderDay());
  await page.getByText(window, { exact: true }).click();
  await page.getByLabel('Nama Penerima').fill(recipient);
  await page.getByLabel('Nomor Telepon Penerima').fill(ORDER_PHONE);
  await page.getByLabel('Alamat Pengiriman').fill(ORDER_ADDRESS);
  if (message) await page.getByLabel('Instruksi Khusus (opsional)').fill(message);
  await page.locator('#order-quantity').fill('2');
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  await page.getByRole('button', { name: 'Konfirmasi Pesanan' }).click();
  await expect(dialog.locator('.swal2-title')).toHaveText('Pesanan Berhasil!');
  const orderId = Number(/#(\d+)/.exec((await dialog.textContent()) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  if (then === 'dialog') return orderId;
  if (then === 'page') {
    await dialog.getByRole('button', { name: 'Lihat status pesanan' }).click();
    await expect(page).toHaveURL(new RegExp(`/public/pesanan/${orderId}\\?t=[A-Za-z0-9_-]{22}$`));
    return orderId;
  }
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/public\/home$/);
  return orderId;
}
