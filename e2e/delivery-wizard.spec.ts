import type { Page } from '@playwright/test';
import { addDays, shopToday } from '../src/lib/dates/shopClock';
import { expect, test, uniqueSuffix } from './fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';

/**
 * The order wizard with the shop's delivery rules (docs/product-rules.md#delivery-rules-proposed): same-day
 * delivery before and after the cut-off under the mock clock, a window that fills up, a zone fee shown and
 * charged, pickup at the shop, and the product's wizard when the backend lacks the settings call (404, or
 * proposed:off); a settings or open-days call that fails otherwise (500, 503, a timeout) is said with a retry,
 * never the product's wizard. Settings are changed through the API with the owner's token, as the back office does.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** A Monday in the shop, before and after a 13:00 cut-off. */
const BEFORE_CUTOFF = '2026-11-23T10:00:00+07:00';
const AFTER_CUTOFF = '2026-11-23T14:00:00+07:00';
const CLOCK_DAY = '2026-11-23';

interface StoredOrder {
  orderID: number;
  customerName: string;
  deliveryDate: string;
  deliveryTime: string;
  totalPrice: number;
  deliveryFee?: number;
  deliveryZoneId?: string;
  fulfilment?: string;
  kecamatan?: string;
}

/** Calls the shop's API from inside the page (through the in-browser backend) with the owner's token. */
async function ownerCall<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  // The in-browser backend answers once the app has started it.
  await page.waitForFunction(() => Boolean(window.__mockBackend));
  return page.evaluate(
    async ({ method, path, body }) => {
      const config = await (await fetch('/config.json')).json();
      const shop = config.shopApiBaseUrl || location.origin;
      const auth = config.authApiBaseUrl || location.origin;
      const login = await fetch(`${auth}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: 'owner123' }),
      });
      const { token } = await login.json();
      const response = await fetch(`${shop}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** Changes the shop's delivery settings (GET, change, PUT) and checks the backend took them. */
async function changeSettings(page: Page, change: (settings: Record<string, unknown>) => Record<string, unknown>) {
  const current = await ownerCall<Record<string, unknown>>(page, 'GET', '/api/delivery/settings');
  expect(current.status).toBe(200);
  const saved = await ownerCall(page, 'PUT', '/api/delivery/settings', change(current.body));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function openDetails(page: Page, url = '/public/fleur/order') {
  await page.goto(url);
  await page.getByRole('button', { name: 'Lihat Produk Hand Bouquet Wisuda' }).click();
  await page.getByRole('button', { name: 'Pilih Buket Gerbera Ceria' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Detail Pengiriman' })).toBeVisible();
}

async function fillRecipient(page: Page, recipient: string) {
  await page.getByLabel('Nama Penerima').fill(recipient);
  await page.getByLabel('Nomor Telepon Penerima').fill('081298765432');
}

async function chooseRegion(page: Page, provinsi: string, kota: string, kecamatan: string) {
  for (const [label, option] of [
    ['Provinsi', provinsi],
    ['Kota/Kabupaten', kota],
    ['Kecamatan', kecamatan],
  ] as const) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select.locator('option', { hasText: option })).toHaveCount(1);
    await select.selectOption(option);
  }
}

/** Continue, confirm, and the order number the success dialog shows. */
async function confirmOrder(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeVisible();
  await page.getByRole('button', { name: 'Konfirmasi Pesanan' }).click();
  const dialog = page.locator('.swal2-popup');
  await expect(dialog.locator('.swal2-title')).toHaveText('Pesanan Berhasil!');
  const orderId = Number(/#(\d+)/.exec((await dialog.textContent()) ?? '')?.[1]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/public\/home$/);
  return orderId;
}

async function storedOrder(page: Page, orderId: number): Promise<StoredOrder | undefined> {
  const orders = await ownerCall<StoredOrder[]>(page, 'GET', '/api/CustomerOrder');
  return orders.body.find((order) => order.orderID === orderId);
}

const dayChoice = (page: Page, name: RegExp) => page.getByRole('radio', { name });

/** Chooses the first open day of the quick choices (a holiday may close the shop's tomorrow) and returns it. */
async function chooseFirstOpenDay(page: Page): Promise<string> {
  const day = await page.locator('.wizard-days input:not(:disabled)').first().getAttribute('value');
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.locator(`label[for="order-day-${day}"]`).click();
  await expect(page.getByLabel('Tanggal Pengiriman')).toHaveValue(day!);
  return day!;
}

// These journeys are about the proposed delivery calls: they need a backend that has them, whatever
// scenario the run starts others with (E2E_MOCK_SCENARIO=proposed:off runs the rest as today's backend);
// the ones about a backend without them ask for that themselves (?mock=error:getDeliverySettings:404).
test.use({ mockScenario: '' });

test.describe('delivery rules in the order wizard', () => {
  test('same-day before the 13:00 cut-off is offered and taken; after it today says why not @dates', async ({
    page,
  }) => {
    await page.goto(`/public/fleur/order?mock=clock:${BEFORE_CUTOFF}`);
    await changeSettings(page, (settings) => ({ ...settings, sameDayCutoff: '13:00' }));
    await openDetails(page, `/public/fleur/order?mock=clock:${BEFORE_CUTOFF}`);
    const today = dayChoice(page, /^Hari ini/);
    await expect(today).toBeEnabled();
    await expect(page.getByText('Pengiriman di hari yang sama')).toBeVisible();
    await page.locator('label[for="order-day-' + CLOCK_DAY + '"]').click();
    await expect(page.getByLabel('Tanggal Pengiriman')).toHaveValue(CLOCK_DAY);
    // 10:00: the afternoon window is open.
    await page.getByText('Siang (12:00 - 17:00)', { exact: true }).click();
    const recipient = `Sameday ${uniqueSuffix()}`;
    await fillRecipient(page, recipient);
    await page.getByLabel('Alamat Pengiriman').fill('Jl. Tebet Raya 12, Jakarta Selatan');
    const orderId = await confirmOrder(page);
    expect(await storedOrder(page, orderId)).toMatchObject({
      customerName: recipient,
      deliveryFee: 25_000,
      deliveryZoneId: 'jakarta-selatan',
    });

    await openDetails(page, `/public/fleur/order?mock=clock:${AFTER_CUTOFF}`);
    const closed = dayChoice(page, /^Hari ini/);
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAccessibleName(/Lewat batas pemesanan 13:00/);
    await expect(page.getByLabel('Tanggal Pengiriman')).toHaveAttribute('min', addDays(CLOCK_DAY, 1));
  });

  test('a zone fee is shown and charged; a window with one place left fills up @dates', async ({ page }) => {
    await page.goto('/public/home');
    // The first open day from the shop's tomorrow, with one place left in its evening whatever the seed has booked
    // there.
    const days = (
      await ownerCall<
        Array<{ date: string; open: boolean; windows: Array<{ label: string; remaining: number | null }> }>
      >(page, 'GET', `/api/delivery/availability?from=${addDays(shopToday(), 1)}&days=14`)
    ).body;
    const open = days.find((candidate) => candidate.open)!;
    const day = open.date;
    const settings = await ownerCall<{ windows: Array<{ label: string; capacity: number | null }> }>(
      page,
      'GET',
      '/api/delivery/settings',
    );
    const evening = settings.body.windows.find((window) => window.label === 'Sore (17:00 - 20:00)')!;
    const taken =
      (evening.capacity ?? 0) - (open.windows.find((window) => window.label === evening.label)?.remaining ?? 0);
    await changeSettings(page, (current) => ({
      ...current,
      windows: (current.windows as Array<{ label: string }>).map((window) =>
        window.label === evening.label ? { ...window, capacity: taken + 1 } : window,
      ),
    }));
    await openDetails(page);
    await page.locator(`label[for="order-day-${day}"]`).click();
    const sore = page.getByRole('radio', { name: 'Sore (17:00 - 20:00)' });
    await expect(sore).toHaveAccessibleDescription('Sisa 1');
    await page.getByText('Sore (17:00 - 20:00)', { exact: true }).click();
    const recipient = `Zona ${uniqueSuffix()}`;
    await fillRecipient(page, recipient);
    await chooseRegion(page, 'Jawa Barat', 'Kota Depok', 'Beji');
    await page.getByLabel('Kode Pos').fill('16424');
    await page.getByLabel('Alamat Pengiriman').fill('Jl. Margonda Raya 100, RT 01/RW 02');
    await expect(page.getByTestId('delivery-zone')).toHaveText('Zona Depok · Ongkos kirim Rp 40.000');
    await expect(page.getByTestId('order-total')).toHaveText('Rp 225.000');
    await expect(page.getByTestId('order-delivery-fee')).toHaveText('Rp 40.000');
    await expect(page.getByTestId('order-grand-total')).toHaveText('Rp 265.000');
    await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await expect(page.getByTestId('order-grand-total')).toHaveText('Rp 265.000');
    await page.getByRole('button', { name: 'Konfirmasi Pesanan' }).click();
    const dialog = page.locator('.swal2-popup');
    await expect(dialog.locator('.swal2-title')).toHaveText('Pesanan Berhasil!');
    const orderId = Number(/#(\d+)/.exec((await dialog.textContent()) ?? '')?.[1]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await storedOrder(page, orderId)).toMatchObject({
      deliveryFee: 40_000,
      deliveryZoneId: 'depok',
      fulfilment: 'delivery',
      kecamatan: 'Beji',
      totalPrice: 225_000,
    });

    // The evening's one place is taken: the next visitor sees it full.
    await openDetails(page);
    await page.locator(`label[for="order-day-${day}"]`).click();
    await expect(sore).toBeDisabled();
    await expect(sore).toHaveAccessibleDescription('Penuh');
  });

  test('pickup at the shop: no address, no fee, stored as a pickup @dates', async ({ page }) => {
    await openDetails(page);
    await chooseFirstOpenDay(page);
    await page.getByText('Kapan Saja', { exact: true }).click();
    const recipient = `Ambil ${uniqueSuffix()}`;
    await fillRecipient(page, recipient);
    await page.getByText('Ambil di toko', { exact: true }).click();
    await expect(page.getByLabel('Alamat Pengiriman')).toHaveCount(0);
    await expect(page.locator('.wizard-pickup')).toContainText('Ambil di toko: ');
    await expect(page.getByTestId('order-delivery-fee')).toHaveText('Gratis (Ambil di toko)');
    const orderId = await confirmOrder(page);
    expect(await storedOrder(page, orderId)).toMatchObject({ fulfilment: 'pickup', deliveryFee: 0 });
  });

  test('step 2 has no axe violations at 390 and 1366 px', async ({ page }) => {
    test.setTimeout(120_000);
    await openDetails(page);
    await chooseFirstOpenDay(page);
    await chooseRegion(page, 'DKI Jakarta', 'Kota Administrasi Jakarta Selatan', 'Kebayoran Baru');
    await expectNoAxeViolationsAtBothWidths(page);
  });
});

test.describe('the settings call answering 404', () => {
  test('the wizard is the product’s: from tomorrow, the four windows, one address box, no fee', async ({ page }) => {
    await openDetails(page, '/public/fleur/order?mock=error:getDeliverySettings:404');
    const tomorrow = addDays(shopToday(), 1);
    await expect(page.getByLabel('Tanggal Pengiriman')).toHaveAttribute('min', tomorrow);
    await expect(page.getByRole('group', { name: 'Hari pengiriman terdekat' })).toHaveCount(0);
    await expect(page.getByLabel('Provinsi')).toHaveCount(0);
    await expect(page.getByTestId('order-delivery-fee')).toHaveCount(0);
    await page.getByLabel('Tanggal Pengiriman').fill(tomorrow);
    await page.getByText('Siang (12:00 - 17:00)', { exact: true }).click();
    const recipient = `Legacy ${uniqueSuffix()}`;
    await fillRecipient(page, recipient);
    await page.getByLabel('Alamat Pengiriman').fill('Jl. Braga No. 8, Bandung');
    const orderId = await confirmOrder(page);
    const order = await storedOrder(page, orderId);
    expect(order).toMatchObject({ customerName: recipient, totalPrice: 225_000 });
    expect(order?.deliveryFee).toBeUndefined();
    expect(order?.fulfilment).toBeUndefined();
  });
});

const SETTINGS_FAILED = 'Pilihan pengiriman toko tidak dapat dimuat. Silakan coba lagi.';
const DAYS_FAILED = 'Hari pengiriman yang tersedia tidak dapat dicek. Silakan coba lagi.';

/** Steps 1 and 2 up to the chosen product, without waiting for the details (a failure replaces them). */
async function openProduct(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Lihat Produk Hand Bouquet Wisuda' }).click();
  await page.getByRole('button', { name: 'Pilih Buket Gerbera Ceria' }).click();
}

const failureAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The backend answers again: the scenario is cleared in the page's own mock. */
async function backendBack(page: Page) {
  await page.evaluate(() => window.__mockBackend!.setScenario('off'));
}

test.describe('a delivery call that fails otherwise than 404/501', () => {
  for (const failure of ['500', '503', 'timeout']) {
    test(`settings ${failure}: the failure with a retry, never the product's form; the retry brings the rules`, async ({
      page,
    }) => {
      await openProduct(page, `/public/fleur/order?mock=error:getDeliverySettings:${failure}`);
      const alert = failureAlert(page, SETTINGS_FAILED);
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Data yang sudah Anda isi tetap tersimpan.');
      await expect(page.getByLabel('Alamat Pengiriman')).toHaveCount(0);
      await expect(page.getByLabel('Tanggal Pengiriman')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Lanjutkan', exact: true })).toBeDisabled();

      await backendBack(page);
      await alert.getByRole('button', { name: 'Coba Lagi' }).click();
      await expect(page.getByRole('group', { name: 'Hari pengiriman terdekat' })).toBeVisible();
      await expect(page.getByLabel('Provinsi', { exact: true })).toBeVisible();
      await expect(failureAlert(page, SETTINGS_FAILED)).toHaveCount(0);
    });
  }

  test('what was typed survives a reload while the settings fail; the failure passes axe at 390 and 1366 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDetails(page);
    await fillRecipient(page, 'Budi Tetap');
    await page.goto('/public/fleur/order?mock=error:getDeliverySettings:503');
    await expect(failureAlert(page, SETTINGS_FAILED)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await backendBack(page);
    await failureAlert(page, SETTINGS_FAILED).getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByLabel('Nama Penerima')).toHaveValue('Budi Tetap');
    await expect(page.getByLabel('Nomor Telepon Penerima')).toHaveValue('081298765432');
  });

  test("open days 500: said with a retry, no day 'Tersedia' nor choosable; the retry checks them", async ({ page }) => {
    await openProduct(page, '/public/fleur/order?mock=error:getDeliveryAvailability:500');
    const alert = failureAlert(page, DAYS_FAILED);
    await expect(alert).toBeVisible();
    const days = page.getByRole('group', { name: 'Hari pengiriman terdekat' }).getByRole('radio');
    await expect(days.first()).toHaveAccessibleName(/Belum dicek$/);
    await expect(page.getByRole('group', { name: 'Hari pengiriman terdekat' })).not.toContainText('Tersedia');
    await expect(page.locator('.wizard-days input:not(:disabled)')).toHaveCount(0);

    await backendBack(page);
    await alert.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(failureAlert(page, DAYS_FAILED)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Hari pengiriman terdekat' })).toContainText('Tersedia');
  });
});

test.describe("today's backend (proposed:off)", () => {
  test("the wizard is the product's, without a word of failure", async ({ page }) => {
    await openDetails(page, '/public/fleur/order?mock=proposed:off');
    await expect(page.getByLabel('Alamat Pengiriman')).toBeVisible();
    await expect(page.getByLabel('Provinsi', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Hari pengiriman terdekat' })).toHaveCount(0);
    await expect(failureAlert(page, SETTINGS_FAILED)).toHaveCount(0);
    await expect(page.getByTestId('order-delivery-fee')).toHaveCount(0);
  });
});
