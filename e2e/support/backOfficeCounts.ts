import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { validOrder } from '../../mocks/contract/validOrder';
import { expect } from '../fixtures';
import type { Translate } from './translations';

/** A small valid PNG (1×1 pixel): a customer's transfer receipt. */
const RECEIPT_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** What a journey created: an order new to staff, with its customer's payment receipt waiting for review. */
export interface WaitingReceipt {
  orderId: number;
  customerName: string;
  /** The order's delivery day (the first day the shop delivers), on the board and the manifest. */
  deliveryDay: string;
}

/**
 * Staff look at the order list and the payment receipts once: the first look counts everything there as seen, so what
 * arrives afterwards is 'Baru'. Signed in, in Indonesian.
 */
export async function firstLooks(page: Page, t: Translate) {
  await page.goto('/app/orders');
  await page.waitForFunction(() => localStorage.getItem('seen:orders') !== null);
  await page.goto('/app/payments');
  await expect(page.getByText(t('payments:states.empty.pending'))).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('seen:payment-proofs') !== null);
}

/**
 * A customer orders and sends a transfer receipt through the API, as the order wizard and the order page do: the
 * receipt then waits for review, and the bell and the navigation count it. On any page of the in-browser mock's app.
 */
export async function orderWithWaitingReceipt(page: Page, customerName: string): Promise<WaitingReceipt> {
  const products = await page.evaluate(async () => (await fetch('/api/FlowerProduct')).json());
  const order = validOrder((products as { productID: number }[])[0].productID, { customerName });
  const orderId = await page.evaluate(
    async ({ order, png }) => {
      const placed = await fetch('/api/CustomerOrder', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(order),
      });
      if (placed.status !== 201) throw new Error(`createCustomerOrder answered ${placed.status}`);
      const { orderID, trackingToken } = (await placed.json()) as { orderID: number; trackingToken: string };
      const form = new FormData();
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      form.append('file', new File([bytes], 'bukti-transfer.png', { type: 'image/png' }));
      const sent = await fetch(
        `/api/public/orders/${orderID}/payment-proofs?token=${encodeURIComponent(trackingToken)}`,
        { method: 'POST', body: form },
      );
      if (sent.status !== 201) throw new Error(`uploadPaymentProof answered ${sent.status}`);
      return orderID;
    },
    { order, png: RECEIPT_PNG_BASE64 },
  );
  // The day as the wizard sends it: a plain shop day (the API answers its midnight as an instant).
  return { orderId, customerName, deliveryDay: String(order.deliveryDate) };
}

/**
 * The bell shows a count (at least the waiting receipt; the seed's late deliveries of the day add to it) and its name
 * says the count as the badge shows it. `timeout`: how long the count may take to come (longer on a page's first
 * load in hybrid mode, whose calls wait for the service worker's mock to start).
 */
export async function expectBellCount(page: Page, t: Translate, timeout?: number) {
  const bell = page.locator('#notifications-toggle');
  const badge = bell.locator('.notifications__badge');
  await expect(badge).toBeVisible({ timeout });
  await expect(badge).toHaveText(/^([1-9]|9\+)$/);
  const shown = (await badge.textContent())!.trim();
  await expect(bell).toHaveAccessibleName(t('shell:notifications.toggleCount', { shown }));
}

/**
 * The navigation's 'Bukti Pembayaran' (in `scope`: the sidebar, its menu or the horizontal menu) shows the waiting
 * receipt's count, reads 'Bukti Pembayaran 1' (a space between the label and the count) and is named so.
 */
export async function expectNavCount(scope: Locator, t: Translate) {
  const label = t('shell:sidebar.payments');
  const link = scope.getByRole('link', { name: t('shell:sidebar.pendingCount', { label, count: 1 }), exact: true });
  await expect(link.locator('.badge')).toBeVisible();
  await expect(link.locator('.badge')).toHaveText('1');
  await expect(link).toHaveText(`${label} 1`);
}

/** Every operationId of openapi.yaml. */
function operationIds(): string[] {
  const yaml = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
  return [...yaml.matchAll(/^\s+operationId:\s*(\w+)\s*$/gm)].map((match) => match[1]);
}

/**
 * Hybrid mode (docs/mock-backend.md#hybrid-mode) on the in-browser mock's build: config.json says `useMocks: false`
 * and lists every operation in `mockOperations`, so the same mock still answers every call while the back office
 * shows its strip naming the mocked operations (a proposed feature shown on staging). On the context, so that it also
 * applies when the mock's service worker fetches the file. Unrouting config.json ends it.
 */
export async function startHybridMode(context: BrowserContext) {
  const mockOperations = operationIds();
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, useMocks: false, mockOperations } });
  });
}

/** The hybrid-mode strip is there, naming the mocked operations. */
export async function expectHybridBanner(page: Page, t: Translate) {
  const intro = t('mock:hybrid.banner', { operations: '' }).trim();
  await expect(page.getByRole('status').filter({ hasText: intro })).toContainText('listPaymentProofs');
}
