import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from './fixtures';
import { orderDay } from './support/orderDay';
import { cardTemplatesAnswer } from './support/placeOrder';
import { openPublicMenu } from './support/publicMenu';

/**
 * The order wizard on a phone: a visitor goes from the home page to
 * a placed order in Indonesian and in English, and the order is then in the
 * backend (GET /api/CustomerOrder with the owner's token); one journey walks
 * through every wizard failure, forced with the mock scenario controls.
 */

test.use({ viewport: { width: 390, height: 844 } });

interface Texts {
  menu: string;
  order: string;
  category: (name: string) => string;
  product: (name: string) => string;
  date: string;
  time: string;
  name: string;
  phone: string;
  address: string;
  instructions: string;
  /** the card's own field, where the shop offers card templates */
  card: string;
  next: string;
  confirm: string;
  success: string;
  contact: string;
}

const ID: Texts = {
  menu: 'Buka menu',
  order: 'Pesan Sekarang',
  category: (name) => `Lihat Produk ${name}`,
  product: (name) => `Pilih ${name}`,
  date: 'Tanggal Pengiriman',
  time: 'Siang (12:00 - 17:00)',
  name: 'Nama Penerima',
  phone: 'Nomor Telepon Penerima',
  address: 'Alamat Pengiriman',
  instructions: 'Instruksi Khusus (opsional)',
  card: 'Kartu ucapan (opsional)',
  next: 'Lanjutkan',
  confirm: 'Konfirmasi Pesanan',
  success: 'Pesanan Berhasil!',
  contact: 'Tim kami akan segera menghubungi Anda.',
};

const EN: Texts = {
  menu: 'Open menu',
  order: 'Order Now',
  category: (name) => `View Products ${name}`,
  product: (name) => `Choose ${name}`,
  date: 'Delivery Date',
  time: 'Afternoon (12:00 - 17:00)',
  name: 'Recipient Name',
  phone: 'Recipient Phone Number',
  address: 'Delivery Address',
  instructions: 'Special Instructions (optional)',
  card: 'Card message (optional)',
  next: 'Continue',
  confirm: 'Confirm Order',
  success: 'Order Placed!',
  contact: 'Our team will contact you shortly.',
};

const dialog = (page: Page) => page.locator('.swal2-popup');

async function closeDialog(page: Page, title: string, text?: string) {
  await expect(dialog(page).locator('.swal2-title')).toHaveText(title);
  if (text) await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toBeHidden();
}

async function fillDetails(page: Page, t: Texts, recipient: string) {
  await page.getByLabel(t.date).fill(orderDay());
  await page.getByText(t.time, { exact: true }).click();
  await page.getByLabel(t.name).fill(recipient);
  await page.getByLabel(t.phone).fill('081298765432');
  await page.getByLabel(t.address).fill('Jl. Kemang Raya No. 15, Jakarta Selatan 12730');
  await page.getByLabel(t.instructions).fill('Mohon diantar sebelum jam 3 sore.');
}

/** Places an order through the wizard; returns the order id shown in the success dialog. */
async function placeOrder(page: Page, t: Texts, recipient: string): Promise<number> {
  await expect(page).toHaveURL(/\/public\/fleur\/order$/);
  await page.getByRole('button', { name: t.category('Hand Bouquet Wisuda') }).click();
  const cardTemplates = cardTemplatesAnswer(page);
  await page.getByRole('button', { name: t.product('Buket Gerbera Ceria') }).click();
  // The instructions are typed once the card templates have answered: with them the card's words have their own
  // field; without them (a backend that has none) the one box stays, as before.
  const card = page.getByLabel(t.card, { exact: true });
  if ((await cardTemplates).ok()) await expect(card).toBeVisible();
  else await expect(card).toHaveCount(0);
  await fillDetails(page, t, recipient);
  const quantity = page.locator('#order-quantity');
  await quantity.fill('3');
  await expect(page.getByTestId('order-total')).toHaveText('Rp 675.000');
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByText(recipient)).toBeVisible();

  await page.getByRole('button', { name: t.confirm }).click();
  await expect(dialog(page).locator('.swal2-title')).toHaveText(t.success);
  const text = (await dialog(page).locator('.swal2-html-container').textContent()) ?? '';
  expect(text).toContain(t.contact);
  const orderId = Number(/#(\d+)/.exec(text)?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await dialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/public\/home$/);

  const info = await page.evaluate(() => JSON.parse(sessionStorage.getItem('flowerOrderInfo') ?? 'null'));
  expect(info).toMatchObject({
    orderID: orderId,
    totalPrice: 675_000,
    product: { productName: 'Buket Gerbera Ceria' },
  });
  expect(await page.evaluate(() => sessionStorage.getItem('flowerOrderDraft'))).toBeNull();
  return orderId;
}

