import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { shopToday } from '../src/lib/dates/shopClock';
import { expect, isTodaysBackend, test, uniqueSuffix } from './fixtures';
import { orderDay } from './support/orderDay';
import { placeOrder } from './support/placeOrder';
import { signIn } from './support/signIn';

/**
 * Order management end to end, in the production build: an order
 * placed in the public wizard appears in /app/orders, its status goes to
 * Processing and its payment to Paid (kept after a reload), the CSV of the
 * filtered list downloads with that order in it, and the order is deleted —
 * with the in-browser mocks and against mock:server (@both). On a 390 px
 * phone the cards show the same facts and actions without sideways scrolling.
 */

const dialog = (page: Page) => page.locator('.swal2-popup');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses a value in a status select, confirms 'Yes, update it!' and waits for 'Updated!'. */
async function changeStatus(page: Page, select: Locator, value: string, title: string, label: string) {
  await select.selectOption(value);
  // The open dialog hides the page from the accessibility tree, so the select is checked once it closes.
  await expect(dialog(page).locator('.swal2-title')).toHaveText(title);
  await expect(dialog(page)).toContainText(`Change status to ${label}?`);
  await dialog(page).getByRole('button', { name: 'Yes, update it!' }).click();
  await expect(dialog(page).locator('.swal2-title')).toHaveText('Updated!');
  await expect(dialog(page)).toBeHidden({ timeout: 10_000 });
}

test('an order from the wizard is processed, paid, exported and deleted in /app/orders @both @todays-backend @without-gateway @dates', async ({
  page,
  mockScenario,
}) => {
  // The wizard's address is in the seeded Jakarta Selatan zone (Rp 25.000); a backend without the proposed
  // delivery calls (proposed:off, today's backend) charges no fee.
  const fee = isTodaysBackend(mockScenario) ? 0 : 25_000;
  await page.setViewportSize({ width: 1366, height: 900 });
  const recipient = `Ratna "E2E" ${uniqueSuffix()}`;
  const orderId = await placeOrder(page, { recipient });

  await signIn(page);
  await page.getByRole('link', { name: 'Order', exact: true }).first().click();
  await expect(page).toHaveURL(/\/app\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to 10 of \d+ orders$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by customer, product, ID, or phone' }).fill(`#${orderId}`);
  await expect(page).toHaveURL(new RegExp(`\\?search=%23${orderId}$`));
  const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(recipient);
  await expect(row).toContainText('Buket Gerbera Ceria');
  // The total column: the product total (2 × Rp 225.000), and with a fee the grand total and what it includes.
  await expect(row).toContainText(fee ? 'Rp 475.000termasuk ongkir Rp 25.000' : 'Rp 450.000');
  if (fee) await expect(row).toContainText('Diantar · Jakarta Selatan');
  await expect(row.locator('.status-badge')).toHaveText(['Pending', 'Pending']);

  await test.step('status → Processing, payment → Paid, kept after a reload', async () => {
    await changeStatus(
      page,
      row.getByRole('combobox', { name: `Ubah status pesanan #${orderId}` }),
      'Processing',
      'Update Order Status',
      'Processing',
    );
    await expect(row.locator('.status-badge')).toHaveText(['Processing', 'Pending']);
    // The select is an action, not a display: it shows its prompt again (the badge shows the status).
    await expect(row.getByRole('combobox', { name: `Ubah status pesanan #${orderId}` })).toHaveValue('');
    await changeStatus(
      page,
      row.getByRole('combobox', { name: `Ubah status pembayaran pesanan #${orderId}` }),
      'Paid',
      'Update Payment Status',
      'Paid',
    );
    await expect(row.locator('.status-badge')).toHaveText(['Processing', 'Paid']);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue(`#${orderId}`);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `#${orderId}` })
        .locator('.status-badge'),
    ).toHaveText(['Processing', 'Paid']);
  });

  await test.step('the details popup', async () => {
    await row.getByRole('button', { name: `Lihat detail pesanan #${orderId}` }).click();
    const popup = page.getByRole('dialog', { name: `Pesanan #${orderId}` });
    await expect(popup).toContainText(recipient);
    await expect(popup.getByRole('link', { name: 'Telepon 081298765432' }).first()).toHaveAttribute(
      'href',
      'tel:081298765432',
    );
    await expect(popup.getByRole('link', { name: /^WhatsApp 081298765432/ }).first()).toHaveAttribute(
      'href',
      'https://wa.me/6281298765432',
    );
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
  });

  await test.step('the CSV of the filtered list has the order', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV 1 pesanan' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`orders_${shopToday()}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '"Order ID","Customer Name","Product Name","Quantity","Unit Price","Total Price","Order Date","Delivery Date","Status","Payment Status","Phone","Address","Delivery Fee","Grand Total","Zone","Driver","Delivered At","Text Surcharge","Card Message"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${escapeRegExp(`"${orderId}","${recipient.replace(/"/g, '""')}","Buket Gerbera Ceria","2","225000","450000","${shopToday()}","${orderDay()}","Processing","Paid","081298765432","Jl. Kemang Raya No. 15, Jakarta Selatan 12730"`)},`,
      ),
    );
    // Delivery Fee, Grand Total, Zone: empty, the total, empty for an order placed without delivery terms; else the
    // fee, the total with it, the zone.
    const [feeCell, grandTotal, zone, driver, deliveredAt, surcharge, card] = lines[1]
      .slice(1, -1)
      .split('","')
      .slice(12);
    expect([feeCell, grandTotal, zone]).toEqual(fee ? ['25000', '475000', 'Jakarta Selatan'] : ['', '450000', '']);
    // Driver, Delivered At: a new order is on no run and not delivered
    expect([driver, deliveredAt]).toEqual(['', '']);
    // Text Surcharge, Card Message (the proposed words'): a bouquet has no surcharge, and this one no card
    expect([surcharge, card]).toEqual(['', '']);
  });

  await test.step('the CSV of the seeded orders: a delivery with its zone and fee, a pickup without a zone', async () => {
    await page.getByRole('searchbox', { name: 'Search by customer, product, ID, or phone' }).fill('');
    await expect(page).toHaveURL(/\/app\/orders$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export to CSV \d+ pesanan$/ }).click(),
    ]);
    const rows = (await readFile((await download.path())!))
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.slice(1, -1).split('","'));
    // Delivery Fee, Grand Total, Zone (then Driver and Delivered At, the proposed doorstep's; then Text Surcharge and
    // Card Message, the proposed words')
    const tail = (row: string[]) => row.slice(12, 15);
    const surcharge = (row: string[]) => Number(row[17] || 0);
    for (const row of rows) expect(row).toHaveLength(19);
    expect(rows.every((row) => ['', 'kurir'].includes(row[15]))).toBe(true);
    const zoned = rows.filter((row) => tail(row)[2] !== '');
    expect(zoned.length).toBeGreaterThan(0);
    for (const row of zoned) expect(Number(tail(row)[1])).toBe(Number(row[5]) + Number(tail(row)[0]) + surcharge(row));
    // a pickup: no fee, no zone
    expect(rows.some((row) => tail(row)[0] === '0' && tail(row)[2] === '' && tail(row)[1] === row[5])).toBe(true);
    // orders placed without the terms: no fee, no zone, the grand total is the total
    expect(rows.some((row) => tail(row)[0] === '' && tail(row)[2] === '' && tail(row)[1] === row[5])).toBe(true);
    await page.getByRole('searchbox', { name: 'Search by customer, product, ID, or phone' }).fill(`#${orderId}`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  });

  await test.step('delete', async () => {
    await page
      .getByRole('row')
      .filter({ hasText: `#${orderId}` })
      .getByRole('button', { name: `Hapus pesanan #${orderId}` })
      .click();
    await expect(dialog(page).locator('.swal2-title')).toHaveText('Are you sure?');
    await expect(dialog(page)).toContainText(`Delete order #${orderId}? This action cannot be undone!`);
    await dialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(dialog(page).locator('.swal2-title')).toHaveText('Deleted!');
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
    await expect(page.getByText('No orders match your current filters.')).toBeVisible();
  });
});

