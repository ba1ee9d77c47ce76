import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_BOARD_SPEC } from '@/entities/order/test/wordsFixtures';
import { validateRequest } from '@mocks/runtime/validator';
import '@mocks/node';
import { boardOrderInput, boardSurcharge, isBoardProduct, readBoardDraft, withTemplate } from './boardDraft';
import { buildOrderPayload } from './buildOrderPayload';
import { parseDraft } from './draftStorage';
import { firstOrderProblem, orderDetailsSchema } from './orderDetailsSchema';
import {
  SAMPLE_BOARD_CATEGORY,
  SAMPLE_BOARD_PRODUCT,
  SAMPLE_BOARD_TEMPLATES,
  SAMPLE_CATEGORY,
  SAMPLE_PRODUCT,
  SAMPLE_SYMBOLS,
  sampleBoard,
  sampleDetails,
} from './testData';
import { EMPTY_BOARD, type BoardDraft, type OrderDetailsDraft } from './wizardTypes';
import { refusedWords } from './wordsRefusals';
import type { WordsContext } from './wordsSchema';

/** The shop's Monday 23 November 2026 at 10:00 (Asia/Jakarta): its tomorrow is the 24th. */
const NOW = new Date('2026-11-23T10:00:00+07:00');
const MIN = '2026-11-24';
const boardDetails = (board: Partial<BoardDraft> = {}): OrderDetailsDraft => ({
  ...sampleDetails('2026-11-24'),
  cardMessage: '',
  board: sampleBoard(board),
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const BOARD_WORDS: WordsContext = { board: { spec: STANDARD_BOARD_SPEC, symbols: SAMPLE_SYMBOLS } };

/** The message of each board field the schema refuses, by path. */
function boardErrors(board: Partial<BoardDraft>, words: WordsContext = BOARD_WORDS): Record<string, string> {
  const schema = orderDetailsSchema(MIN, undefined, words);
  try {
    schema.validateSync(boardDetails(board), { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.filter((e) => e.path.startsWith('board')).map((e) => [e.path, e.message]));
  }
}

describe('a board product', () => {
  it('is a product of kind board with its spec; absent kind is a bouquet', () => {
    expect(isBoardProduct(SAMPLE_BOARD_PRODUCT)).toBe(true);
    expect(isBoardProduct(SAMPLE_PRODUCT)).toBe(false);
    expect(isBoardProduct({ ...SAMPLE_BOARD_PRODUCT, board: null })).toBe(false);
  });

  it('fills the lines a template has and leaves the others as typed', () => {
    const typed = { ...EMPTY_BOARD.lines, sender: 'Keluarga Besar PT Sinar Jaya', recipient: 'old' };
    expect(withTemplate(typed, SAMPLE_BOARD_TEMPLATES[0], STANDARD_BOARD_SPEC)).toEqual({
      headline: 'Turut Berduka Cita',
      recipient: 'Atas Wafatnya',
      sender: 'Keluarga Besar PT Sinar Jaya',
      extra: "Innalillahi wa inna ilaihi raji'un",
    });
    // A line the size does not have stays out.
    const noExtra = { ...STANDARD_BOARD_SPEC, lines: STANDARD_BOARD_SPEC.lines.filter((line) => line.key !== 'extra') };
    expect(withTemplate(EMPTY_BOARD.lines, SAMPLE_BOARD_TEMPLATES[0], noExtra).extra).toBe('');
  });

  it('charges the text surcharge: characters (no spaces) over the free ones × the price per character', () => {
    expect(boardSurcharge(SAMPLE_BOARD_PRODUCT, boardDetails())).toBe((101 - 60) * 2_500);
    expect(
      boardSurcharge(SAMPLE_BOARD_PRODUCT, boardDetails({ lines: { ...EMPTY_BOARD.lines, headline: 'Duka' } })),
    ).toBe(0);
    expect(boardSurcharge(SAMPLE_PRODUCT, boardDetails())).toBe(0);
  });
});

describe('the board order', () => {
  it('carries the trimmed lines, the religion for condolences only, the event as an instant in shop time', () => {
    const board = sampleBoard({ lines: { ...sampleBoard().lines, headline: '  Turut Berduka Cita  ', extra: ' ' } });
    expect(boardOrderInput(board, STANDARD_BOARD_SPEC)).toEqual({
      occasion: 'duka',
      religion: 'islam',
      lines: {
        headline: 'Turut Berduka Cita',
        recipient: 'Atas Wafatnya Bpk. H. Ahmad Sulaiman',
        sender: 'Keluarga Besar PT Sinar Jaya',
      },
      style: 'gabus',
      symbol: 'none',
      // 10:00 in Jakarta, whatever the machine's zone.
      eventAt: '2026-11-25T03:00:00.000Z',
      venue: 'Rumah Duka RS Dharmais, Ruang Melati',
    });
    const wedding = boardOrderInput(
      sampleBoard({ occasion: 'pernikahan', eventAt: '', venue: '' }),
      STANDARD_BOARD_SPEC,
    );
    expect(wedding).not.toHaveProperty('religion');
    expect(wedding).not.toHaveProperty('eventAt');
    expect(wedding).not.toHaveProperty('venue');
  });

  it('sends board and the instructions for a board, valid against openapi.yaml', async () => {
    const details = { ...boardDetails(), instructions: 'Antar ke ruang Melati' };
    const payload = buildOrderPayload({
      category: SAMPLE_BOARD_CATEGORY,
      product: SAMPLE_BOARD_PRODUCT,
      details,
      now: NOW,
    });
    expect(payload).toMatchObject({
      specialMessage: 'Antar ke ruang Melati',
      cardMessage: null,
      board: { occasion: 'duka' },
    });
    expect(await validateRequest('createCustomerOrder', { body: payload })).toEqual({});
  });

  it('sends a bouquet card apart from the instructions when the card has its own field, else the one box', async () => {
    const details = { ...sampleDetails('2026-11-24'), instructions: 'Pagar hijau' };
    const apart = buildOrderPayload({
      category: SAMPLE_CATEGORY,
      product: SAMPLE_PRODUCT,
      details,
      now: NOW,
      separateCard: true,
    });
    expect(apart).toMatchObject({ cardMessage: 'Selamat ulang tahun, Mama!', specialMessage: 'Pagar hijau' });
    expect(apart).not.toHaveProperty('board');
    expect(await validateRequest('createCustomerOrder', { body: apart })).toEqual({});
    const single = buildOrderPayload({ category: SAMPLE_CATEGORY, product: SAMPLE_PRODUCT, details, now: NOW });
    expect(single.specialMessage).toBe('Selamat ulang tahun, Mama!');
    expect(single).not.toHaveProperty('cardMessage');
  });
});

describe('the board checks', () => {
  it('passes a composed board', () => {
    expect(boardErrors({})).toEqual({});
    expect(firstOrderProblem(SAMPLE_BOARD_PRODUCT, boardDetails(), MIN, undefined, BOARD_WORDS)).toBeNull();
  });

  it('asks for the occasion, the religion of condolences, the required lines and the checkbox', () => {
    expect(boardErrors({ occasion: '', religion: '', lines: { ...EMPTY_BOARD.lines }, checked: false })).toMatchObject({
      'board.occasion': 'words:errors.occasion',
      'board.lines.headline': 'words:errors.line_required',
      'board.lines.recipient': 'words:errors.line_required',
      'board.lines.sender': 'words:errors.line_required',
      'board.checked': 'words:errors.checked',
    });
    expect(boardErrors({ religion: '' })).toEqual({ 'board.religion': 'words:errors.religion' });
    expect(boardErrors({ occasion: 'pernikahan', religion: '' })).toEqual({});
  });

  it('refuses a line over its limit, a character foam letters cannot carry (printing takes it)', () => {
    const lines = sampleBoard().lines;
    expect(boardErrors({ lines: { ...lines, headline: 'Turut Berduka Cita Sedalam-dalamnya' } })).toEqual({
      'board.lines.headline': 'words:errors.line_too_long',
    });
    expect(boardErrors({ lines: { ...lines, sender: 'Keluarga 🙏' } })).toEqual({
      'board.lines.sender': 'words:errors.unsupported_character',
    });
    expect(boardErrors({ style: 'printing', lines: { ...lines, sender: 'Keluarga 🙏' } })).toEqual({});
  });

  it('refuses a symbol the religion does not allow; the cross suits a Christian family', () => {
    expect(boardErrors({ symbol: 'salib' })).toEqual({ 'board.symbol': 'words:errors.symbol_religion_conflict' });
    expect(boardErrors({ symbol: 'salib', religion: 'kristen' })).toEqual({});
    // A wedding asks no religion: judged as umum.
    expect(boardErrors({ symbol: 'salib', occasion: 'pernikahan', religion: 'kristen' })).toMatchObject({
      'board.symbol': 'words:errors.symbol_religion_conflict',
    });
    // Symbols not known yet: the backend decides.
    expect(boardErrors({ symbol: 'salib' }, { board: { spec: STANDARD_BOARD_SPEC } })).toEqual({});
  });

  it('refuses an event before the earliest delivery day, in shop time', () => {
    expect(boardErrors({ eventAt: '2026-11-23T23:30' })).toEqual({ 'board.eventAt': 'words:errors.event_too_soon' });
    expect(boardErrors({ eventAt: '2026-11-24T00:00' })).toEqual({});
  });

  it('checks the board first on continue', () => {
    const details = { ...boardDetails({ checked: false }), recipientName: '' };
    expect(firstOrderProblem(SAMPLE_BOARD_PRODUCT, details, MIN, undefined, BOARD_WORDS)?.field).toBe('board');
  });

  it('keeps a refused value refused until it changes', () => {
    const words = {
      ...BOARD_WORDS,
      refusals: { 'board.lines.sender': { code: 'line_too_long' as const, value: 'Keluarga Besar PT Sinar Jaya' } },
    };
    expect(boardErrors({}, words)).toEqual({ 'board.lines.sender': 'words:errors.line_too_long' });
    expect(boardErrors({ lines: { ...sampleBoard().lines, sender: 'Keluarga Sinar Jaya' } }, words)).toEqual({});
  });
});

describe('the card message', () => {
  const long = 'a'.repeat(201);
  it('holds 200 characters in its own field; the one box of today has no such limit', () => {
    const details = { ...sampleDetails(MIN), cardMessage: long };
    expect(firstOrderProblem(SAMPLE_PRODUCT, details, MIN, undefined, { separateCard: true })?.field).toBe(
      'cardMessage',
    );
    expect(
      firstOrderProblem(SAMPLE_PRODUCT, { ...details, cardMessage: 'a'.repeat(200) }, MIN, undefined, {
        separateCard: true,
      }),
    ).toBeNull();
    expect(firstOrderProblem(SAMPLE_PRODUCT, details, MIN)).toBeNull();
  });
});

describe('the refusals of a 400', () => {
  const details = boardDetails({ symbol: 'salib' });
  it('takes each words field with its code and the value sent', () => {
    const error = {
      status: 400,
      data: {
        title: 'Bad Request',
        code: 'line_too_long',
        errors: { 'board.lines.headline': ['too long'], 'board.symbol': ['not allowed'], deliveryDate: ['x'] },
        codes: { 'board.lines.headline': 'line_too_long', 'board.symbol': 'symbol_religion_conflict' },
      },
    };
    expect(refusedWords(error, details)).toEqual({
      'board.lines.headline': { code: 'line_too_long', value: 'Turut Berduka Cita' },
      'board.symbol': { code: 'symbol_religion_conflict', value: 'salib' },
    });
  });

  it('is none for any other failure', () => {
    expect(refusedWords({ status: 500, data: {} }, details)).toBeUndefined();
    expect(refusedWords({ status: 400, data: { errors: { deliveryDate: ['x'] } } }, details)).toBeUndefined();
  });
});

describe('the draft', () => {
  it('keeps the board and the instructions; an older draft loads with an empty board', () => {
    const board = sampleBoard();
    const state = parseDraft(
      JSON.stringify({
        version: 3,
        step: 2,
        category: SAMPLE_BOARD_CATEGORY,
        product: SAMPLE_BOARD_PRODUCT,
        details: { ...boardDetails(), instructions: 'Ruang Melati' },
      }),
    );
    expect(state?.details.board).toEqual(board);
    expect(state?.details.instructions).toBe('Ruang Melati');
    const old = parseDraft(
      JSON.stringify({ version: 2, step: 2, category: SAMPLE_CATEGORY, details: sampleDetails(MIN) }),
    );
    expect(old?.details).toMatchObject({
      board: EMPTY_BOARD,
      instructions: '',
      cardMessage: 'Selamat ulang tahun, Mama!',
    });
  });

  it('reads a stored board defensively', () => {
    expect(
      readBoardDraft({
        occasion: 'pesta',
        religion: 'x',
        style: 'neon',
        symbol: '<b>',
        eventAt: 'soon',
        checked: 'yes',
      }),
    ).toEqual(EMPTY_BOARD);
  });
});