/**
 * GET /api/CustomerOrder with the owner's token, from inside the page (through the service worker when mocks run
 * there).
 */
async function ordersFromBackend(page: Page) {
  return page.evaluate(async () => {
    const config = await (await fetch('/config.json')).json();
    const shop = config.shopApiBaseUrl || location.origin;
    const auth = config.authApiBaseUrl || location.origin;
    const login = await fetch(`${auth}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'owner123' }),
    });
    const { token } = await login.json();
    const response = await fetch(`${shop}/api/CustomerOrder`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as Array<{
      orderID: number;
      customerName: string;
      quantity: number;
      totalPrice: number;
      deliveryTime: string;
      orderStatuses: Array<{ status: string }>;
      payments: Array<{ paymentStatus: string }>;
    }>;
  });
}

/** POST /api/FlowerCategory with the owner's token: a category with no products yet. */
async function createEmptyCategory(page: Page, categoryName: string) {
  const status = await page.evaluate(async (name) => {
    const config = await (await fetch('/config.json')).json();
    const shop = config.shopApiBaseUrl || location.origin;
    const auth = config.authApiBaseUrl || location.origin;
    const login = await fetch(`${auth}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'owner123' }),
    });
    const { token } = await login.json();
    const response = await fetch(`${shop}/api/FlowerCategory`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        categoryName: name,
        description: 'Kategori baru tanpa produk untuk uji e2e.',
        priceRangeStart: 100_000,
        priceRangeEnd: 200_000,
        isPopular: false,
        imageUrl: '/mock-assets/categories/bunga-meja-vas.jpg',
      }),
    });
    return response.status;
  }, categoryName);
  expect(status).toBe(201);
}

async function expectOrderInBackend(page: Page, orderId: number, recipient: string) {
  const order = (await ordersFromBackend(page)).find((candidate) => candidate.orderID === orderId);
  expect(order).toMatchObject({
    customerName: recipient,
    quantity: 3,
    totalPrice: 675_000,
    deliveryTime: 'Siang (12:00 - 17:00)',
    orderStatuses: [{ status: 'Pending' }],
    payments: [{ paymentStatus: 'Pending' }],
  });
}

