import type { Locator, Page } from '@playwright/test';
import { formatRupiah } from '../src/lib/money/formatRupiah';
import { textSurcharge } from '../src/lib/words/boardRules';
import { expect, offersWords, test, uniqueSuffix } from './fixtures';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import {
  composerOf,
  expectBoardWords,
  expectPreviewLines,
  fieldError,
  fillEventAndCheck,
  lineCounter,
  lineField,
  occasionField,
  previewOf,
  religionField,
  symbolField,
  typeLines,
  type BoardLines,
} from './support/boardComposer';
import { orderDay } from './support/orderDay';
import { openDetails, PHOTO } from './support/orderDetails';
import {
  cardMessageField,
  cardTemplatesAnswer,
  chooseProduct,
  confirmOrder,
  fillDelivery,
  instructionsField,
  placeOrder,
} from './support/placeOrder';
import { signIn, submitLogin } from './support/signIn';

/**
 * The right words (docs/product-rules.md#the-right-words-proposed) end to end, with the in-browser mocks and against
 * mock:server (@both): a customer composes a condolence board from the shop's template, sees it in the live preview,
 * is stopped over a line's limit and on a symbol the family's religion does not allow, pays the text surcharge, and
 * staff print the ticket with the same lines; a bouquet's card words, from a template and edited, reach the ticket,
 * the delivery board, the driver's run and the order page, with the instructions apart; hostile words are text
 * everywhere. Without the words (today's backend, `proposed:off:MessageTemplates`) a board and a bouquet are ordered
 * as before, and nothing of them shows.
 */

/** The Muslim condolence board: the seeded template's headline and line below, the family's and the sender's. */
const CONDOLENCE: BoardLines = {
  headline: 'Turut Berduka Cita',
  recipient: 'Atas wafatnya Bpk. H. Ahmad Sulaiman',
  sender: 'Keluarga Besar PT Sinar Jaya',
  extra: "Innalillahi wa inna ilaihi raji'un",
};
const VENUE = 'Rumah Duka RS Dharmais, Ruang Melati';
/** Papan Turut Berduka Cita, 2 × 1,25 m: 60 characters included (spaces not counted), Rp 2.500 each one more. */
const STANDARD_BOARD = { freeChars: 60, pricePerExtraChar: 2_500 };
const SURCHARGE = textSurcharge(STANDARD_BOARD, CONDOLENCE);

/** The seeded graduation card, then the customer's own words after it. */
const WISUDA_CARD = 'Selamat wisuda! Bangga sekali dengan perjuanganmu. Semoga ilmunya bermanfaat dan sukses selalu.';
const CARD_SIGNED = ' Peluk hangat, Tante Rina';
const INSTRUCTIONS = 'Titip ke satpam bila tidak ada orang.';

const XSS = '<img src=x onerror="window.__xss=1">';
const BOLD = '<b>tebal</b>';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** An amount as the app writes it ('Rp 25.000'), as a number; 'Gratis' is 0. */
const rupiahValue = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || 0);

/** The element's text character for character (toHaveText folds spaces). */
const expectExactText = (element: Locator, text: string) => expect.poll(() => element.textContent()).toBe(text);

/** 'Lanjutkan' on step 2 is refused with the composer's dialog, and the wizard stays on the step. */
async function expectRefusedByComposer(page: Page) {
  await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Teks Papan' });
  await expect(dialog).toContainText('Periksa kembali teks papan');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toHaveCount(0);
}

