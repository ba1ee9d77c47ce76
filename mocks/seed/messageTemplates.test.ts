import { describe, expect, it } from 'vitest';
import { shopDayOf } from '../../src/lib/dates/shopClock';
import { lineProblems, symbolAllowed, textSurcharge, unsupportedCharacters } from '../../src/lib/words/boardRules';
import { cardMessageTooLong } from '../../src/lib/words/cardMessage';
import { OCCASIONS, RELIGIONS } from '../../src/lib/words/occasions';
import { createSeed } from './createSeed';

const NOW = new Date('2026-11-23T10:00:00+07:00');
const seed = createSeed(NOW);
const standard = seed.flowerProducts.find((product) => product.productName === 'Papan Selamat & Sukses')!.board!;

describe('the seeded words', () => {
  it('has at least three boards with their spec and picture, one printed only, and a standing flower', () => {
    const boards = seed.flowerProducts.filter((product) => product.kind === 'board');
    expect(boards.map((product) => product.productName)).toEqual(
      expect.arrayContaining(['Papan Selamat & Sukses', 'Papan Happy Wedding', 'Papan Turut Berduka Cita']),
    );
    for (const board of boards) {
      expect(board.board, board.productName).toBeDefined();
      expect(board.price).toBeGreaterThanOrEqual(500_000);
      expect(board.price).toBeLessThanOrEqual(3_000_000);
      expect(board.imageUrl).toMatch(/^\/mock-assets\/products\/papan-[a-z-]+\.jpg$/);
      expect(board.board!.lines.filter((line) => line.required).map((line) => line.key)).toEqual([
        'headline',
        'recipient',
        'sender',
      ]);
    }
    expect(boards.some((board) => board.board!.styles.join() === 'printing')).toBe(true);
    expect(standard).toMatchObject({ size: '2 × 1,25 m', widthCm: 200, heightCm: 125, freeChars: 60 });
    const grand = boards.find((board) => board.productName === 'Papan Grand Opening')!.board!;
    for (const key of ['headline', 'recipient', 'sender', 'extra'] as const)
      expect(grand.lines.find((line) => line.key === key)!.maxChars).toBeGreaterThan(
        standard.lines.find((line) => line.key === key)!.maxChars,
      );
    expect(seed.flowerProducts.filter((product) => product.kind === 'standing')).toHaveLength(1);
    expect(seed.flowerProducts.filter((product) => !product.kind && product.board)).toEqual([]);
  });

  it('has board templates that fit the standard board in foam letters, and cards within 200 characters', () => {
    const templates = seed.messageTemplates;
    expect(templates.map((template) => template.templateID)).toEqual(templates.map((_, index) => index + 1));
    for (const occasion of OCCASIONS) expect(templates.some((template) => template.occasion === occasion)).toBe(true);
    for (const template of templates) {
      if (template.format === 'board') {
        expect(template.text).toBeUndefined();
        const lines = { recipient: 'x', sender: 'x', ...template.lines };
        expect(lineProblems(standard, lines, 'gabus'), JSON.stringify(template)).toEqual([]);
      } else {
        expect(template.lines).toBeUndefined();
        expect(template.text).toBeTruthy();
        expect(cardMessageTooLong(template.text)).toBe(false);
      }
    }
  });

  it('has a condolence board template for every religion, with the words of its faith', () => {
    const duka = seed.messageTemplates.filter(
      (template) => template.occasion === 'duka' && template.format === 'board',
    );
    const extra = (religion: string) =>
      duka.filter((template) => template.religion === religion).map((template) => template.lines?.extra);
    expect(extra('islam')).toContain("Innalillahi wa inna ilaihi raji'un");
    expect(extra('kristen')).toContain('Tuhan yang memberi, Tuhan yang mengambil');
    expect(extra('katolik')).toContain('Requiescat in Pace');
    expect(extra('hindu')).toContain('Om Swargantu, Moksantu, Sunyantu, Murcantu');
    expect(extra('buddha')).toContain('Semoga terlahir di alam bahagia');
    expect(extra('konghucu').length).toBeGreaterThan(0);
    expect(duka.find((template) => template.religion === null)?.lines?.extra).toBe(
      'Semoga keluarga yang ditinggalkan diberi ketabahan',
    );
    for (const template of duka) expect(template.lines?.headline).toBe('Turut Berduka Cita');
  });

  it('allows the cross for kristen and katolik only, none and the ornaments for every religion', () => {
    const symbols = seed.boardSymbols;
    expect(symbols[0].symbol).toBe('none');
    for (const religion of RELIGIONS) {
      expect(symbolAllowed(symbols, 'salib', religion)).toBe(['kristen', 'katolik'].includes(religion));
      for (const symbol of ['none', 'hati', 'bunga']) expect(symbolAllowed(symbols, symbol, religion)).toBe(true);
    }
    for (const symbol of symbols) expect(unsupportedCharacters(symbol.label, 'gabus')).toEqual([]);
  });

  it('puts a condolence and a wedding board on orders of the coming days, and a card apart on the run', () => {
    const today = shopDayOf(NOW);
    const boards = seed.customerOrders.filter((order) => order.board);
    expect(boards).toHaveLength(2);
    for (const order of boards) {
      const product = seed.flowerProducts.find((each) => each.productID === order.productID)!;
      expect(order.product.productName).toBe(product.productName);
      expect(order).toMatchObject({ quantity: 1, unitPrice: product.price, totalPrice: product.price });
      expect(shopDayOf(new Date(order.deliveryDate)) > today).toBe(true);
      expect(Date.parse(order.board!.eventAt!)).toBeGreaterThan(Date.parse(order.deliveryDate));
      expect(lineProblems(product.board!, order.board!.lines, order.board!.style)).toEqual([]);
      expect(order.textSurcharge).toBe(textSurcharge(product.board!, order.board!.lines));
      expect(symbolAllowed(seed.boardSymbols, order.board!.symbol, order.board!.religion)).toBe(true);
      expect(seed.payments.find((payment) => payment.orderID === order.orderID)?.paymentAmount).toBe(product.price);
    }
    expect(boards.map((order) => [order.product.productName, order.board!.occasion])).toEqual(
      expect.arrayContaining([
        ['Papan Turut Berduka Cita', 'duka'],
        ['Papan Happy Wedding', 'pernikahan'],
      ]),
    );
    const cards = seed.customerOrders.filter((order) => order.cardMessage !== undefined);
    expect(cards.filter((order) => order.cardMessage)).toHaveLength(1);
    const card = cards.find((order) => order.cardMessage)!;
    expect(card.driver).toBe('kurir');
    expect(card.specialMessage).not.toBe(card.cardMessage);
    // The other orders were placed with one box.
    expect(seed.customerOrders.filter((order) => order.cardMessage === undefined)).toHaveLength(
      seed.customerOrders.length - 3,
    );
  });
});
