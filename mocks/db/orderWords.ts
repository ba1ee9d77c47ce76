import { getShopTimeZone } from '../../src/lib/dates/shopClock';
import { defaultDeliverySettings, earliestDeliveryDay, leadDaysOf } from '../../src/lib/delivery/deliveryRules';
import { grandTotal } from '../../src/lib/orders/orderMoney';
import {
  BOARD_LINE_KEYS,
  boardCharacters,
  eventTooSoon,
  lineProblems,
  symbolAllowed,
  textSurcharge,
  type LineProblem,
} from '../../src/lib/words/boardRules';
import { CARD_MESSAGE_MAX, cardMessageTooLong } from '../../src/lib/words/cardMessage';
import { religionOf } from '../../src/lib/words/occasions';
import { cardMessageOf, hasSeparateCard } from '../../src/lib/words/orderWords';
import { lineLength } from '../../src/lib/words/textCount';
import type {
  BoardOrder,
  BoardOrderInput,
  CustomerOrderInput,
  FlowerProduct,
  OrderProblemCode,
} from '../runtime/apiTypes';
import type { FieldErrors } from '../runtime/validator';
import { isTagHidden } from '../scenarios/store';
import type { MockDatabase } from './database';
import { deliverySettingsInForce } from './orderDelivery';
import type { BoardOrderRow, CustomerOrderRow, FlowerProductRow } from './types';

/**
 * The proposed words of an order (openapi.yaml tag MessageTemplates,
 * docs/mock-backend.md#message-templates-and-bunga-papan) between the database and the pure rules of src/lib/words:
 * a new order's card and board checked, the surcharge the server computes, and the fields products and orders answer
 * with. Under `proposed:off` or `proposed:off:MessageTemplates` the backend is one without them: the fields are left
 * out, the order's `cardMessage` and `board` are ignored (as a backend ignores fields it does not know) and a stored
 * surcharge is not charged.
 */

export const WORDS_TAG = 'MessageTemplates';

export const wordsHidden = (): boolean => isTagHidden(WORDS_TAG);

// ------------------------------------------------------------ money

/** The grand total the backend charges: with the text surcharge, unless the words are off. */
export function orderGrandTotal(order: Pick<CustomerOrderRow, 'totalPrice' | 'deliveryFee' | 'textSurcharge'>): number {
  return grandTotal({
    totalPrice: order.totalPrice,
    deliveryFee: order.deliveryFee,
    textSurcharge: wordsHidden() ? 0 : order.textSurcharge,
  });
}

// ------------------------------------------------------------ views

/** A product's kind and board spec (none for a bouquet, none under the scenario off). */
export function productWords(row: FlowerProductRow): Pick<FlowerProduct, 'kind' | 'board'> {
  if (wordsHidden()) return {};
  return { kind: row.kind ?? 'bouquet', ...(row.board ? { board: structuredClone(row.board) } : {}) };
}

function toBoardOrder(board: BoardOrderRow | null | undefined): BoardOrder | null {
  return board ? (structuredClone(board) as BoardOrder) : null;
}

/** The card's words (src/lib/words/orderWords.ts); with the words off, today's one box as it is. */
export function cardWordsOf(order: Pick<CustomerOrderRow, 'cardMessage' | 'specialMessage'>): string | null {
  return wordsHidden() ? order.specialMessage : cardMessageOf(order);
}

/**
 * The staff order's words: `cardMessage` for an order placed with the card apart (even as null, so clients know the
 * `specialMessage` is the instructions), the board (null for none) and the surcharge (0 for none).
 */
export function orderWords(row: CustomerOrderRow) {
  if (wordsHidden()) return {};
  return {
    ...(hasSeparateCard(row) ? { cardMessage: row.cardMessage } : {}),
    board: toBoardOrder(row.board),
    textSurcharge: row.textSurcharge ?? 0,
  };
}

/** The customer's view of the words: the card's words (by the rule above), the board, the surcharge. */
export function publicOrderWords(row: CustomerOrderRow) {
  if (wordsHidden()) return {};
  return { cardMessage: cardWordsOf(row), board: toBoardOrder(row.board), textSurcharge: row.textSurcharge ?? 0 };
}