/** Nothing of the hostile words ran or became markup: no image, no bold, no `window.__xss`. */
async function expectOnlyText(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b').filter({ hasText: /^tebal$/ })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

const ticketOf = (page: Page, orderId: number) => page.getByRole('article', { name: `Tiket pesanan #${orderId}` });
const boardCardOf = (page: Page, orderId: number) => page.getByRole('article').filter({ hasText: `#${orderId}` });
const orderSummary = (page: Page) => page.getByRole('region', { name: 'Detail pesanan' });

test('a condolence board from a template: stopped over a limit and on a forbidden symbol, the surcharge paid, the ticket prints the same lines @both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  expect(SURCHARGE, 'more characters than the board includes').toBeGreaterThan(0);
  const recipient = `Keluarga Sulaiman ${uniqueSuffix()}`;
  await chooseProduct(page, 'Bunga Duka Cita', 'Papan Turut Berduka Cita');
  const composer = composerOf(page);
  await expect(composer).toBeVisible();
  // A board has its words on the board: no card field.
  await expect(cardMessageField(page)).toHaveCount(0);

  await test.step('the occasion, the family’s religion, then a template', async () => {
    await occasionField(page).selectOption({ label: 'Duka cita' });
    await religionField(page).selectOption({ label: 'Islam' });
    const template = composer
      .getByRole('list', { name: 'Template ucapan' })
      .getByRole('button')
      .filter({ hasText: 'Innalillahi' });
    await template.click();
    await expect(template).toHaveAttribute('aria-pressed', 'true');
    await expect(lineField(page, 'headline')).toHaveValue(CONDOLENCE.headline);
    await expect(lineCounter(page, 'headline')).toContainText('18/24');
    await expect(lineField(page, 'extra')).toHaveValue(CONDOLENCE.extra!);
  });

  await test.step('over a line’s limit: the counter is an error and Lanjutkan is refused', async () => {
    const tooLong = 'Atas wafatnya Bapak Haji Ahmad Sulaiman bin Abdullah';
    await typeLines(page, { ...CONDOLENCE, recipient: tooLong });
    await fillEventAndCheck(page, { eventAt: `${orderDay()}T18:00`, venue: VENUE });
    await fillDelivery(page, { recipient });
    const counter = lineCounter(page, 'recipient');
    await expect(counter).toContainText(`${tooLong.length}/40`);
    await expect(counter).toHaveClass(/is-over/);
    await expect(lineField(page, 'recipient')).toHaveAttribute('aria-invalid', 'true');
    await expect(lineField(page, 'recipient')).toHaveAccessibleDescription(/melebihi batas/);
    await expect(fieldError(page, 'recipient')).toHaveText('Maksimal 40 karakter untuk ukuran papan ini.');
    await expectRefusedByComposer(page);

    await lineField(page, 'recipient').fill(CONDOLENCE.recipient);
    await expect(counter).toContainText(`${CONDOLENCE.recipient.length}/40`);
    await expect(counter).not.toHaveClass(/is-over/);
    await expect(fieldError(page, 'recipient')).toHaveCount(0);
  });

  await test.step('a symbol the religion does not allow: the cross on a Muslim family’s board', async () => {
    const symbol = symbolField(page);
    // Not offered for Islam; chosen for a Christian family, it stays when the religion goes back, refused.
    await expect(symbol.locator('option', { hasText: 'Salib' })).toHaveCount(0);
    await religionField(page).selectOption({ label: 'Kristen' });
    await symbol.selectOption({ label: '✝ Salib' });
    await expect(previewOf(page).getByRole('img', { name: 'Salib' })).toHaveText('✝');
    await expect(fieldError(page, 'symbol')).toHaveCount(0);
    await religionField(page).selectOption({ label: 'Islam' });
    await expect(symbol).toHaveValue('salib');
    await expect(fieldError(page, 'symbol')).toHaveText('Simbol ini tidak sesuai dengan agama yang dipilih.');
    await expectRefusedByComposer(page);

    await symbol.selectOption({ label: '❀ Bunga' });
    await expect(fieldError(page, 'symbol')).toHaveCount(0);
    await expect(symbol.locator('option', { hasText: 'Salib' })).toHaveCount(0);
  });

  let grandTotal = '';
  await test.step('the live preview, exactly the words, and the text surcharge in the summary', async () => {
    const preview = previewOf(page);
    await expectPreviewLines(preview, CONDOLENCE);
    await expect(preview.getByRole('img', { name: 'Bunga' })).toHaveText('❀');
    const summary = page.locator('.wizard-summary');
    await expect(summary.getByText('Biaya tambahan teks', { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-text-surcharge')).toHaveText(formatRupiah(SURCHARGE));
    const total = rupiahValue(await page.getByTestId('order-total').textContent());
    const fee = rupiahValue(await page.getByTestId('order-delivery-fee').textContent());
    grandTotal = formatRupiah(total + fee + SURCHARGE);
    await expect(page.getByTestId('order-grand-total')).toHaveText(grandTotal);
    await expectNoAxeViolationsAtBothWidths(page);
  });

  let orderId = 0;
  let orderPage = '';
  await test.step('step 3 shows the board and the grand total; the order is placed', async () => {
    await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeVisible();
    await expectPreviewLines(previewOf(page), CONDOLENCE);
    await expect(page.getByTestId('order-text-surcharge')).toHaveText(formatRupiah(SURCHARGE));
    await expect(page.getByTestId('order-grand-total')).toHaveText(grandTotal);
    orderId = await confirmOrder(page, 'page');
    orderPage = page.url();
  });

  await test.step('the order page: the board’s text and the surcharge', async () => {
    const summary = orderSummary(page);
    await expect(summary.getByRole('heading', { name: 'Bunga papan' })).toBeVisible();
    await expectBoardWords(summary, CONDOLENCE);
    await expect(summary.locator('.order-page-list > div').filter({ hasText: 'Biaya tambahan teks' })).toHaveText(
      `Biaya tambahan teks${formatRupiah(SURCHARGE)}`,
    );
    await expect(summary.locator('.order-page-list__total')).toContainText(grandTotal);
  });

  await test.step('staff print the ticket: the same lines, exactly', async () => {
    await signIn(page);
    await page.goto(`/app/orders/print/tickets?order=${orderId}`);
    const ticket = ticketOf(page, orderId);
    const text = ticket.getByRole('region', { name: 'Teks bunga papan' });
    await expectBoardWords(text.locator('.board-words--ticket'), CONDOLENCE);
    for (const tag of ['Duka cita', 'Islam', 'Huruf gabus'])
      await expect(text.getByText(tag, { exact: true })).toBeVisible();
    await expect(text).toContainText('Simbol❀ Bunga');
    await expect(text).toContainText(/Waktu acara.*18[.:]00 WIB/);
    await expect(text).toContainText(`Lokasi (rumah duka / gedung)${VENUE}`);
    const slip = ticket.getByRole('region', { name: 'Slip pengiriman' });
    await expect(slip).toContainText(`Biaya tambahan teks${formatRupiah(SURCHARGE)}`);
    await expect(slip).toContainText(`Total bayar${grandTotal}`);
  });

  await test.step('the customer asks for a change on the photo of the board; staff correct the text', async () => {
    const corrected = { ...CONDOLENCE, recipient: 'Atas wafatnya Bpk. H. Ahmad Sulaiman, SH' };
    let details = await openDetails(page, orderId);
    await details.getByLabel('Kirim foto rangkaian').setInputFiles({ ...PHOTO, name: 'papan.png' });
    await expect(details.getByText('Foto rangkaian terkirim.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Koreksi teks papan' })).toHaveCount(0);

    await page.goto(orderPage);
    const photo = page.getByRole('region', { name: 'Foto rangkaian' });
    await photo.getByRole('button', { name: 'Minta perubahan' }).click();
    await photo.getByRole('textbox', { name: /Apa yang perlu diubah\?/ }).fill('Tambahkan gelar SH almarhum.');
    await photo.getByRole('button', { name: 'Kirim permintaan' }).click();
    await expect(photo.getByText('Minta perubahan: Tambahkan gelar SH almarhum.')).toBeVisible();

    details = await openDetails(page, orderId);
    const board = details.getByRole('region', { name: 'Bunga papan' });
    await board.getByRole('button', { name: 'Koreksi teks papan' }).click();
    const form = board.getByRole('group', { name: 'Koreksi teks papan' });
    await form.getByRole('textbox', { name: /^Untuk/ }).fill(corrected.recipient);
    await expectBoardWords(form, corrected);
    await expectNoAxeViolationsAtBothWidths(page);
    await page.setViewportSize(LAPTOP);
    await form.getByRole('button', { name: 'Simpan koreksi' }).click();
    await expect(board.getByRole('status')).toHaveText(
      'Teks papan dikoreksi. Kirim foto baru papan agar pelanggan bisa memeriksanya.',
    );
    await expectBoardWords(board.locator('.board-words').first(), corrected);

    // The customer's page: the corrected words beside the photo, the surcharge as the order was placed.
    await page.goto(orderPage);
    await expectBoardWords(page.getByRole('region', { name: 'Foto rangkaian' }), corrected);
    const summary = orderSummary(page);
    await expect(summary.locator('.order-page-list > div').filter({ hasText: 'Biaya tambahan teks' })).toHaveText(
      `Biaya tambahan teks${formatRupiah(SURCHARGE)}`,
    );
  });
});

test("a bouquet's card words, from a template and edited, reach the ticket, the board, the run and the order page, the instructions apart @both", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const recipient = `Nadia Kartu ${uniqueSuffix()}`;
  const card = `${WISUDA_CARD}${CARD_SIGNED}`;
  const orderId = await placeOrder(page, {
    recipient,
    cardTemplate: { occasion: 'Wisuda', text: WISUDA_CARD },
    message: CARD_SIGNED,
    instructions: INSTRUCTIONS,
    then: 'page',
  });

  await test.step('the order page: the card as written, not the instructions', async () => {
    const summary = orderSummary(page);
    await expect(summary.getByRole('heading', { name: 'Kartu ucapan' })).toBeVisible();
    await expectExactText(summary.locator('.order-page-summary__card'), card);
    await expect(page.locator('main')).not.toContainText(INSTRUCTIONS);
  });

  await signIn(page);
  await test.step('the ticket: the card on the card, the instructions on the work order', async () => {
    await page.goto(`/app/orders/print/tickets?order=${orderId}`);
    const ticket = ticketOf(page, orderId);
    const cardPart = ticket.getByRole('region', { name: 'Kartu ucapan' });
    await expectExactText(cardPart.locator('.print-card__message'), card);
    await expect(cardPart).not.toContainText(INSTRUCTIONS);
    const work = ticket.getByRole('region', { name: `Perintah kerja florist · #${orderId}` });
    await expect(work).toContainText(`Instruksi khusus${INSTRUCTIONS}`);
    await expect(work).not.toContainText(WISUDA_CARD);
  });

  await test.step('the delivery board: the card and the instructions each in their own row', async () => {
    await page.goto(`/app/orders?view=board&day=${orderDay()}`);
    const boardCard = boardCardOf(page, orderId);
    await expectExactText(boardCard.locator('.board-card__message'), card);
    await expect(boardCard).toContainText(`Kartu ucapan${card}`);
    await expect(boardCard).toContainText(`Instruksi Khusus${INSTRUCTIONS}`);
  });

  await test.step('staff put the delivery on kurir’s run', async () => {
    await page.goto(`/app/orders?search=%23${orderId}`);
    await page
      .getByRole('button', { name: `Lihat detail pesanan #${orderId}` })
      .first()
      .click();
    const details = page.getByRole('dialog', { name: `Pesanan #${orderId}` });
    await details.getByRole('combobox', { name: 'Kurir pengantar' }).selectOption('kurir');
    await details.getByRole('button', { name: 'Simpan' }).click();
    await expect(details.getByText('Penugasan kurir disimpan.')).toBeVisible();
  });

  await test.step("the driver's run on the delivery day: the card, without the instructions", async () => {
    await page.evaluate(() => localStorage.clear());
    // The run is the shop's today's: the driver's phone is on the delivery day, in the morning (the browser's clock
    // only; the order was placed and assigned at the real time).
    await page.clock.setFixedTime(new Date(`${orderDay()}T08:00:00+07:00`));
    await page.setViewportSize(PHONE);
    await submitLogin(page, 'kurir', 'kurir123');
    await expect(page).toHaveURL(/\/app\/run$/);
    const stop = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 2, name: new RegExp(`^Pemberhentian \\d+: ${recipient}$`) }),
    });
    const cardOnRun = stop.locator('.run-stop__card');
    await expectExactText(cardOnRun, `Kartu ucapan${card}`);
    await expect(stop).not.toContainText(INSTRUCTIONS);
  });
});

