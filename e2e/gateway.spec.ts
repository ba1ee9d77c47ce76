import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from './fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { backendCall, nextSession, nextSessionRead, sessionIdOf, simulatePayment } from './support/gateway';
import { orderDay } from './support/orderDay';
import { placeOrder } from './support/placeOrder';
import { signIn } from './support/signIn';

/**
 * Payments by gateway (docs/product-rules.md#payments-by-gateway-proposed) end to end, with the in-browser mocks and
 * against mock:server (@both): the customer pays on the order page; only the gateway's signed notification (played by
 * the mock, docs/mock-backend.md#payments-by-gateway) turns it paid, without a reload; staff see it on the board and
 * in the order's 'Riwayat', settle a late payment and refund it.
 */

const payNow = (page: Page) => page.getByRole('region', { name: 'Bayar sekarang' });

async function expectNoAxeViolations(page: Page) {
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Picks the deposit and a method on the order page; returns the session the page opened. */
async function payDepositWith(page: Page, method: string) {
  const opened = nextSession(page);
  await payNow(page).getByRole('radio', { name: /^DP/ }).check();
  await payNow(page).getByRole('button', { name: method, exact: true }).click();
  return sessionIdOf(opened);
}

test('a QRIS deposit: a forged notification changes nothing, the signed one turns the page paid without a reload, staff see it @both', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const orderId = await placeOrder(page, { recipient: `Sari Gateway ${uniqueSuffix()}`, then: 'page' });
  await expect(payNow(page)).toBeVisible();
  const sessionID = await payDepositWith(page, 'QRIS');
  await expect(payNow(page).getByRole('img', { name: 'Kode QRIS' })).toBeVisible();
  // 2 × Rp 225.000 plus the zone's Rp 25.000 delivery: half of Rp 475.000, computed by the server.
  await expect(payNow(page)).toContainText(/Rp\s?237\.500/);
  await expect(payNow(page)).toContainText(/Berlaku sampai \d{2}\.\d{2}/);
  await expect(payNow(page).getByText('Menunggu pembayaran')).toBeVisible();
  await expectNoAxeViolations(page);

  const forged = await simulatePayment(page, testInfo, sessionID, { outcome: 'paid', forged: true });
  expect(forged.body.answer.status).toBe(401);
  await nextSessionRead(page);
  await expect(payNow(page).getByText('Menunggu pembayaran')).toBeVisible();
  await expect(page.getByText('DP diterima')).toHaveCount(0);

  const paid = await simulatePayment(page, testInfo, sessionID, { outcome: 'paid' });
  expect(paid.body.answer).toMatchObject({ status: 200, body: { outcome: 'applied' } });
  await expect(page.getByText('DP diterima').first()).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  // Staff: the board shows the order paid through the gateway, and its details tell who did what.
  const office = await context.newPage();
  await signIn(office);
  await office.goto(`/app/orders?view=board&day=${orderDay()}`);
  const card = office.getByRole('article').filter({ hasText: `#${orderId}` });
  await expect(card).toContainText('Otomatis · QRIS');
  await expect(card).not.toContainText('Belum lunas');
  await office.goto('/app/orders');
  await office.getByRole('searchbox', { name: 'Search by customer, product, ID, or phone' }).fill(`#${orderId}`);
  await office
    .getByRole('button', { name: `Lihat detail pesanan #${orderId}` })
    .first()
    .click();
  const details = office.getByRole('dialog', { name: `Pesanan #${orderId}` });
  const history = details.getByRole('region', { name: 'Riwayat' });
  await expect(history).toContainText('Midtrans');
  await expect(history).toContainText('Pelanggan');
});

