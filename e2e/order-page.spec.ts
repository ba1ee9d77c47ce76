import type { Page } from '@playwright/test';
import { expect, isTodaysBackend, offersGateway, test, uniqueSuffix } from './fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { placeOrder } from './support/placeOrder';
import { signIn } from './support/signIn';

/**
 * The customer's order page (docs/product-rules.md#order-page-proposed) end to end, with the in-browser
 * mocks and against mock:server (@both): an order placed in the wizard → its page from the success dialog
 * → a transfer receipt sent → approved in the back office → the page shows it paid after its own refresh.
 * Under today's backend (proposed:off) the success dialog is the product's own and there is no page.
 */

const dialog = (page: Page) => page.locator('.swal2-popup');

/** A small valid PNG (1×1 pixel), as a phone's screenshot of a receipt would be. */
const RECEIPT = {
  name: 'bukti-transfer.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function expectNoAxeViolations(page: Page) {
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('an order placed in the wizard is paid through its page: receipt sent, approved by staff, shown paid @both @todays-backend @without-gateway', async ({
  page,
  context,
  mockScenario,
}) => {
  test.setTimeout(180_000);
  const recipient = `Rani Halaman ${uniqueSuffix()}`;

  if (isTodaysBackend(mockScenario)) {
    // Today's backend: no key to a page, so the dialog is the product's — its text and OK — and home.
    await placeOrder(page, { recipient, then: 'dialog' });
    await expect(dialog(page)).toContainText('Tim kami akan segera menghubungi Anda.');
    await expect(dialog(page).getByRole('button')).toHaveText(['OK']);
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/public\/home$/);
    return;
  }

  const orderId = await placeOrder(page, { recipient, then: 'page' });
  await expect(page.getByRole('heading', { level: 1, name: 'Status Pesanan' })).toBeVisible();
  await expect(page.getByText(`Pesanan #${orderId}`)).toBeVisible();
  await expect(page.getByText('Untuk Rani')).toBeVisible();
  // Only the recipient's first name: nothing of the phone number or the address.
  await expect(page.locator('main')).not.toContainText('081298765432');
  await expect(page.locator('main')).not.toContainText('Kemang Raya');
  // With the gateway, the transfer and its receipt are one of the ways to pay: 'Transfer manual'.
  if (offersGateway(mockScenario)) await page.getByRole('button', { name: 'Transfer manual' }).click();
  await expect(page.getByText('Uang muka (50%)')).toBeVisible();
  await expect(page.getByText('5270 8812 34')).toBeVisible();

  await expectNoAxeViolations(page);

  await page.getByLabel('Pilih gambar').setInputFiles(RECEIPT);
  await page.getByRole('button', { name: 'Kirim bukti' }).click();
  await expect(page.getByText('Bukti terkirim. Menunggu verifikasi dari toko.')).toBeVisible();
  await expect(page.getByText('Menunggu verifikasi').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff, in another tab: the receipt waits in 'Bukti Pembayaran'; approve it with the deposit.
  const office = await context.newPage();
  await signIn(office);
  await office.goto('/app/payments');
  await office.getByRole('button', { name: `Lihat bukti pesanan #${orderId}` }).click();
  const lightbox = office.getByRole('dialog', { name: `Bukti pembayaran pesanan #${orderId}` });
  await expect(lightbox.getByRole('img', { name: `Bukti pembayaran pesanan #${orderId}` })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Setujui Pembayaran' }).click();
  await expect(office.getByText(`Bukti pembayaran pesanan #${orderId} disetujui.`)).toBeVisible();

  // The customer's page, never reloaded, asks again on its own (every 30 s, and when the tab comes back).
  await page.bringToFront();
  // The deposit approved: paid in full without the gateway; with it, the page tells the deposit from the whole.
  await expect(page.getByText(offersGateway(mockScenario) ? 'DP diterima' : 'Lunas').first()).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText('Diterima', { exact: true }).first()).toBeVisible();
});

test('a wrong link says the order was not found @both', async ({ page }) => {
  await page.goto('/public/pesanan/1001?t=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
  await page.goto('/public/pesanan/1001');
  await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeVisible();
});
