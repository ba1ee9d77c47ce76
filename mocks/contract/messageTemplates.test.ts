import { describe, expect, it } from 'vitest';
import { shopDayStart, shopTomorrow, shopWallTime } from '../../src/lib/dates/shopClock';
import type {
  BoardSymbol,
  CustomerOrder,
  DeliveryRun,
  FlowerProduct,
  MessageTemplate,
  OrderProblem,
  OrderTimelineEvent,
  PublicOrder,
} from '../runtime/apiTypes';
import { BOARD_LINES, boardOrderWith } from './boardFixtures';
import {
  call,
  expectContract,
  expectProblem,
  expectValidationProblem,
  login,
  setBackendScenario,
  setupMockBackend,
  todayInShop,
} from './harness';
import { BOARD_TEMPLATE, CARD_TEMPLATE, UNKNOWN_ID } from './operationCases';
import { validOrder } from './validOrder';

/**
 * The proposed words seen from a client (openapi.yaml tag MessageTemplates,
 * docs/mock-backend.md#message-templates-and-bunga-papan): the shop's templates by occasion and religion and their
 * editing, the symbols each religion allows, a bunga papan's text on an order with every refusal and its code, the
 * text surcharge the server computes, the card's words apart from the instructions, and a backend without any of it
 * (proposed:off:MessageTemplates).
 */

setupMockBackend();

const driverToken = () => login('kurir', 'kurir123');

async function templates(query: Record<string, string> = {}) {
  const result = await call<MessageTemplate[]>('listMessageTemplates', { query, token: null });
  expectContract('listMessageTemplates', result, 200);
  return result.body;
}

async function products() {
  const result = await call<FlowerProduct[]>('listFlowerProducts', { token: null });
  expectContract('listFlowerProducts', result, 200);
  return result.body;
}

/** A seeded product by name. */
async function product(name: string) {
  const found = (await products()).find((each) => each.productName === name);
  if (!found) throw new Error(`no seeded product ${name}`);
  return found;
}

const CONGRATULATION = 'Papan Selamat & Sukses';
const MINI = 'Papan Mini Congratulations';

const LINES = {
  headline: 'Selamat & Sukses',
  recipient: 'Atas Pembukaan Kafe Senja',
  sender: 'Keluarga Besar PT Sinar Jaya',
};

/** A board's words as the composer sends them: a gabus board for an opening, `overrides` win. */
function boardWords(overrides: Record<string, unknown> = {}) {
  return { occasion: 'pembukaan', lines: LINES, style: 'gabus', symbol: 'none', ...overrides };
}

/** An order of one board of `board` with `words` (and `overrides` for the order). */
function boardOrder(board: FlowerProduct, words: unknown, overrides: Record<string, unknown> = {}) {
  return validOrder(board.productID, {
    quantity: 1,
    unitPrice: board.price,
    totalPrice: board.price,
    board: words,
    ...overrides,
  });
}

async function placeOrder(body: unknown) {
  return call<CustomerOrder & OrderProblem>('createCustomerOrder', { body, token: null });
}

/** Places the order and expects it refused with 400, `codes` naming `fields` (null: a refusal without a code). */
async function expectRefused(body: unknown, codes: Record<string, string | null>) {
  const result = await placeOrder(body);
  expectValidationProblem('createCustomerOrder', result, Object.keys(codes));
  const withCodes = Object.entries(codes).filter(([, code]) => code !== null);
  for (const [field, code] of withCodes) expect(result.body.codes?.[field], field).toBe(code);
  for (const [field, code] of Object.entries(codes))
    if (code === null) expect(result.body.codes?.[field]).toBeUndefined();
  if (withCodes.length > 0) expect(result.body.code).toBe(withCodes[0][1]);
  else expect(result.body.code).toBeUndefined();
  return result.body;
}