test('a return URL that claims settlement shows Memeriksa pembayaran… until the gateway says so @both', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await placeOrder(page, { recipient: `Tono Kembali ${uniqueSuffix()}`, then: 'page' });
  const sessionID = await payDepositWith(page, 'GoPay');
  const back = new URL(page.url());
  back.searchParams.set('transaction_status', 'settlement');
  back.searchParams.set('status_code', '200');
  await page.goto(back.href);
  await expect(page.getByText('Memeriksa pembayaran…')).toBeVisible();
  await nextSessionRead(page);
  await expect(page.getByText('Memeriksa pembayaran…')).toBeVisible();
  await expect(page.getByText('DP diterima')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await simulatePayment(page, testInfo, sessionID, { outcome: 'paid' });
  await expect(page.getByText('DP diterima').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Memeriksa pembayaran…')).toHaveCount(0);
  const order = await backendCall<{ paymentSessions: Array<{ status: string }> }>(
    page,
    testInfo,
    `/api/public/orders/${back.pathname.split('/').pop()}?token=${back.searchParams.get('t')}`,
  );
  expect(order.body.paymentSessions.map((session) => session.status)).toEqual(['paid']);
});

test('switching methods cancels the first code; an expired QRIS paid late says so; staff refund it @both', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const orderId = await placeOrder(page, { recipient: `Dewi Telat ${uniqueSuffix()}`, then: 'page' });
  const token = new URL(page.url()).searchParams.get('t')!;
  await payDepositWith(page, 'BCA');
  await expect(payNow(page).getByText('Nomor Virtual Account', { exact: true })).toBeVisible();
  await expect(
    payNow(page)
      .getByRole('button', { name: /^Salin/ })
      .first(),
  ).toBeVisible();
  const opened = nextSession(page);
  await payNow(page).getByRole('button', { name: 'QRIS', exact: true }).click();
  const qris = await sessionIdOf(opened);
  await expect(payNow(page).getByRole('img', { name: 'Kode QRIS' })).toBeVisible();
  const order = await backendCall<{ paymentSessions: Array<{ method: string; status: string }> }>(
    page,
    testInfo,
    `/api/public/orders/${orderId}?token=${token}`,
  );
  expect(order.body.paymentSessions.map(({ method, status }) => [method, status])).toEqual([
    ['qris', 'pending'],
    ['va_bca', 'cancelled'],
  ]);

  await simulatePayment(page, testInfo, qris, { outcome: 'expired' });
  await expect(payNow(page).getByText('Kedaluwarsa')).toBeVisible({ timeout: 20_000 });
  await expect(payNow(page).getByRole('button', { name: 'Buat kode baru' })).toBeVisible();
  // Paid anyway from a saved screenshot, after its end: the shop keeps it while it can still deliver, and calls.
  await simulatePayment(page, testInfo, qris, { outcome: 'paid' });
  await expect(page.getByText('Dibayar setelah batas waktu — toko akan menghubungi Anda')).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);

  // Staff: the late payment waits in 'Otomatis'; they send it back through the gateway.
  const office = await context.newPage();
  await signIn(office);
  await office.goto('/app/payments');
  await office.getByRole('button', { name: /^Otomatis/ }).click();
  await office.getByRole('button', { name: `Kembalikan dana pesanan #${orderId}` }).click();
  const confirm = office.locator('.swal2-popup');
  await confirm.getByRole('button', { name: 'Buat tugas pengembalian' }).click();
  await expect(office.getByText(`Tugas pengembalian dana pesanan #${orderId} dibuat.`)).toBeVisible();
  await office.getByRole('button', { name: /^Pengembalian/ }).click();
  await office.getByRole('button', { name: new RegExp(`^Kembalikan dana pesanan #${orderId} \\(`) }).click();
  const dialog = office.getByRole('dialog', { name: `Kembalikan dana pesanan #${orderId}` });
  await dialog.getByRole('radio', { name: /Lewat gateway/ }).check();
  await dialog.getByRole('textbox', { name: /^Alasan/ }).fill('Dibayar setelah kode kedaluwarsa');
  await expectNoAxeViolationsAtBothWidths(office);
  await dialog.getByRole('button', { name: 'Kembalikan dana' }).click();
  await expect(office.getByText(new RegExp(`pesanan #${orderId} dikembalikan\\.`))).toBeVisible();
});
