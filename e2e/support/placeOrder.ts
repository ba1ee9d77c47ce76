import type { Page, Response } from '@playwright/test';
import { expect } from '../fixtures';
import { orderDay } from './orderDay';

export const ORDER_ADDRESS = 'Jl. Kemang Raya No. 15, Jakarta Selatan 12730';
export const ORDER_PHONE = '081298765432';

/**
 * After 'Pesanan Berhasil!': 'home' presses OK (the product's way); 'page' presses 'Lihat status pesanan'
 * (when the backend gives the order a page); 'dialog' leaves the dialog open.
 */
export type AfterOrder = 'home' | 'page' | 'dialog';

interface OrderInput {
  recipient: string;
  then?: AfterOrder;
  /**
   * The card's words: 'Kartu ucapan' where the wizard has that field (the shop offers card templates), else today's
   * one box, 'Instruksi Khusus (opsional)'. None by default. With `cardTemplate`, typed after the template's words.
   */
  message?: string;
  /**
   * A card template to start 'Kartu ucapan' from: its occasion ('Wisuda') and its words, as the shop has them. Only
   * where the wizard offers the templates.
   */
  cardTemplate?: { occasion: string; text: string };
  /** 'Instruksi Khusus (opsional)' apart from the card: only where the card has its own field. */
  instructions?: string;
  /** One of the delivery windows; 'Siang (12:00 - 17:00)' by default. */
  window?: string;
}

/**
 * The answer to the wizard's card-template call (listMessageTemplates with format=card), which step 2 asks for once a
 * product is chosen: a backend that has them gets 'Kartu ucapan' apart; one answering 404 keeps the one box.
 * Listened for before the product is chosen.
 */
export function cardTemplatesAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.pathname.endsWith('/api/message-templates') &&
      url.searchParams.get('format') === 'card'
    );
  });
}

/** Opens the wizard, the category and the product (its 'Lihat Produk …' and 'Pilih …' buttons). */
export async function chooseProduct(page: Page, category: string, product: string) {
  await page.goto('/public/fleur/order');
  await page.getByRole('button', { name: `Lihat Produk ${category}` }).click();
  await page.getByRole('button', { name: `Pilih ${product}` }).click();
}

/** Step 2's delivery: `orderDay()`, the window, the recipient, the phone and the address. */
export async function fillDelivery(
  page: Page,
  { recipient, window = 'Siang (12:00 - 17:00)' }: Pick<OrderInput, 'recipient' | 'window'>,
) {
  await page.getByLabel('Tanggal Pengiriman').fill(orderDay());
  await page.getByText(window, { exact: true }).click();
  await page.getByLabel('Nama Penerima').fill(recipient);
  await page.getByLabel('Nomor Telepon Penerima').fill(ORDER_PHONE);
  await page.getByLabel('Alamat Pengiriman').fill(ORDER_ADDRESS);
}

/** 'Kartu ucapan', the card's own field (when the shop offers card templates). */
export const cardMessageField = (page: Page) => page.getByLabel('Kartu ucapan (opsional)', { exact: true });

/** 'Instruksi Khusus (opsional)': today's one box, or the instructions apart from the card. */
export const instructionsField = (page: Page) => page.getByLabel('Instruksi Khusus (opsional)', { exact: true });

/** Presses 'Konfirmasi Pesanan' on step 3 and returns the order number the success dialog shows; then `then`. */
export async function confirmOrder(page: Page, then: AfterOrder = 'home'): Promise<number> {
  const dialog = page.locator('.swal2-popup');
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

/**
 * Orders Buket Gerbera Ceria ×2 for `orderDay()` (the shop's tomorrow, or the first open day after it) through the
 * public wizard in Indonesian, and returns the order number the success dialog shows; then goes home, or to the order's
 * page.
 */
export async function placeOrder(
  page: Page,
  { recipient, message, cardTemplate, instructions, window, then = 'home' }: OrderInput,
): Promise<number> {
  const templates = cardTemplatesAnswer(page);
  await chooseProduct(page, 'Hand Bouquet Wisuda', 'Buket Gerbera Ceria');
  await fillDelivery(page, { recipient, window });
  // Step 2 shows today's one box until the card templates answer; with them the card's words get their own field.
  const separateCard = (await templates).ok();
  if (separateCard) {
    const card = cardMessageField(page);
    await expect(card).toBeVisible();
    if (cardTemplate) {
      await page.getByRole('combobox', { name: 'Template ucapan untuk acara' }).selectOption({
        label: cardTemplate.occasion,
      });
      await page
        .getByRole('list', { name: 'Template kartu ucapan' })
        .getByRole('button', { name: cardTemplate.text, exact: true })
        .click();
      await expect(card).toHaveValue(cardTemplate.text);
      if (message) {
        // The template's words edited: the customer types on after them.
        await card.focus();
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.insertText(message);
      }
    } else if (message) await card.fill(message);
    if (instructions) await instructionsField(page).fill(instructions);
  } else {
    if (cardTemplate || instructions)
      throw new Error('placeOrder: this backend has no card apart from the instructions');
    await expect(cardMessageField(page)).toHaveCount(0);
    if (message) await instructionsField(page).fill(message);
  }
  await page.locator('#order-quantity').fill('2');
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  return confirmOrder(page, then);
}