describe('message templates', () => {
  it('lists the seeded templates by occasion, then id, board and card', async () => {
    const all = await templates();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const occasions = [...new Set(all.map((template) => template.occasion))];
    expect(occasions).toEqual([
      'duka',
      'pernikahan',
      'pembukaan',
      'ulang_tahun',
      'wisuda',
      'selamat',
      'lebaran',
      'imlek',
      'natal',
      'hari_ibu',
      'valentine',
    ]);
    for (const template of all) {
      if (template.format === 'board') {
        expect(template.lines?.headline).toBeTruthy();
        expect(template.text).toBeUndefined();
      } else {
        expect(template.text).toBeTruthy();
        expect(template.lines).toBeUndefined();
      }
    }
    const cards = all.filter((template) => template.format === 'card').map((template) => template.text);
    expect(cards).toContain(
      'Selamat Hari Raya Idul Fitri, Mohon Maaf Lahir dan Batin. Taqabbalallahu minna wa minkum.',
    );
    expect(cards.some((text) => text?.startsWith('Gong Xi Fa Cai'))).toBe(true);
  });

  it('narrows by format, occasion and religion; a template without a religion is listed for each', async () => {
    const islam = await templates({ format: 'board', occasion: 'duka', religion: 'islam' });
    expect(islam.every((template) => template.format === 'board' && template.occasion === 'duka')).toBe(true);
    expect(islam.every((template) => template.religion === 'islam' || template.religion === null)).toBe(true);
    expect(islam.map((template) => template.lines?.extra)).toContain("Innalillahi wa inna ilaihi raji'un");
    expect(islam.some((template) => template.religion === null)).toBe(true);

    const hindu = await templates({ format: 'board', occasion: 'duka', religion: 'hindu' });
    expect(hindu.map((template) => template.lines?.extra)).toContain('Om Swargantu, Moksantu, Sunyantu, Murcantu');
    expect(hindu.map((template) => template.lines?.extra)).not.toContain("Innalillahi wa inna ilaihi raji'un");
    const general = islam.find((template) => template.religion === null);
    expect(hindu.map((template) => template.templateID)).toContain(general?.templateID);

    const kristen = await templates({ format: 'board', occasion: 'duka', religion: 'kristen' });
    expect(kristen.map((template) => template.lines?.extra)).toContain('Tuhan yang memberi, Tuhan yang mengambil');
    const katolik = await templates({ format: 'board', occasion: 'duka', religion: 'katolik' });
    expect(katolik.map((template) => template.lines?.extra)).toContain('Requiescat in Pace');

    const cards = await templates({ format: 'card', occasion: 'ulang_tahun' });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((template) => template.format === 'card' && template.occasion === 'ulang_tahun')).toBe(true);
  });

  it('staff add, change and remove templates; the list follows', async () => {
    const added = await call<MessageTemplate>('createMessageTemplate', { body: CARD_TEMPLATE });
    expectContract('createMessageTemplate', added, 201);
    expect(added.body).toMatchObject({ ...CARD_TEMPLATE, templateID: expect.any(Number) });
    const id = added.body.templateID;
    expect((await templates({ occasion: 'ulang_tahun' })).map((template) => template.templateID)).toContain(id);

    // A card made a board: its text goes, its lines come.
    const changed = await call<MessageTemplate>('updateMessageTemplate', { params: { id }, body: BOARD_TEMPLATE });
    expectContract('updateMessageTemplate', changed, 200);
    expect(changed.body).toEqual({ ...BOARD_TEMPLATE, templateID: id });
    const listed = (await templates({ format: 'board', religion: 'islam' })).find((each) => each.templateID === id);
    expect(listed).toEqual({ ...BOARD_TEMPLATE, templateID: id });
    expect((await templates({ occasion: 'ulang_tahun' })).map((template) => template.templateID)).not.toContain(id);

    expectContract('deleteMessageTemplate', await call('deleteMessageTemplate', { params: { id } }), 204);
    expect((await templates()).map((template) => template.templateID)).not.toContain(id);
    expectProblem('deleteMessageTemplate', await call('deleteMessageTemplate', { params: { id } }), 404);
    expectProblem(
      'updateMessageTemplate',
      await call('updateMessageTemplate', { params: { id }, body: CARD_TEMPLATE }),
      404,
    );
  });

  it('refuses a board template without a headline or with text, and a card template without text or with lines', async () => {
    const refused = async (body: unknown, field: string) =>
      expectValidationProblem('createMessageTemplate', await call('createMessageTemplate', { body }), [field]);
    await refused({ format: 'board', occasion: 'duka' }, 'lines');
    await refused({ ...BOARD_TEMPLATE, lines: { headline: '   ' } }, 'lines.headline');
    await refused({ ...BOARD_TEMPLATE, text: 'Turut berduka cita' }, 'text');
    await refused({ format: 'card', occasion: 'natal' }, 'text');
    await refused({ ...CARD_TEMPLATE, text: '   ' }, 'text');
    await refused({ ...CARD_TEMPLATE, lines: { headline: 'Halo' } }, 'lines');
    await refused({ ...CARD_TEMPLATE, text: 'a'.repeat(201) }, 'text');
    expectContract(
      'createMessageTemplate',
      await call('createMessageTemplate', { body: { ...CARD_TEMPLATE, text: 'a'.repeat(200) } }),
      201,
    );
  });

  it('needs a staff token to edit: 401 without one, 403 for a Driver', async () => {
    const token = await driverToken();
    for (const [operationId, input] of [
      ['createMessageTemplate', { body: CARD_TEMPLATE }],
      ['updateMessageTemplate', { params: { id: 1 }, body: CARD_TEMPLATE }],
      ['deleteMessageTemplate', { params: { id: 1 } }],
    ] as const) {
      expectProblem(operationId, await call(operationId, { ...input, token: null }), 401);
      expectProblem(operationId, await call(operationId, { ...input, token }), 403);
    }
    // The templates stay as they were.
    expect((await templates()).map((template) => template.templateID)).toContain(1);
  });

  it('answers an unknown id with 404', async () => {
    expectProblem(
      'updateMessageTemplate',
      await call('updateMessageTemplate', { params: { id: UNKNOWN_ID }, body: CARD_TEMPLATE }),
      404,
    );
  });
});