/** A stop's words: the card's (as before, `specialMessage` with the words off) and the board. */
export function stopWords(row: CustomerOrderRow): { cardMessage: string | null; board?: BoardOrder | null } {
  if (wordsHidden()) return { cardMessage: row.specialMessage };
  return { cardMessage: cardWordsOf(row), board: toBoardOrder(row.board) };
}

// ------------------------------------------------------------ a new order

/** The words to store with a new order. */
export type StoredWords = Pick<CustomerOrderRow, 'cardMessage' | 'board' | 'textSurcharge'>;

export interface OrderWordsCheck {
  /** refusals by field: `board`, `board.style`, `board.lines.<key>`, `board.symbol`, `board.eventAt`, `cardMessage`. */
  problems: FieldErrors;
  /** the refusals' codes by field, in the order found (none for `board`, `board.style`, an unknown `board.symbol`) */
  codes: Record<string, OrderProblemCode>;
  /** what the order stores; nothing with the words off */
  words: Partial<StoredWords>;
}

function lineMessage(problem: LineProblem, field: string): string {
  switch (problem.code) {
    case 'line_required':
      return `${field} is required on this board`;
    case 'line_too_long':
      return problem.maxChars
        ? `${field} has ${problem.length} characters; this board takes at most ${problem.maxChars}`
        : `${field} has ${problem.length} characters; this board has no ${problem.key} line`;
    case 'unsupported_character':
      return `${field} has characters foam letters (gabus) cannot carry: ${problem.refused?.join(' ')}`;
  }
}

/** The board's lines as stored: trimmed, an empty optional line left out. */
function storedLines(lines: BoardOrderInput['lines']): BoardOrderRow['lines'] {
  const extra = lines.extra?.trim();
  return {
    headline: lines.headline.trim(),
    recipient: lines.recipient.trim(),
    sender: lines.sender.trim(),
    ...(extra ? { extra } : {}),
  };
}

/** A check's refusal of `field`, with its code when the rule has one. */
function refuser(check: OrderWordsCheck) {
  return (field: string, message: string, code?: OrderProblemCode) => {
    check.problems[field] = [message];
    if (code) check.codes[field] = code;
  };
}

/**
 * The lines against the size (`line_required`, `line_too_long`, `unsupported_character` for foam letters) and the
 * symbol against the shop's symbols and the religion (`symbol_religion_conflict`); fields are named from `prefix`
 * (`board.` for a new order, none for a correction).
 */
function checkLinesAndSymbol(
  db: MockDatabase,
  spec: NonNullable<FlowerProductRow['board']>,
  board: Pick<BoardOrderInput, 'lines' | 'style' | 'symbol' | 'religion'>,
  prefix: string,
  check: OrderWordsCheck,
) {
  const refuse = refuser(check);
  const problems = lineProblems(spec, board.lines, board.style);
  for (const key of BOARD_LINE_KEYS) {
    const problem = problems.find((each) => each.key === key);
    if (problem) refuse(`${prefix}lines.${key}`, lineMessage(problem, `${prefix}lines.${key}`), problem.code);
  }
  const symbols = db.boardSymbols.all();
  const religion = religionOf(board.religion);
  if (board.symbol !== 'none' && !symbols.some((symbol) => symbol.symbol === board.symbol))
    refuse(`${prefix}symbol`, `${prefix}symbol ${board.symbol} is not one of the shop's symbols`);
  else if (!symbolAllowed(symbols, board.symbol, board.religion))
    refuse(
      `${prefix}symbol`,
      `${prefix}symbol ${board.symbol} is not allowed on a board for religion ${religion}`,
      'symbol_religion_conflict',
    );
}