test('hostile words on a card and on a board are text on the order page, the ticket and the delivery board @both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  const hostileCard = `${XSS} ${BOLD}`;
  const hostileBoard: BoardLines = { headline: BOLD, recipient: XSS, sender: 'PT Aman Sentosa' };

  const bouquetId = await placeOrder(page, {
    recipient: `Hostile Kartu ${uniqueSuffix()}`,
    message: hostileCard,
    instructions: BOLD,
    then: 'page',
  });
  await test.step('the bouquet’s order page', async () => {
    await expectExactText(orderSummary(page).locator('.order-page-summary__card'), hostileCard);
    await expectOnlyText(page);
  });

  let boardId = 0;
  await test.step('a printed board with the words as a line', async () => {
    await chooseProduct(page, 'Bunga Papan Ucapan', 'Papan Selamat & Sukses');
    await occasionField(page).selectOption({ label: 'Selamat & sukses' });
    // Printing takes any character (foam letters take letters, digits and .,&-'()/ only).
    await composerOf(page).locator('label[for="order-board-style-printing"]').click();
    await typeLines(page, hostileBoard);
    await fillEventAndCheck(page, {});
    await fillDelivery(page, { recipient: `Hostile Papan ${uniqueSuffix()}` });
    await expectPreviewLines(previewOf(page), hostileBoard);
    await expectOnlyText(page);
    await page.getByRole('button', { name: 'Lanjutkan', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeVisible();
    boardId = await confirmOrder(page, 'page');
    await expectBoardWords(orderSummary(page), hostileBoard);
    await expectOnlyText(page);
  });

  await signIn(page);
  await test.step('the tickets', async () => {
    await page.goto(`/app/orders/print/tickets?order=${bouquetId}`);
    await expectExactText(
      ticketOf(page, bouquetId).getByRole('region', { name: 'Kartu ucapan' }).locator('.print-card__message'),
      hostileCard,
    );
    await expect(ticketOf(page, bouquetId)).toContainText(`Instruksi khusus${BOLD}`);
    await expectOnlyText(page);
    await page.goto(`/app/orders/print/tickets?order=${boardId}`);
    await expectBoardWords(ticketOf(page, boardId).getByRole('region', { name: 'Teks bunga papan' }), hostileBoard);
    await expectOnlyText(page);
  });

  await test.step('the delivery board', async () => {
    await page.goto(`/app/orders?view=board&day=${orderDay()}`);
    await expectExactText(boardCardOf(page, bouquetId).locator('.board-card__message'), hostileCard);
    await expectBoardWords(boardCardOf(page, boardId), hostileBoard);
    await expectOnlyText(page);
  });
});

test("without the shop's words a board and a bouquet are ordered as before: no composer, no 'Kartu ucapan', no templates screen @both @todays-backend @without-words", async ({
  page,
  mockScenario,
}) => {
  const words = offersWords(mockScenario);
  await page.setViewportSize(LAPTOP);

  const templates = cardTemplatesAnswer(page);
  await chooseProduct(page, 'Hand Bouquet Wisuda', 'Buket Gerbera Ceria');
  expect((await templates).ok(), 'the card templates are offered').toBe(words);
  await expect(instructionsField(page)).toBeVisible();
  await expect(cardMessageField(page)).toHaveCount(words ? 1 : 0);
  await expect(composerOf(page)).toHaveCount(0);

  // The wizard keeps its draft for the tab: a new order starts without it.
  await page.evaluate(() => sessionStorage.removeItem('flowerOrderDraft'));
  await chooseProduct(page, 'Bunga Duka Cita', 'Papan Turut Berduka Cita');
  await expect(page.getByLabel('Tanggal Pengiriman')).toBeVisible();
  await expect(instructionsField(page)).toBeVisible();
  await expect(composerOf(page)).toHaveCount(words ? 1 : 0);
  await expect(cardMessageField(page)).toHaveCount(0);

  // The back office's item for the templates screen, once the server has answered whether it has them.
  const allTemplates = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/api/message-templates') && !url.searchParams.has('format');
  });
  await signIn(page);
  expect((await allTemplates).ok(), 'the templates are offered').toBe(words);
  await expect(page.locator('#app-sidebar a[href="/app/message-templates"]')).toHaveCount(words ? 1 : 0);
});