describe('board symbols', () => {
  it('lists none first, the cross for kristen and katolik only, and ornaments every religion allows', async () => {
    const result = await call<BoardSymbol[]>('listBoardSymbols', { token: null });
    expectContract('listBoardSymbols', result, 200);
    const symbols = result.body;
    expect(symbols[0]).toMatchObject({ symbol: 'none', glyph: '' });
    expect(symbols[0].religions).toHaveLength(7);
    expect(symbols.find((symbol) => symbol.symbol === 'salib')).toMatchObject({
      glyph: '✝',
      religions: ['kristen', 'katolik'],
    });
    const ornaments = symbols.filter((symbol) => !['none', 'salib'].includes(symbol.symbol));
    expect(ornaments.length).toBeGreaterThanOrEqual(2);
    for (const ornament of ornaments) expect(ornament.religions).toHaveLength(7);
  });
});

describe('products', () => {
  it('carry their kind and a board its spec; an edit without them keeps them', async () => {
    const all = await products();
    const boards = all.filter((each) => each.kind === 'board');
    expect(boards.length).toBeGreaterThanOrEqual(3);
    for (const board of boards) {
      expect(board.board?.lines.map((line) => line.key).slice(0, 3)).toEqual(['headline', 'recipient', 'sender']);
      expect(board.board?.styles.length).toBeGreaterThan(0);
    }
    expect(all.find((each) => each.productName === 'Buket Mawar Merah Klasik')?.kind).toBe('bouquet');
    expect(all.find((each) => each.productName === 'Standing Flower Duka Cita')?.kind).toBe('standing');

    const board = await product(CONGRATULATION);
    expect(board.board).toMatchObject({ size: '2 × 1,25 m', freeChars: 60, pricePerExtraChar: 2500 });
    const { kind: _kind, board: _board, ...edit } = board;
    const saved = await call<FlowerProduct>('updateFlowerProduct', {
      params: { id: board.productID },
      body: { ...edit, price: board.price + 50_000 },
    });
    expectContract('updateFlowerProduct', saved, 200);
    expect(saved.body).toMatchObject({ kind: 'board', board: board.board, price: board.price + 50_000 });
  });
});

