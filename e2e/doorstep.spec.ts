import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isTodaysBackend, MOCK_SERVER_URL, test } from './fixtures';
import { axeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { openDetails, PHOTO } from './support/orderDetails';
import { submitLogin, OWNER } from './support/signIn';

/**
 * The doorstep (docs/product-rules.md#doorstep-proposed) end to end, with the in-browser mocks and against
 * mock:server (@both): staff assign the delivery to the driver and send the arrangement photo from the order
 * details → the customer asks for a change on the order page → staff see the note → the driver, signed in on a
 * phone, goes offline, files the proof with a photo ('Menunggu sinyal (1)'), comes back online → the proof arrives
 * once → the customer's page shows it.
 * Staff dispatch on the board by driver (assign, move a stop earlier, the driver's manifest in the run's order). With
 * a backend over HTTP (@http-backend) the run page itself starts with no network once opened.
 * The shop adds a second driver (kurir2) who gets the stop assigned to them, their lane and manifest; a proof the
 * server refused, filed again, leaves one proof; a failing server on the run's refresh leaves the stops on screen.
 * Under today's backend (proposed:off) none of it shows: no 'Kurir' or 'Foto rangkaian', the board by window only,
 * no 'Kurir' role, and the run says the server has none.
 *
 * One browser context throughout: the in-browser mock keeps its database per context, shared by its pages.
 */

const NOTE = 'Tolong tambah pita merah.';
const PHONE = { width: 390, height: 844 };

interface Stop {
  orderID: number;
  recipientName: string;
}

/** A call to the app's backend from the page, with the signed-in session's token (in-browser mock or mock:server). */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const config = (await (await fetch('/config.json')).json()) as { shopApiBaseUrl?: string };
    const response = await fetch(`${config.shopApiBaseUrl ?? ''}${path}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

async function signInAs(page: Page, username: string, password: string, landing: RegExp) {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(landing);
}

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

test('the arrangement photo is answered and the proof filed offline reaches the customer once @both @todays-backend @without-gateway', async ({
  page,
  context,
  mockScenario,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });

  if (isTodaysBackend(mockScenario)) {
    await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
    await page.goto('/app/orders');
    await page
      .getByRole('button', { name: /^Lihat detail pesanan #\d+$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Foto rangkaian' })).toHaveCount(0);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Kurir' })).toHaveCount(0);
    await signOut(page);
    await page.setViewportSize(PHONE);
    await signInAs(page, 'kurir', 'kurir123', /\/app\/run$/);
    await expect(page.getByRole('heading', { name: 'Belum didukung oleh server' })).toBeVisible();
    return;
  }

  // Staff: the first stop of today's run, and its order page's key.
  await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
  );
  const runs = await api<{ driver: string; stops: Stop[] }[]>(page, `/api/delivery/runs?date=${today}`);
  const stop = runs.find((run) => run.driver === 'kurir')!.stops[0];
  expect(stop, "a stop on kurir's run today").toBeTruthy();
  const { trackingToken } = await api<{ trackingToken: string }>(page, `/api/CustomerOrder/${stop.orderID}`);

  // Staff take the delivery off the driver's run and assign it again: it goes to the end of the run.
  let details = await openDetails(page, stop.orderID);
  const driver = details.getByRole('combobox', { name: 'Kurir pengantar' });
  await expect(driver).toHaveValue('kurir');
  await driver.selectOption('');
  await details.getByRole('button', { name: 'Simpan' }).click();
  await expect(details.getByText('Penugasan kurir disimpan.')).toBeVisible();
  await expect(details.getByText(/^Pemberhentian \d+ dari \d+$/)).toHaveCount(0);
  await driver.selectOption('kurir');
  await details.getByRole('button', { name: 'Simpan' }).click();
  await expect(details.getByText(/^Pemberhentian (\d+) dari \1$/)).toBeVisible();

  // Staff send the photo of the finished arrangement.
  await details.getByLabel('Kirim foto rangkaian').setInputFiles(PHOTO);
  await expect(details.getByText('Foto rangkaian terkirim.')).toBeVisible();
  await expect(details.getByText('Menunggu jawaban pelanggan')).toBeVisible();

  // The customer, on a phone: the photo, and a change asked for.
  await page.setViewportSize(PHONE);
  await page.goto(`/public/pesanan/${stop.orderID}?t=${encodeURIComponent(trackingToken)}`);
  const photo = page.getByRole('region', { name: 'Foto rangkaian' });
  await expect(photo.getByRole('img', { name: `Foto rangkaian pesanan #${stop.orderID}` })).toBeVisible();
  await expect(photo.getByText('Menunggu jawaban Anda')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize(PHONE);
  await photo.getByRole('button', { name: 'Minta perubahan' }).click();
  await photo.getByRole('textbox', { name: /Apa yang perlu diubah\?/ }).fill(NOTE);
  await photo.getByRole('button', { name: 'Kirim permintaan' }).click();
  await expect(photo.getByText(`Minta perubahan: ${NOTE}`)).toBeVisible();

  // Staff see the note on the order.
  await page.setViewportSize({ width: 1366, height: 900 });
  details = await openDetails(page, stop.orderID);
  await expect(details.getByText(`Minta perubahan: ${NOTE}`)).toBeVisible();

  // The driver, on a phone: their run, then no signal at the door.
  await signOut(page);
  await page.setViewportSize(PHONE);
  await signInAs(page, 'kurir', 'kurir123', /\/app\/run$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(stop.recipientName) }) });
  await expect(card.getByRole('button', { name: `Sampai di ${stop.recipientName}` })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize(PHONE);

  await context.setOffline(true);
  await card.getByRole('button', { name: `Sampai di ${stop.recipientName}` }).click();
  const sheet = page.getByRole('dialog', { name: `Bukti pengantaran #${stop.orderID}` });
  await sheet.getByLabel('Ambil foto').setInputFiles({ ...PHOTO, name: 'pintu.png' });
  await expect(sheet.getByRole('img', { name: `Foto bukti pesanan #${stop.orderID}` })).toBeVisible();
  await sheet.getByRole('textbox', { name: /Diterima oleh/ }).fill('Bu Rina (satpam)');
  expect(await axeViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Simpan bukti' }).click();
  await expect(page.getByText('Menunggu sinyal (1)')).toBeVisible();
  await expect(card.getByText('Menunggu sinyal')).toBeVisible();

  // Back online: sent by itself, once.
  await context.setOffline(false);
  await expect(page.getByText(/^(Menunggu sinyal|Mengirim bukti) \(/)).toHaveCount(0, { timeout: 45_000 });
  await expect(card.getByText('Diterima')).toBeVisible({ timeout: 45_000 });
  await expectNoAxeViolationsAtBothWidths(page);

  // The customer's page, on their phone, shows the proof; staff's order has exactly one.
  await signOut(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/public/pesanan/${stop.orderID}?t=${encodeURIComponent(trackingToken)}`);
  const proof = page.getByRole('region', { name: 'Bukti pengiriman' });
  await expect(proof.getByText('Diterima', { exact: true })).toBeVisible();
  await expect(proof.getByText('Bu Rina (satpam)')).toBeVisible();
  await expect(proof.getByRole('img', { name: `Foto bukti pengiriman pesanan #${stop.orderID}` })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
  const order = await api<{ deliveryProofs: unknown[]; status?: string }>(page, `/api/CustomerOrder/${stop.orderID}`);
  expect(order.deliveryProofs).toHaveLength(1);
});

test("the driver's run starts with no network once opened and loses no proof filed then @both @todays-backend", async ({
  page,
  context,
  mockScenario,
}, testInfo) => {
  // Against a backend over HTTP the run with no network is the one last read on this phone; with in-browser mocks
  // the mock lives in the page and answers. Proofs wait for the signal either way. Under today's backend the run
  // says the server has none, with no network too.
  const overHttp = testInfo.project.name === 'http-backend';
  const offered = !isTodaysBackend(mockScenario);
  await page.setViewportSize(PHONE);
  await signInAs(page, 'kurir', 'kurir123', /\/app\/run$/);
  const arrive = page.getByRole('button', { name: /^Sampai di / }).first();
  if (offered) await expect(arrive).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'Belum didukung oleh server' })).toBeVisible();
  // Once the run's worker has kept the run's files (it is active) and config.json.
  await expect
    .poll(() =>
      page.evaluate(
        async () =>
          (await navigator.serviceWorker.getRegistrations()).find((each) => new URL(each.scope).pathname === '/app/run')
            ?.active?.state,
      ),
    )
    .toBe('activated');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          if (name.includes('config')) return (await (await caches.open(name)).keys()).length;
        }
        return 0;
      }),
    )
    .toBe(1);

  // No signal: the page itself, its texts and the run still come up.
  await context.setOffline(true);
  await page.reload();
  if (!offered) {
    await expect(page.getByRole('heading', { name: 'Belum didukung oleh server' })).toBeVisible();
    return;
  }
  await expect(arrive).toBeVisible();
  // Over HTTP the run is the one last read on this phone.
  if (overHttp) await expect(page.getByText(/^Tanpa sinyal: rute terakhir yang dimuat/)).toBeVisible();
  const recipient = (await arrive.getAttribute('aria-label'))!.replace(/^Sampai di /, '');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recipient }) });
  await card.getByRole('button', { name: `Sampai di ${recipient}` }).click();
  const sheet = page.getByRole('dialog', { name: /^Bukti pengantaran #/ });
  await sheet.getByLabel('Ambil foto').setInputFiles({ ...PHOTO, name: 'pintu.png' });
  await sheet.getByRole('textbox', { name: /Diterima oleh/ }).fill('Pak Dodi');
  const title = await sheet.getByText(/^Bukti pengantaran #\d+$/).textContent();
  const orderID = Number(/#(\d+)/.exec(title ?? '')?.[1]);
  await sheet.getByRole('button', { name: 'Simpan bukti' }).click();
  await expect(page.getByText('Menunggu sinyal (1)')).toBeVisible();
  // With in-browser mocks the run came from the mock in the page, on the run's worker: not from this phone's copy.
  if (!overHttp) await expect(page.getByText(/^Tanpa sinyal: rute terakhir yang dimuat/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  // Closed and opened again with no signal: the proof is still waiting.
  await page.reload();
  await expect(page.getByText('Menunggu sinyal (1)')).toBeVisible();
  // The signal returns: sent once.
  await context.setOffline(false);
  await expect(page.getByText(/^(Menunggu sinyal|Mengirim bukti) \(/)).toHaveCount(0, { timeout: 45_000 });
  await expect(card.getByText('Diterima')).toBeVisible({ timeout: 45_000 });

  await signOut(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
  const order = await api<{ deliveryProofs: { receivedBy?: string }[] }>(page, `/api/CustomerOrder/${orderID}`);
  expect(order.deliveryProofs.filter((proof) => proof.receivedBy === 'Pak Dodi')).toHaveLength(1);
});

test("staff dispatch today's deliveries on the board by driver and print one driver's manifest @both @todays-backend", async ({
  page,
  mockScenario,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
  await page.goto('/app/orders?view=board&group=driver');
  await expect(page.getByRole('heading', { level: 2, name: /^Pengiriman / })).toBeVisible();

  if (isTodaysBackend(mockScenario)) {
    // Today's backend says nothing of drivers: the board it always had, by window.
    await expect(page.getByRole('region', { name: /^Pagi/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Kelompokkan lajur' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Belum ditugaskan/ })).toHaveCount(0);
    return;
  }

  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
  );
  const runs = await api<{ driver: string; stops: Stop[] }[]>(page, `/api/delivery/runs?date=${today}`);
  const stops = runs.find((run) => run.driver === 'kurir')!.stops;
  expect(stops.length, "two or more stops on kurir's run today").toBeGreaterThan(1);
  const last = stops.at(-1)!.orderID;
  const run = page.getByRole('region', { name: /^kurir/ });
  const unassigned = page.getByRole('region', { name: /^Belum ditugaskan/ });
  const card = (id: number) => page.getByRole('article', { name: new RegExp(`^#${id} `) });
  const runIds = async () =>
    (await run.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((title) =>
      Number(/#(\d+)/.exec(title)?.[1]),
    );
  await expect(
    page.getByRole('group', { name: 'Kelompokkan lajur' }).getByRole('button', { name: 'Kurir' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(run.getByRole('article')).toHaveCount(stops.length);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Off the run: the card goes to 'Belum ditugaskan'; on kurir's again: the end of the run; then one stop earlier.
  await card(last)
    .getByRole('combobox', { name: `Kurir (pesanan #${last})` })
    .selectOption('');
  await expect(unassigned.getByRole('article', { name: new RegExp(`^#${last} `) })).toBeVisible();
  await card(last)
    .getByRole('combobox', { name: `Kurir (pesanan #${last})` })
    .selectOption('kurir');
  await expect(run.getByRole('article', { name: new RegExp(`^#${last} `) })).toBeVisible();
  await expect.poll(runIds).toEqual([...stops.slice(0, -1).map((stop) => stop.orderID), last]);
  await card(last)
    .getByRole('button', { name: `Pindahkan pesanan #${last} lebih awal di rute` })
    .click();
  const reordered = [...stops.slice(0, -2).map((stop) => stop.orderID), last, stops.at(-2)!.orderID];
  await expect.poll(runIds).toEqual(reordered);

  // kurir's manifest: the run in its new order.
  const manifest = run.getByRole('link', { name: 'Cetak manifest (kurir kurir)' });
  await expect(manifest).toHaveAttribute('target', '_blank');
  await page.goto((await manifest.getAttribute('href'))!);
  const sheet = page.getByRole('article', { name: /^Manifest pengiriman kurir · / });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('tbody tr.print-manifest__stop td:nth-child(2)')).toHaveText(
    reordered.map((id) => `#${id}`),
  );
  expect(await axeViolations(page)).toEqual([]);
});

/** Forces a mock scenario on the backend this project talks to: the in-browser mock, or mock:server. */
async function forceScenario(page: Page, request: APIRequestContext, overHttp: boolean, mock: string) {
  if (overHttp) {
    const response = await request.post(`${MOCK_SERVER_URL}/__mock/scenario`, { data: { mock } });
    expect(response.ok(), `scenario ${mock}`).toBe(true);
  } else await page.evaluate((value) => window.__mockBackend!.setScenario(value), mock);
}

/** The driver's run on a phone; false when the backend has none (today's backend), as it then says. */
async function openRunAs(page: Page, username: string, password: string, offered: boolean) {
  await page.setViewportSize(PHONE);
  await signInAs(page, username, password, /\/app\/run$/);
  if (!offered) await expect(page.getByRole('heading', { name: 'Belum didukung oleh server' })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1, name: 'Pengantaran hari ini' })).toBeVisible();
  return offered;
}

/** 'Sampai' at the stop of `recipient`, and the proof filed as received with a photo; the sheet's order number. */
async function fileReceived(page: Page, recipient: string, receivedBy: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recipient }) });
  await card.getByRole('button', { name: `Sampai di ${recipient}` }).click();
  const sheet = page.getByRole('dialog', { name: /^Bukti pengantaran #\d+$/ });
  await sheet.getByLabel('Ambil foto').setInputFiles({ ...PHOTO, name: 'pintu.png' });
  await sheet.getByRole('textbox', { name: /Diterima oleh/ }).fill(receivedBy);
  const title = await sheet.getByText(/^Bukti pengantaran #\d+$/).textContent();
  await sheet.getByRole('button', { name: 'Simpan bukti' }).click();
  await expect(sheet).toHaveCount(0);
  return Number(/#(\d+)/.exec(title ?? '')?.[1]);
}

test('the shop adds a second driver: assigned a delivery, kurir2 sees that stop only and kurir no longer @both @todays-backend', async ({
  page,
  mockScenario,
}) => {
  test.setTimeout(180_000);
  const offered = !isTodaysBackend(mockScenario);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/delivery/runs');
  await page.goto('/app/akun/create');
  const role = page.getByLabel('Role', { exact: true });
  if (!offered) {
    // Today's backend has no drivers: the roles the product always offered.
    await checked;
    await expect(role.getByRole('option')).toHaveText(['Pilih role', 'Admin', 'User', 'Manager']);
    return;
  }
  await expect(role.getByRole('option', { name: 'Kurir' })).toHaveCount(1);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByLabel('Username', { exact: true }).fill('kurir2');
  await page.getByLabel('Password', { exact: true }).fill('kurir456');
  await role.selectOption({ label: 'Kurir' });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Akun kurir2 (Kurir) berhasil ditambahkan.')).toBeVisible();

  // A stop of kurir's run today goes to kurir2 from the order details.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
  );
  const runs = await api<{ driver: string; stops: Stop[] }[]>(page, `/api/delivery/runs?date=${today}`);
  expect(runs.map((run) => run.driver)).toEqual(['kurir', 'kurir2']);
  const kurirs = runs[0].stops;
  const stop = kurirs[0];
  const details = await openDetails(page, stop.orderID);
  await details.getByRole('combobox', { name: 'Kurir pengantar' }).selectOption('kurir2');
  await details.getByRole('button', { name: 'Simpan' }).click();
  await expect(details.getByText('Penugasan kurir disimpan.')).toBeVisible();
  await expect(details.getByText('Pemberhentian 1 dari 1')).toBeVisible();

  // Its own lane on the board, and its own manifest.
  await page.goto('/app/orders?view=board&group=driver');
  const lane = page.getByRole('region', { name: /^kurir2\s/ });
  await expect(lane.getByRole('article')).toHaveCount(1);
  await expect(lane.getByRole('article', { name: new RegExp(`^#${stop.orderID} `) })).toBeVisible();
  await expect(page.getByRole('region', { name: /^kurir\s/ }).getByRole('article')).toHaveCount(kurirs.length - 1);
  const manifest = lane.getByRole('link', { name: 'Cetak manifest (kurir kurir2)' });
  await page.goto((await manifest.getAttribute('href'))!);
  const sheet = page.getByRole('article', { name: /^Manifest pengiriman kurir2 · / });
  await expect(sheet.locator('tbody tr.print-manifest__stop td:nth-child(2)')).toHaveText([`#${stop.orderID}`]);

  // kurir2, on a phone, has that stop only; kurir has the others.
  await signOut(page);
  await openRunAs(page, 'kurir2', 'kurir456', true);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    `Pemberhentian 1: ${stop.recipientName}`,
  ]);
  await expectNoAxeViolationsAtBothWidths(page);
  await signOut(page);
  await openRunAs(page, 'kurir', 'kurir123', true);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(kurirs.length - 1);
  await expect(page.getByText(`Pesanan #${stop.orderID}`, { exact: false })).toHaveCount(0);
});

test("a proof the server refused (400), filed again with 'Sampai', leaves one proof and no 'Kirim lagi' @both", async ({
  page,
  request,
  mockScenario,
}, testInfo) => {
  test.setTimeout(180_000);
  const overHttp = testInfo.project.name === 'http-backend';
  if (!(await openRunAs(page, 'kurir', 'kurir123', !isTodaysBackend(mockScenario)))) return;
  const arrive = page.getByRole('button', { name: /^Sampai di / }).first();
  const recipient = (await arrive.getAttribute('aria-label'))!.replace(/^Sampai di /, '');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: recipient }) });

  await forceScenario(page, request, overHttp, 'error:fileDeliveryProof:400');
  const orderID = await fileReceived(page, recipient, 'Bu Rina (satpam)');
  const refusal = page
    .getByRole('status')
    .filter({ hasText: `Bukti pesanan #${orderID} ditolak server (kode 400).` })
    .filter({ has: page.getByRole('button', { name: 'Kirim lagi' }) });
  await expect(refusal).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize(PHONE);

  // The shop fixed what was wrong; the driver files the stop again.
  await forceScenario(page, request, overHttp, 'off');
  await fileReceived(page, recipient, 'Pak Joko');
  await expect(card.getByText('Diterima')).toBeVisible();
  await expect(page.getByText(`Bukti pesanan #${orderID} terkirim ke toko.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim lagi' })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/ditolak server/)).toHaveCount(0);
  await page.reload();
  await expect(card.getByText('Diterima')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim lagi' })).toHaveCount(0);

  // One proof, the one that delivered it, on the staff's order and on the customer's page.
  await signOut(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, OWNER.username, OWNER.password, /\/app\/flower$/);
  const order = await api<{ trackingToken: string; deliveryProofs: { receivedBy: string | null }[] }>(
    page,
    `/api/CustomerOrder/${orderID}`,
  );
  expect(order.deliveryProofs.map((proof) => proof.receivedBy)).toEqual(['Pak Joko']);
  await page.goto(`/public/pesanan/${orderID}?t=${encodeURIComponent(order.trackingToken)}`);
  await expect(page.getByRole('region', { name: 'Bukti pengiriman' }).getByText('Pak Joko')).toBeVisible();
});

test("a 500 on the run's refresh, or when it opens again, keeps the stops on screen @both", async ({
  page,
  request,
  mockScenario,
}, testInfo) => {
  test.setTimeout(120_000);
  const overHttp = testInfo.project.name === 'http-backend';
  if (!(await openRunAs(page, 'kurir', 'kurir123', !isTodaysBackend(mockScenario)))) return;
  const stops = page.getByRole('button', { name: /^Sampai di / });
  await expect(stops.first()).toBeVisible();
  const count = await stops.count();

  await forceScenario(page, request, overHttp, 'error:listDeliveryRuns:500');
  await page.getByRole('button', { name: 'Perbarui' }).click();
  const notice = page
    .getByRole('status')
    .filter({ hasText: /^Server toko gagal menjawab \(kode 500\): rute terakhir yang dimuat/ });
  await expect(notice).toBeVisible();
  await expect(stops).toHaveCount(count);
  await expect(page.getByText('Rute gagal dimuat.')).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize(PHONE);

  // Opened again while the server still fails: the run this phone read last.
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(stops).toHaveCount(count);

  await forceScenario(page, request, overHttp, 'off');
  await notice.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(notice).toHaveCount(0);
  await expect(stops).toHaveCount(count);
});
