import type { Page, TestInfo } from '@playwright/test';
import { mapsSearchUrl } from '../src/features/order-print/model/mapsSearchUrl';
import { expect, test, uniqueSuffix } from './fixtures';
import { axeViolations } from './support/axe';
import { orderDay } from './support/orderDay';
import { ORDER_ADDRESS as ADDRESS, placeOrder } from './support/placeOrder';
import { signIn } from './support/signIn';

/**
 * Printing, in the production build: an order placed in the public
 * wizard for tomorrow prints as one A4 ticket in three parts (work order,
 * delivery slip with the maps QR code, the card — unsigned, as the order names
 * only its recipient), tomorrow's tickets print one PDF page per ticket, and the driver
 * manifest prints — nothing of the app chrome in print media. The first
 * ticket page is kept as a PNG in the report.
 */

const A4 = { width: 794, height: 1123 };

/** PDF pages: Chromium writes one `/Type /Page` object per page (and one `/Type /Pages` tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/**
 * Screen media: the toolbar shows and axe finds nothing; print media: no toolbar, no button, no navigation, nothing
 * of the mock controls.
 */
async function checkScreenThenPrint(page: Page) {
  await expect(page.locator('.print-toolbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  expect(await axeViolations(page), 'axe WCAG 2.1 A/AA in screen media').toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-toolbar')).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

async function attachPng(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize(A4);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a wizard order prints its ticket; its delivery day prints one page per ticket and a manifest @without-words @dates', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const recipient = `Ratna ${uniqueSuffix()}`;
  const message = 'Selamat wisuda! Bangga sekali padamu.';
  const orderId = await placeOrder(page, { recipient, message });
  await signIn(page);

  await test.step("one order's ticket: three parts, the card, the QR code, one A4 page", async () => {
    await page.goto(`/app/orders/print/tickets?order=${orderId}`);
    const ticket = page.getByRole('article', { name: `Tiket pesanan #${orderId}` });
    await expect(ticket).toBeVisible();
    await expect(page).toHaveTitle(/^Cetak Tiket \| /);
    await checkScreenThenPrint(page);

    await expect(ticket.getByRole('region', { name: `Perintah kerja florist · #${orderId}` })).toContainText(
      'Buket Gerbera Ceria',
    );
    const slip = ticket.getByRole('region', { name: 'Slip pengiriman' });
    await expect(slip).toContainText(recipient);
    await expect(slip).toContainText(ADDRESS);
    await expect(slip.getByRole('img', { name: /^Kode QR/ })).toHaveAttribute('data-qr-text', mapsSearchUrl(ADDRESS));
    const card = ticket.getByRole('region', { name: 'Kartu ucapan' });
    await expect(card.locator('.print-card__message')).toHaveText(message);
    // The wizard's order names only the recipient (customerName): the card is not signed with its addressee's name.
    await expect(card.locator('.print-card__signature')).toHaveCount(0);
    await expect(ticket.getByRole('separator', { name: 'Gunting di sini' })).toHaveCount(2);

    const pdf = await page.pdf({ format: 'A4' });
    await testInfo.attach('ticket.pdf', { body: pdf, contentType: 'application/pdf' });
    expect(pdfPageCount(pdf)).toBe(1);
    await attachPng(page, testInfo, 'ticket-page-1');
  });

  await test.step("the order's day's tickets: one PDF page per ticket", async () => {
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/app/orders/print/tickets?day=${orderDay()}`);
    await expect(page.getByRole('article', { name: `Tiket pesanan #${orderId}` })).toBeVisible();
    const count = await page.locator('.print-ticket').count();
    expect(count).toBeGreaterThanOrEqual(1);
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    // page.pdf renders the emulated media: print, as a browser's print dialog does.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdfPageCount(pdf)).toBe(count);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step("the order's day's driver manifest", async () => {
    await page.goto(`/app/orders/print/manifest?day=${orderDay()}`);
    const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
    await expect(row).toContainText(recipient);
    await expect(row).toContainText('Buket Gerbera Ceria');
    await expect(page).toHaveTitle(/^Cetak Manifest \| /);
    await checkScreenThenPrint(page);
    await expect(page.getByRole('table')).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    await testInfo.attach('manifest.pdf', { body: pdf, contentType: 'application/pdf' });
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
    await attachPng(page, testInfo, 'manifest-page-1');
  });
});

/** Back-office screens as staff print them with Ctrl+P: the content, none of the app's chrome. */
const BACK_OFFICE_SCREENS = [
  { path: '/app/orders?view=board', heading: 'Order Management' },
  { path: '/app/orders', heading: 'Order Management' },
  { path: '/app/flower', heading: 'Manajemen Kategori Bunga' },
  { path: '/app/gallery', heading: 'Manajemen Galeri Bunga' },
  { path: '/app/general', heading: /Parameter/ },
  { path: '/app/LandingLaporan', heading: 'Laporan' },
];

for (const width of [390, 1366]) {
  test(`a back-office screen prints without the sidebar, the header or any button (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const screen of BACK_OFFICE_SCREENS) {
      await test.step(screen.path, async () => {
        await page.emulateMedia({ media: 'screen' });
        await page.goto(screen.path);
        await expect(page.getByTestId('main-loader')).toHaveCount(0, { timeout: 5000 });
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('button').first()).toBeVisible();

        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(
          page.locator(
            '.app-shell__sidebar, .app-shell__drawer, .chat-button, .theme-settings__toggle, #mock-panel-root',
          ),
        ).toHaveCount(
          await page
            .locator('.app-shell__sidebar, .app-shell__drawer, .chat-button, .theme-settings__toggle, #mock-panel-root')
            .count(),
        );
        for (const chrome of await page
          .locator('.app-shell__sidebar, .app-shell__drawer, .chat-button, .theme-settings__toggle, #mock-panel-root')
          .all()) {
          await expect(chrome).toBeHidden();
        }
        await expect(page.getByRole('button')).toHaveCount(0);
        await expect(page.locator('a.btn:visible')).toHaveCount(0);
        // Chromium renders the print media into the PDF, as its print dialog does.
        const pdf = await page.pdf({ format: 'A4' });
        expect(pdfPageCount(pdf)).toBeGreaterThan(0);
      });
    }
  });
}