describe('a bunga papan on an order', () => {
  it('stores the composed text, counts its characters and computes the surcharge, whatever the client sends', async () => {
    const board = await product(CONGRATULATION);
    const words = boardWords({
      lines: { ...LINES, extra: 'Semoga lancar dan sukses selalu' },
      eventAt: shopDayStart(shopTomorrow()).toISOString(),
      venue: 'Kafe Senja, Jl. Kemang Raya No. 8',
    });
    const placed = await placeOrder({ ...boardOrder(board, words), textSurcharge: 1, grandTotal: 1 });
    expectContract('createCustomerOrder', placed, 201);
    // 14 + 22 + 24 + 27 characters but spaces: 87, 27 over the 60 included, Rp 2.500 each.
    expect(placed.body.board).toMatchObject({ ...words, characters: 87 });
    expect(placed.body.textSurcharge).toBe(27 * 2500);

    const page = await call<PublicOrder>('getPublicOrder', {
      params: { orderID: placed.body.orderID },
      query: { token: placed.body.trackingToken! },
      token: null,
    });
    expectContract('getPublicOrder', page, 200);
    expect(page.body.textSurcharge).toBe(27 * 2500);
    expect(page.body.grandTotal).toBe(board.price + 27 * 2500);
    expect(page.body.board?.lines).toEqual(words.lines);

    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: placed.body.orderID } });
    expect(staff.body).toMatchObject({ board: { characters: 87 }, textSurcharge: 27 * 2500 });
  });

  it('charges nothing within the characters included, and trims the lines it stores', async () => {
    const board = await product(CONGRATULATION);
    const lines = { headline: '  Selamat & Sukses ', recipient: 'Kafe Senja', sender: 'Budi', extra: '  ' };
    const placed = await placeOrder(boardOrder(board, boardWords({ lines })));
    expectContract('createCustomerOrder', placed, 201);
    expect(placed.body.board?.lines).toEqual({ headline: 'Selamat & Sukses', recipient: 'Kafe Senja', sender: 'Budi' });
    expect(placed.body.textSurcharge).toBe(0);
  });

  it('refuses a line over its limit (line_too_long), also a line the size does not have', async () => {
    const board = await product(CONGRATULATION);
    const body = await expectRefused(
      boardOrder(board, boardWords({ lines: { ...LINES, headline: 'Selamat & Sukses Selalu!!' } })),
      { 'board.lines.headline': 'line_too_long' },
    );
    expect(body.errors['board.lines.headline'][0]).toContain('at most 24');
    const mini = await product(MINI);
    await expectRefused(boardOrder(mini, boardWords({ style: 'printing', lines: { ...LINES, extra: 'Sukses' } })), {
      'board.lines.extra': 'line_too_long',
    });
  });

  it('refuses a required line left empty (line_required)', async () => {
    const board = await product(CONGRATULATION);
    await expectRefused(boardOrder(board, boardWords({ lines: { ...LINES, recipient: '   ' } })), {
      'board.lines.recipient': 'line_required',
    });
  });

  it('refuses what foam letters cannot carry (unsupported_character), and takes it printed', async () => {
    const board = await product(CONGRATULATION);
    for (const headline of ['Selamat! 🎉', 'Selamat #1', '恭喜发财']) {
      await expectRefused(boardOrder(board, boardWords({ lines: { ...LINES, headline } })), {
        'board.lines.headline': 'unsupported_character',
      });
      const printed = await placeOrder(
        boardOrder(board, boardWords({ style: 'printing', lines: { ...LINES, headline } })),
      );
      expectContract('createCustomerOrder', printed, 201);
    }
    // Accented letters, digits and .,&-'()/ are cut in foam.
    const accented = "Bpk. André (Kafé 2/3) - Jaya's & Co";
    const placed = await placeOrder(boardOrder(board, boardWords({ lines: { ...LINES, recipient: accented } })));
    expectContract('createCustomerOrder', placed, 201);
  });

  it("refuses a style the board is not made in (errors['board.style'], no code)", async () => {
    const mini = await product(MINI);
    await expectRefused(boardOrder(mini, boardWords({ style: 'gabus' })), { 'board.style': null });
  });

  it('refuses a symbol the religion does not allow (symbol_religion_conflict), and an unknown one (no code)', async () => {
    const board = await product('Papan Turut Berduka Cita');
    const condolence = (religion: string | undefined, symbol: string) =>
      boardOrder(
        board,
        boardWords({
          occasion: 'duka',
          ...(religion ? { religion } : {}),
          symbol,
          lines: { headline: 'Turut Berduka Cita', recipient: 'Atas wafatnya Bpk. Ahmad', sender: 'Keluarga Wijaya' },
        }),
      );
    for (const religion of ['islam', 'hindu', 'buddha', 'konghucu', 'umum', undefined])
      await expectRefused(condolence(religion, 'salib'), { 'board.symbol': 'symbol_religion_conflict' });
    for (const religion of ['kristen', 'katolik'])
      expectContract('createCustomerOrder', await placeOrder(condolence(religion, 'salib')), 201);
    for (const symbol of ['none', 'bunga', 'hati'])
      expectContract('createCustomerOrder', await placeOrder(condolence('islam', symbol)), 201);
    await expectRefused(condolence('islam', 'bintang'), { 'board.symbol': null });
  });

  it('refuses an event before the earliest delivery the calendar allows (event_too_soon)', async () => {
    const board = await product(CONGRATULATION);
    const event = (eventAt: string) => boardOrder(board, boardWords({ eventAt }));
    // The seeded shop has no same-day delivery: its earliest day is its tomorrow.
    await expectRefused(event(shopWallTime(todayInShop(), 23, 59).toISOString()), {
      'board.eventAt': 'event_too_soon',
    });
    await expectRefused(event(new Date(Date.now() - 60_000).toISOString()), { 'board.eventAt': 'event_too_soon' });
    expectContract('createCustomerOrder', await placeOrder(event(shopDayStart(shopTomorrow()).toISOString())), 201);
  });

  it('refuses a card over 200 characters (card_too_long), on any product', async () => {
    const bouquet = await product('Buket Mawar Merah Klasik');
    const order = (cardMessage: string) => validOrder(bouquet.productID, { cardMessage });
    await expectRefused(order('a'.repeat(201)), { cardMessage: 'card_too_long' });
    // Counted as a reader sees them: 200 emoji are 200 characters.
    expectContract('createCustomerOrder', await placeOrder(order('🌹'.repeat(200))), 201);
    const board = await product(CONGRATULATION);
    await expectRefused(boardOrder(board, boardWords(), { cardMessage: 'x'.repeat(201) }), {
      cardMessage: 'card_too_long',
    });
  });

  it("requires a board for a bunga papan and refuses one for any other product (errors['board'], no code)", async () => {
    const board = await product(CONGRATULATION);
    await expectRefused(boardOrder(board, undefined), { board: null });
    await expectRefused(boardOrder(board, null), { board: null });
    const bouquet = await product('Buket Mawar Merah Klasik');
    await expectRefused(validOrder(bouquet.productID, { board: boardWords() }), { board: null });
  });

  it('names every refusal with its code; `code` is the first', async () => {
    const board = await product(CONGRATULATION);
    const body = await expectRefused(
      boardOrder(
        board,
        boardWords({
          lines: { headline: 'x'.repeat(30), recipient: '', sender: 'Budi 🎉' },
          symbol: 'salib',
          eventAt: new Date(Date.now() - 60_000).toISOString(),
        }),
        { cardMessage: 'y'.repeat(250) },
      ),
      {
        'board.lines.headline': 'line_too_long',
        'board.lines.recipient': 'line_required',
        'board.lines.sender': 'unsupported_character',
        'board.symbol': 'symbol_religion_conflict',
        'board.eventAt': 'event_too_soon',
        cardMessage: 'card_too_long',
      },
    );
    expect(body.code).toBe('line_too_long');
  });
});

