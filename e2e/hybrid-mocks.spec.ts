import type { Request } from '@playwright/test';
import { validOrder } from '../mocks/contract/validOrder';
import { MOCK_SERVER_URL, expect, test, uniqueSuffix } from './fixtures';
import { signIn } from './support/signIn';

/**
 * Hybrid mode (docs/mock-backend.md#hybrid-mode) against mock:server as the real backend as it is today
 * (`proposed:off`: its delivery settings calls answer 404). config.json, replaced here, asks the in-browser
 * mock for the delivery settings calls alone: /app/delivery shows and saves the settings instead of
 * 'Belum didukung oleh server', the back office's banner names the two operations, their requests are
 * answered in the browser and never reach mock:server, and every other call (signing in, the order list)
 * does reach it.
 */

const MOCKED = ['getDeliverySettings', 'updateDeliverySettings'];
const SETTINGS_PATH = '/api/delivery/settings';
const ORDERS_PATH = '/api/CustomerOrder';

/** The first screen of a page load: its calls wait for the service worker's mock to start. */
const LOAD = 30_000;

const pathOf = (request: Request) => new URL(request.url()).pathname;

test('the delivery settings come from the in-browser mock, every other call from the backend @http-backend', async ({
  page,
  context,
  request,
}) => {
  // Four back-office page loads, each starting the service worker's mock.
  test.setTimeout(180_000);
  await test.step("the backend as it is today, with an order the browser's mock does not have", async () => {
    // Set in the test, after the fixtures' reset of the server (which clears its scenario).
    expect((await request.post(`${MOCK_SERVER_URL}/__mock/scenario`, { data: { mock: 'proposed:off' } })).ok()).toBe(
      true,
    );
    expect((await request.get(`${MOCK_SERVER_URL}${SETTINGS_PATH}`)).status()).toBe(404);
  });
  const customerName = `Hibrida ${uniqueSuffix()}`;
  const [product] = (await (await request.get(`${MOCK_SERVER_URL}/api/FlowerProduct`)).json()) as {
    productID: number;
  }[];
  expect(
    (
      await request.post(`${MOCK_SERVER_URL}${ORDERS_PATH}`, { data: validOrder(product.productID, { customerName }) })
    ).status(),
  ).toBe(201);

  // The served config.json (useMocks false, pointed at mock:server) plus the operations to mock and a name no
  // operation has. On the context, so that it also applies when the mock's service worker fetches the file.
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({ useMocks: false, shopApiBaseUrl: MOCK_SERVER_URL });
    await route.fulfill({ response, json: { ...config, mockOperations: [...MOCKED, 'noSuchOperation'] } });
  });

  // Every request of the context, the page's and those the service worker sends on to the network.
  const requests: Request[] = [];
  context.on('request', (sent) => void requests.push(sent));
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));

  await signIn(page);

  await test.step('/app/delivery shows the settings from the mock, with the banner naming the mocked operations', async () => {
    warnings.length = 0;
    await page.goto('/app/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan Pengiriman' })).toBeVisible({ timeout: LOAD });
    await expect(page.getByRole('radio', { name: 'Ada, untuk pesanan sebelum batas waktu' })).toBeVisible({
      timeout: LOAD,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Mode campuran' })).toHaveText(
      'Mode campuran: operasi berikut dilayani oleh mock di browser: getDeliverySettings, updateDeliverySettings',
    );
    await expect(page.getByRole('heading', { name: 'Belum didukung oleh server' })).toHaveCount(0);
    expect(
      warnings.filter((text) => text.includes('noSuchOperation')),
      'the unknown name, reported once',
    ).toHaveLength(1);
  });

  await test.step('a change is saved by the mock (a secured call, with the token mock:server issued) and kept after a reload', async () => {
    await page.getByRole('radio', { name: 'Ada, untuk pesanan sebelum batas waktu' }).check();
    await page.getByRole('textbox', { name: /Batas waktu pesanan/ }).fill('13:00');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(
      page.locator('.app-toast').filter({ hasText: 'Pengaturan pengiriman disimpan.' }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Batas waktu pesanan/ })).toHaveValue('13:00', { timeout: LOAD });
  });

  await test.step('the order list comes from mock:server', async () => {
    await page.goto('/app/orders');
    await expect(page.getByText(customerName).first()).toBeVisible({ timeout: LOAD });
    await expect(page.getByRole('status').filter({ hasText: 'Mode campuran' })).toBeVisible();
  });

  await test.step('the network: the mocked calls were answered in the browser, the others reached mock:server', async () => {
    const settings = requests.filter((sent) => pathOf(sent) === SETTINGS_PATH);
    expect(settings.map((sent) => sent.method()).sort()).toEqual(expect.arrayContaining(['GET', 'PUT']));
    for (const sent of settings) {
      expect(sent.serviceWorker(), `${sent.method()} ${sent.url()} was sent on by the service worker`).toBeNull();
      expect(
        (await sent.response())?.fromServiceWorker(),
        `${sent.method()} ${sent.url()} answered by the worker`,
      ).toBe(true);
    }
    // The service worker passed the order list on to mock:server (no handler of its own for it).
    const passedOn = requests.filter(
      (sent) => sent.serviceWorker() !== null && sent.url() === `${MOCK_SERVER_URL}${ORDERS_PATH}`,
    );
    expect(passedOn.length, 'order list requests sent on to mock:server').toBeGreaterThan(0);
    expect((await passedOn[0].response())?.status()).toBe(200);
  });
});
