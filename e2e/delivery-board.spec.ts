import { daysBetween, shopToday, shopTomorrow } from '../src/lib/dates/shopClock';
import { expect, test, uniqueSuffix } from './fixtures';
import { axeViolations } from './support/axe';
import { orderDay } from './support/orderDay';
import { placeOrder } from './support/placeOrder';
import { signIn } from './support/signIn';

/**
 * The delivery board, in the production build: an order placed in
 * the wizard for the next open day is on that day's board in its window lane, moves to
 * Processing from its card, and its card links to its ticket; the board has no
 * axe violation at a phone and a laptop width. Both backend modes.
 */

test('a wizard order for the next open day is on the board in its window lane and moves to Processing @both @todays-backend @without-words @dates', async ({
  page,
}) => {
  const recipient = `Wulan Board ${uniqueSuffix()}`;
  const orderId = await placeOrder(page, {
    recipient,
    message: 'Selamat atas kelulusanmu!',
    window: 'Sore (17:00 - 20:00)',
  });

  await signIn(page);
  await page.goto('/app/orders');
  await page.getByRole('button', { name: 'Papan Pengiriman' }).click();
  await expect(page).toHaveURL(/\/app\/orders\?view=board$/);
  const strip = page.getByRole('navigation', { name: 'Hari pengiriman' });
  // The strip: 'Terlambat', today, then the next days; the order's day is tomorrow unless a holiday closes it.
  const day = orderDay();
  await strip
    .getByRole('button')
    .nth(1 + daysBetween(shopToday(), day))
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?view=board&day=${day}$`));

  const lane = page.getByRole('region', { name: /^Sore \(17:00 - 20:00\)/ });
  const card = lane.getByRole('article').filter({ hasText: `#${orderId}` });
  await expect(card).toContainText(recipient);
  await expect(card).toContainText('Buket Gerbera Ceria');
  await expect(card).toContainText('Selamat atas kelulusanmu!');
  await expect(card).toContainText('Belum lunas');
  await expect(card.getByRole('link', { name: `Cetak tiket (pesanan #${orderId})` })).toHaveAttribute(
    'href',
    `/app/orders/print/tickets?order=${orderId}`,
  );

  await card.getByRole('button', { name: `Ubah ke Processing (pesanan #${orderId})` }).click();
  const dialog = page.locator('.swal2-popup');
  await expect(dialog).toContainText('Change status to Processing?');
  await dialog.getByRole('button', { name: 'Yes, update it!' }).click();
  await expect(dialog.locator('.swal2-title')).toHaveText('Updated!');
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(card.locator('.status-badge').first()).toHaveText('Processing');
  await expect(card.getByRole('button', { name: `Ubah ke Completed (pesanan #${orderId})` })).toBeVisible();
  // 'Kirim WhatsApp' now carries the Processing message for this order.
  const whatsapp = new URL(
    (await card
      .getByRole('link', { name: `Kirim WhatsApp untuk pesanan #${orderId} (membuka tab baru)` })
      .getAttribute('href'))!,
  );
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/6281298765432');
  expect(whatsapp.searchParams.get('text')).toContain(`#${orderId}`);
  expect(whatsapp.searchParams.get('text')).toContain('Buket Gerbera Ceria');
  expect(whatsapp.searchParams.get('text')).toContain('sedang kami rangkai');

  // The day is in the URL: a reload shows the same board.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Sore/ })
      .getByRole('article')
      .filter({ hasText: `#${orderId}` })
      .locator('.status-badge')
      .first(),
  ).toHaveText('Processing');
});

test("a seeded pickup due tomorrow is in the 'Ambil di Toko' lane, its ticket says so, and it is no stop on the driver's manifest @dates", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/app/orders?view=board&day=${shopTomorrow()}`);
  const lane = page.getByRole('region', { name: /^Ambil di Toko/ });
  const card = lane.getByRole('article').first();
  await expect(card).toBeVisible();
  const orderId = /#(\d+)/.exec((await card.getByRole('heading').textContent()) ?? '')?.[1];
  expect(orderId).toMatch(/^\d+$/);
  await expect(card).toContainText('Waktu ambil');
  await expect(card).not.toContainText('Alamat');
  // The pickup lane comes after every window lane.
  await expect(page.locator('.board-lane').last()).toHaveAttribute('aria-labelledby', 'board-lane-pickup');

  await page.goto(`/app/orders/print/tickets?order=${orderId}`);
  const slip = page
    .getByRole('article', { name: `Tiket pesanan #${orderId}` })
    .getByRole('region', { name: 'Slip pengiriman' });
  await expect(slip).toContainText('Ambil di toko');
  await expect(slip).toContainText('Total bayar');

  await page.goto(`/app/orders/print/manifest?day=${shopTomorrow()}`);
  await expect(page.getByRole('table').or(page.getByText(/^Tidak ada pengiriman aktif pada /))).toBeVisible();
  await expect(page.getByRole('cell', { name: `#${orderId}`, exact: true })).toHaveCount(0);
  await expect(page.getByText(`#${orderId}`)).toHaveCount(0);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
]) {
  test(`the board passes axe WCAG 2.1 A/AA and does not scroll sideways (${size.name})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page);
    await page.goto('/app/orders?view=board');
    await expect(page.getByRole('navigation', { name: 'Hari pengiriman' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Pengiriman / })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`board-${size.name}.png`), fullPage: true });
  });
}