describe("staff's correction of a board after 'Minta perubahan'", () => {
  const correct = (id: number, body: unknown, token?: string) =>
    call<CustomerOrder & OrderProblem & { code?: string }>('correctOrderBoard', {
      params: { id },
      body,
      ...(token ? { token } : {}),
    });
  const corrected = { ...BOARD_LINES, recipient: '  Atas Pembukaan Kafe Senja Baru ', extra: 'Sukses selalu' };

  it('replaces the lines and the symbol, counts them again and keeps the surcharge charged', async () => {
    const order = await boardOrderWith('change');
    const result = await correct(order.orderID, { lines: corrected, symbol: 'bunga' });
    expectContract('correctOrderBoard', result, 200);
    const lines = { ...corrected, recipient: 'Atas Pembukaan Kafe Senja Baru' };
    // 14 + 26 + 24 + 12 characters but spaces: 76, 16 over the 60 included; placed with 60, it was charged nothing.
    expect(result.body.board).toMatchObject({ occasion: 'pembukaan', style: 'gabus', lines, symbol: 'bunga' });
    expect(result.body.board?.characters).toBe(76);
    expect(order.textSurcharge).toBe(0);
    expect(result.body.textSurcharge).toBe(0);

    const page = await call<PublicOrder>('getPublicOrder', {
      params: { orderID: order.orderID },
      query: { token: order.trackingToken! },
      token: null,
    });
    expect(page.body.board?.lines).toEqual(lines);
    expect(page.body.grandTotal).toBe(order.totalPrice + (order.deliveryFee ?? 0) + (order.textSurcharge ?? 0));
    const events = (await call<OrderTimelineEvent[]>('listOrderEvents', { params: { id: order.orderID } })).body;
    expect(events.at(-1)).toMatchObject({ type: 'board_text_corrected', actor: { kind: 'user', name: 'owner' } });
  });

  it('refuses what a new order refuses, each with its code, against the size and the religion', async () => {
    const order = await boardOrderWith('change');
    const result = await correct(order.orderID, {
      lines: { headline: 'x'.repeat(25), recipient: '', sender: 'Budi 🎉' },
      symbol: 'salib',
    });
    expectValidationProblem('correctOrderBoard', result, [
      'lines.headline',
      'lines.recipient',
      'lines.sender',
      'symbol',
    ]);
    expect(result.body.codes).toEqual({
      'lines.headline': 'line_too_long',
      'lines.recipient': 'line_required',
      'lines.sender': 'unsupported_character',
      symbol: 'symbol_religion_conflict',
    });
    expect(result.body.code).toBe('line_too_long');
    const unknown = await correct(order.orderID, { lines: BOARD_LINES, symbol: 'bintang' });
    expectValidationProblem('correctOrderBoard', unknown, ['symbol']);
    expect(unknown.body.code).toBeUndefined();
    // Refused, nothing changed.
    const staff = await call<CustomerOrder>('getCustomerOrder', { params: { id: order.orderID } });
    expect(staff.body.board?.lines).toEqual(BOARD_LINES);
  });

  it('keeps the text closed until the customer asks for a change (409 board_text_locked)', async () => {
    for (const photo of ['none', 'pending', 'approve'] as const) {
      const order = await boardOrderWith(photo);
      const result = await correct(order.orderID, { lines: corrected, symbol: 'none' });
      expectProblem('correctOrderBoard', result, 409);
      expect(result.body.code, photo).toBe('board_text_locked');
    }
    const cancelled = await boardOrderWith('change');
    await call('updateCustomerOrderStatus', { params: { id: cancelled.orderID }, body: { status: 'Cancelled' } });
    const result = await correct(cancelled.orderID, { lines: corrected, symbol: 'none' });
    expectProblem('correctOrderBoard', result, 409);
    expect(result.body.code).toBe('board_text_locked');
  });

  it("refuses an order without a board (errors['board'], no code), and a Driver (403)", async () => {
    const bouquet = await product('Buket Mawar Merah Klasik');
    const placed = await placeOrder(validOrder(bouquet.productID));
    const result = await correct(placed.body.orderID, { lines: corrected, symbol: 'none' });
    expectValidationProblem('correctOrderBoard', result, ['board']);
    expect(result.body.code).toBeUndefined();
    const order = await boardOrderWith('change');
    expectProblem(
      'correctOrderBoard',
      await correct(order.orderID, { lines: corrected, symbol: 'none' }, await driverToken()),
      403,
    );
  });
});