test.describe('order wizard on a phone @both', () => {
  test('a visitor orders in Indonesian from the header order button @todays-backend @without-words', async ({
    page,
  }) => {
    await page.goto('/public/home');
    const header = page.locator('header.public-header');
    await openPublicMenu(page, ID.menu);
    await header.getByRole('link', { name: ID.order }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pesan Rangkaian Bunga');
    await expect(page.locator('.wizard-header__language')).toContainText('Bahasa Indonesia');

    const recipient = `Siti E2E ${uniqueSuffix()}`;
    const orderId = await placeOrder(page, ID, recipient);
    await expectOrderInBackend(page, orderId, recipient);
    // Still there after a reload (once the app, and with it the in-browser backend, is up again).
    await page.reload();
    await expect(page.locator('footer#contact')).toContainText('halo@fleurflorist.id');
    await expectOrderInBackend(page, orderId, recipient);
  });

  test('a visitor switches to English and orders from Shop Now', async ({ page }) => {
    await page.goto('/public/home');
    const header = page.locator('header.public-header');
    await openPublicMenu(page, ID.menu);
    await header.getByRole('button', { name: 'English' }).click();
    const toggle = header.locator('.public-header__toggle');
    if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    await page.locator('#home').getByRole('link', { name: 'Shop Now' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order a Flower Arrangement');
    await expect(page.locator('.wizard-header__language')).toContainText('English');

    const recipient = `Jane E2E ${uniqueSuffix()}`;
    const orderId = await placeOrder(page, EN, recipient);
    await expectOrderInBackend(page, orderId, recipient);
  });

  test('the draft survives a reload during the wizard', async ({ page }) => {
    await page.goto('/public/fleur/order');
    await page.getByRole('button', { name: ID.category('Buket Mawar') }).click();
    await page.getByRole('button', { name: ID.product('Buket Mawar Pink Pastel') }).click();
    await fillDetails(page, ID, 'Budi Reload');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Terpilih Buket Mawar Pink Pastel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel(ID.name)).toHaveValue('Budi Reload');
    await expect(page.getByLabel(ID.date)).toHaveValue(orderDay());
    await page.getByRole('button', { name: ID.next, exact: true }).click();
    await expect(page.getByText('Budi Reload')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeVisible();
  });
});

test.describe('order wizard failures (mock scenario controls)', () => {
  const setScenario = (page: Page, scenario: string) =>
    page.evaluate((value) => window.__mockBackend!.setScenario(value), scenario);

  test('shows every wizard failure and recovers from each', async ({ page }) => {
    // No categories at all.
    await page.goto('/public/fleur/order?mock=empty');
    await expect(page.getByText('Belum ada kategori bunga tersedia.')).toBeVisible();

    // Categories fail: the message, sample categories and a retry.
    await page.goto('/public/fleur/order?mock=error:listFlowerCategories:500');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load flower categories. Please try again.');
    await expect(page.locator('.wizard-card')).toHaveCount(6);
    await page.waitForFunction(() => Boolean(window.__mockBackend));
    await setScenario(page, 'error:listFlowerProductsByCategory:500');
    await alert.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('alert')).toBeHidden();

    // Products fail: the message, sample products and a retry that recovers.
    await page.getByRole('button', { name: ID.category('Bunga Papan Ucapan') }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to load products for this category. Please try again.');
    await expect(page.locator('.wizard-card')).toHaveCount(3);
    await setScenario(page, 'off');
    await page.getByRole('alert').getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('button', { name: ID.product('Papan Happy Wedding') })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();

    // A category without products (created through the API), after a reload.
    await createEmptyCategory(page, 'Kategori Kosong E2E');
    await page.getByRole('button', { name: 'Kembali ke Kategori' }).click();
    await page.goto('/public/fleur/order'); // a reload without the ?mock= of the first visit
    await page.getByRole('button', { name: ID.category('Kategori Kosong E2E') }).click();
    await expect(page.getByText('Belum ada produk tersedia untuk kategori ini.')).toBeVisible();
    await page.getByRole('button', { name: 'Pilih kategori lain' }).click();
    await page.getByRole('button', { name: ID.category('Buket Mawar') }).click();

    // Continue without a product, then each details check, in their order.
    await page.getByRole('button', { name: ID.next, exact: true }).click();
    await closeDialog(page, 'Pilih Produk', 'Silakan pilih produk bunga terlebih dahulu.');
    await page.getByRole('button', { name: ID.product('Buket Mawar Merah Klasik') }).click();
    await page.getByRole('button', { name: ID.next, exact: true }).click();
    await closeDialog(page, 'Tanggal Pengiriman', 'Silakan pilih tanggal pengiriman.');
    await fillDetails(page, ID, 'Rina Gagal');
    await page.getByRole('button', { name: ID.next, exact: true }).click();

    // Creating the order fails: the dialog, and everything typed is still there.
    await setScenario(page, 'error:createCustomerOrder:500');
    await page.getByRole('button', { name: ID.confirm }).click();
    await closeDialog(page, 'Gagal Membuat Pesanan', 'Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.');
    await expect(page.getByText('Rina Gagal')).toBeVisible();
    await expect(page.getByText('Jl. Kemang Raya No. 15, Jakarta Selatan 12730')).toBeVisible();

    // A slow backend: the processing overlay, and a double click still makes one order.
    await setScenario(page, 'latency:1500');
    const before = (await ordersFromBackend(page)).length;
    await page.getByRole('button', { name: ID.confirm }).dblclick();
    await expect(page.getByText('Pesanan sedang diproses…')).toBeVisible();
    await expect(page.getByRole('button', { name: ID.confirm })).toBeDisabled();
    await closeDialog(page, 'Pesanan Berhasil!', 'Tim kami akan segera menghubungi Anda.');
    await expect(page).toHaveURL(/\/public\/home$/);
    await setScenario(page, 'off');
    const orders = await ordersFromBackend(page);
    expect(orders).toHaveLength(before + 1);
    expect(orders.filter((order) => order.customerName === 'Rina Gagal')).toHaveLength(1);
  });
});