/** The board's own checks against the product's spec, the shop's symbols and the shop's calendar. */
function checkBoard(
  db: MockDatabase,
  product: FlowerProductRow,
  spec: NonNullable<FlowerProductRow['board']>,
  board: BoardOrderInput,
  now: Date,
  check: OrderWordsCheck,
): BoardOrderRow {
  const refuse = refuser(check);
  if (!spec.styles.includes(board.style))
    refuse('board.style', `board.style must be one of this board's styles: ${spec.styles.join(', ')}`);
  checkLinesAndSymbol(db, spec, board, 'board.', check);
  if (board.eventAt) {
    const settings = deliverySettingsInForce(db) ?? defaultDeliverySettings();
    const earliest = earliestDeliveryDay(settings, now, leadDaysOf(settings, product.categoryID));
    if (eventTooSoon(new Date(board.eventAt), earliest, now))
      refuse(
        'board.eventAt',
        `board.eventAt must be still to come and on ${earliest} or later (the earliest delivery, ${getShopTimeZone()})`,
        'event_too_soon',
      );
  }
  const lines = storedLines(board.lines);
  const venue = board.venue?.trim();
  return {
    occasion: board.occasion,
    ...(board.religion ? { religion: board.religion } : {}),
    lines,
    style: board.style,
    symbol: board.symbol,
    ...(board.eventAt ? { eventAt: new Date(board.eventAt).toISOString() } : {}),
    ...(venue ? { venue } : {}),
    characters: boardCharacters(lines),
  };
}

/**
 * A new order's words: the card at most 200 characters (`card_too_long`); for a product of kind `board` a `board`
 * (required, and refused for any other product) whose lines fit the size (`line_required`, `line_too_long`), whose
 * characters foam letters can carry when it is `gabus` (`unsupported_character`), with one of the board's styles, a
 * symbol of the shop the religion allows (`symbol_religion_conflict`) and an event not before the earliest delivery
 * (`event_too_soon`); and the text surcharge, computed here whatever the client sent. `product` is undefined for an
 * unknown product (refused elsewhere).
 */
export function checkOrderWords(
  db: MockDatabase,
  input: CustomerOrderInput,
  product: FlowerProductRow | undefined,
  now: Date,
): OrderWordsCheck {
  const check: OrderWordsCheck = { problems: {}, codes: {}, words: {} };
  if (wordsHidden()) return check;
  check.words.board = null;
  check.words.textSurcharge = 0;
  const spec = product?.kind === 'board' ? product.board : undefined;
  if (!product) {
    // An unknown product is refused elsewhere; its board is not judged.
  } else if (spec && !input.board) {
    check.problems.board = [
      `product ${product.productID} is a bunga papan: board (its lines, style and symbol) is required`,
    ];
  } else if (!spec && input.board) {
    check.problems.board = [`product ${product.productID} is not a bunga papan: send no board`];
  } else if (spec && input.board) {
    const board = checkBoard(db, product, spec, input.board, now, check);
    check.words.board = board;
    check.words.textSurcharge = textSurcharge(spec, board.lines);
  }
  if (input.cardMessage !== undefined) {
    if (cardMessageTooLong(input.cardMessage)) {
      check.problems.cardMessage = [
        `cardMessage has ${lineLength(input.cardMessage)} characters; a card takes at most ${CARD_MESSAGE_MAX}`,
      ];
      check.codes.cardMessage = 'card_too_long';
    }
    check.words.cardMessage = input.cardMessage?.trim() || null;
  }
  return check;
}

// ------------------------------------------------------------ a correction

/**
 * Staff's correction of a board after the customer's 'Minta perubahan' (correctOrderBoard): the new lines and symbol
 * checked as a new order's are, against the product's board spec (`lines.<key>`, `symbol`), with the board's
 * religion and style; the board to store when they pass (its characters counted again; the order's surcharge stays).
 */
export function checkBoardCorrection(
  db: MockDatabase,
  order: CustomerOrderRow,
  input: { lines: BoardOrderInput['lines']; symbol: string },
): OrderWordsCheck & { board?: BoardOrderRow } {
  const check: OrderWordsCheck = { problems: {}, codes: {}, words: {} };
  const current = order.board!;
  const spec = db.flowerProducts.find(order.productID)?.board;
  if (!spec) {
    check.problems.board = [`the product of order ${order.orderID} is no longer a bunga papan`];
    return check;
  }
  checkLinesAndSymbol(db, spec, { ...input, style: current.style, religion: current.religion }, '', check);
  const lines = storedLines(input.lines);
  return { ...check, board: { ...current, lines, symbol: input.symbol, characters: boardCharacters(lines) } };
}