describe('the card apart from the instructions', () => {
  it('stores the card and the instructions apart; the card reaches the order page', async () => {
    const bouquet = await product('Buket Mawar Merah Klasik');
    const placed = await placeOrder(
      validOrder(bouquet.productID, {
        cardMessage: '  Selamat ulang tahun, Mama!  ',
        specialMessage: 'Titip ke satpam bila tidak ada orang.',
      }),
    );
    expectContract('createCustomerOrder', placed, 201);
    expect(placed.body).toMatchObject({
      cardMessage: 'Selamat ulang tahun, Mama!',
      specialMessage: 'Titip ke satpam bila tidak ada orang.',
      board: null,
      textSurcharge: 0,
    });
    const page = await call<PublicOrder>('getPublicOrder', {
      params: { orderID: placed.body.orderID },
      query: { token: placed.body.trackingToken! },
      token: null,
    });
    expect(page.body).toMatchObject({ cardMessage: 'Selamat ulang tahun, Mama!', board: null, textSurcharge: 0 });
  });

  it('keeps an order placed with one box as it was: no cardMessage, its specialMessage the card', async () => {
    const bouquet = await product('Buket Mawar Merah Klasik');
    const placed = await placeOrder(validOrder(bouquet.productID, { specialMessage: 'Selamat!' }));
    expectContract('createCustomerOrder', placed, 201);
    expect(placed.body).not.toHaveProperty('cardMessage');
    const page = await call<PublicOrder>('getPublicOrder', {
      params: { orderID: placed.body.orderID },
      query: { token: placed.body.trackingToken! },
      token: null,
    });
    expect(page.body.cardMessage).toBe('Selamat!');
  });
});