test('on a 390 px phone the cards show every order fact and action, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/app/orders?status=Pending');
  const cards = page.getByRole('list', { name: 'Pesanan, terbaru lebih dulu' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );

  const card = cards.first();
  const orderId = Number(/#(\d+)/.exec((await card.getByRole('heading').textContent()) ?? '')?.[1]);
  for (const label of ['Product', 'Telepon', 'Quantity', 'Total', 'Order Date'])
    await expect(card).toContainText(label);
  await expect(card.locator('.status-badge')).toHaveText(['Pending', /.+/]);

  await card.getByRole('button', { name: `Lihat detail pesanan #${orderId}` }).click();
  const popup = page.getByRole('dialog', { name: `Pesanan #${orderId}` });
  await expect(popup.getByRole('heading', { name: 'Linimasa' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();

  await changeStatus(
    page,
    card.getByRole('combobox', { name: `Ubah status pesanan #${orderId}` }),
    'Completed',
    'Update Order Status',
    'Completed',
  );
  // Now Completed, it leaves the Pending filter.
  await expect(page.getByRole('heading', { name: `#${orderId}`, exact: false })).toHaveCount(0);

  await page.getByLabel('Pilih semua pesanan di halaman ini').check();
  const bar = page.getByRole('region', { name: 'Ubah pesanan yang dipilih' });
  await expect(bar.getByRole('status')).toHaveText(/\d+ pesanan dipilih/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
});