describe('the seeded words', () => {
  it('has a condolence board due in the coming days, a wedding board, and a bouquet on the run with its card apart', async () => {
    const orders = (await call<CustomerOrder[]>('listCustomerOrders')).body;
    const boards = orders.filter((order) => order.board);
    expect(boards.map((order) => order.board?.occasion).sort()).toEqual(['duka', 'pernikahan']);
    const duka = boards.find((order) => order.board?.occasion === 'duka')!;
    expect(duka.flowerProduct?.productName).toBe('Papan Turut Berduka Cita');
    expect(duka.board).toMatchObject({ religion: 'islam', symbol: 'none', style: 'gabus' });
    expect(Date.parse(duka.board!.eventAt!)).toBeGreaterThan(Date.now());
    expect(duka.textSurcharge).toBeGreaterThan(0);
    const wedding = boards.find((order) => order.board?.occasion === 'pernikahan')!;
    expect(wedding.flowerProduct?.productName).toBe('Papan Happy Wedding');

    const page = await call<PublicOrder>('getPublicOrder', {
      params: { orderID: duka.orderID },
      query: { token: duka.trackingToken! },
      token: null,
    });
    expect(page.body.grandTotal).toBe(duka.totalPrice + (duka.deliveryFee ?? 0) + duka.textSurcharge!);

    const withCard = orders.filter((order) => order.cardMessage);
    expect(withCard).toHaveLength(1);
    expect(withCard[0].specialMessage).toBeTruthy();
    expect(withCard[0].specialMessage).not.toBe(withCard[0].cardMessage);
    const runs = await call<DeliveryRun[]>('listDeliveryRuns', {
      query: { date: todayInShop() },
      token: await driverToken(),
    });
    expectContract('listDeliveryRuns', runs, 200);
    const stop = runs.body[0].stops.find((each) => each.orderID === withCard[0].orderID);
    expect(stop?.cardMessage).toBe(withCard[0].cardMessage);
    // An order placed before keeps its one box as the card.
    const before = runs.body[0].stops.find((each) => each.orderID !== withCard[0].orderID)!;
    const beforeOrder = orders.find((order) => order.orderID === before.orderID)!;
    expect(beforeOrder).not.toHaveProperty('cardMessage');
    expect(before.cardMessage).toBe(beforeOrder.specialMessage?.trim() || null);
    expect(before.board).toBeNull();
  });
});

describe('a backend without the words (proposed:off:MessageTemplates)', () => {
  for (const scenario of ['proposed:off:MessageTemplates', 'proposed:off']) {
    it(`${scenario}: answers its calls 404, leaves its fields out and ignores the order's`, async () => {
      const board = await product(CONGRATULATION);
      const seeded = (await call<CustomerOrder[]>('listCustomerOrders')).body.find(
        (order) => order.board?.occasion === 'duka',
      )!;
      await setBackendScenario(scenario);
      expect((await call('listMessageTemplates', { token: null })).status).toBe(404);
      expect((await call('listBoardSymbols', { token: null })).status).toBe(404);
      expect((await call('createMessageTemplate', { body: CARD_TEMPLATE })).status).toBe(404);
      expect((await call('updateMessageTemplate', { params: { id: 1 }, body: CARD_TEMPLATE })).status).toBe(404);
      expect((await call('deleteMessageTemplate', { params: { id: 1 } })).status).toBe(404);
      expect(
        (await call('correctOrderBoard', { params: { id: 1 }, body: { lines: LINES, symbol: 'none' } })).status,
      ).toBe(404);

      for (const each of await products()) {
        expect(each).not.toHaveProperty('kind');
        expect(each).not.toHaveProperty('board');
      }
      // A board is a product like any other: no board needed, the words sent are ignored.
      const plain = await placeOrder(boardOrder(board, undefined));
      expectContract('createCustomerOrder', plain, 201);
      const sent = await placeOrder(
        boardOrder(board, boardWords({ lines: { ...LINES, headline: 'x'.repeat(40) } }), {
          cardMessage: 'z'.repeat(300),
        }),
      );
      expectContract('createCustomerOrder', sent, 201);
      for (const order of [plain.body, sent.body, ...(await call<CustomerOrder[]>('listCustomerOrders')).body]) {
        expect(order).not.toHaveProperty('cardMessage');
        expect(order).not.toHaveProperty('board');
        expect(order).not.toHaveProperty('textSurcharge');
      }
      const bouquetOfRun = (await call<CustomerOrder[]>('listCustomerOrders')).body.find(
        (order) => order.driver && order.specialMessage?.startsWith('Mohon telepon'),
      );
      if (scenario === 'proposed:off:MessageTemplates') {
        // Only the words are off: the order page stays, without the board's surcharge.
        const page = await call<PublicOrder>('getPublicOrder', {
          params: { orderID: seeded.orderID },
          query: { token: seeded.trackingToken! },
          token: null,
        });
        expectContract('getPublicOrder', page, 200);
        expect(page.body).not.toHaveProperty('board');
        expect(page.body).not.toHaveProperty('cardMessage');
        expect(page.body.grandTotal).toBe(seeded.totalPrice + (seeded.deliveryFee ?? 0));
        const runs = await call<DeliveryRun[]>('listDeliveryRuns', {
          query: { date: todayInShop() },
          token: await driverToken(),
        });
        const stop = runs.body[0].stops.find((each) => each.orderID === bouquetOfRun?.orderID);
        expect(stop?.cardMessage).toBe(bouquetOfRun?.specialMessage);
        expect(stop).not.toHaveProperty('board');
      }

      // Back on: what was ignored was not stored.
      await setBackendScenario('off');
      const later = await call<CustomerOrder>('getCustomerOrder', { params: { id: sent.body.orderID } });
      expect(later.body).not.toHaveProperty('cardMessage');
      expect(later.body).toMatchObject({ board: null, textSurcharge: 0 });
    });
  }
});
