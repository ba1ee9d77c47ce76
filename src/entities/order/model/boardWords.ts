import type { BoardLineKey, BoardOrder } from '@/api/generated/shopApi';
import { BOARD_LINE_KEYS } from '@/lib/words/boardRules';
import { cardMessageOf, hasSeparateCard, instructionsOf } from '@/lib/words/orderWords';

/**
 * What an order says in words, for the screens that show it (docs/product-rules.md#the-right-words-proposed): a bunga
 * papan's composed text, the card's words and the instructions, and the text surcharge. An order placed without the
 * proposed words (no `cardMessage`, no `board`) has one text, `specialMessage`, shown where it always was.
 */

interface WordsOfOrder {
  specialMessage?: string | null;
  cardMessage?: string | null;
  board?: BoardOrder | null;
  textSurcharge?: number;
}

/** One line of a board as composed: its key and its text, never trimmed or translated. */
export interface BoardLine {
  key: BoardLineKey;
  text: string;
}

/** The board's lines in the board's order (headline, recipient, sender, extra), the empty ones left out. */
export function boardLinesOf(board: Pick<BoardOrder, 'lines'>): BoardLine[] {
  return BOARD_LINE_KEYS.flatMap((key) => {
    const text = board.lines[key];
    return text && text.trim() ? [{ key, text }] : [];
  });
}

/** A condolence board (`duka`): first on the delivery board, with its badge. */
export function isCondolenceBoard(order: Pick<WordsOfOrder, 'board'>): boolean {
  return order.board?.occasion === 'duka';
}

/** When the board's event starts (epoch ms), or null when it names none or it cannot be read. */
export function eventTimeOf(board: Pick<BoardOrder, 'eventAt'> | null | undefined): number | null {
  const at = board?.eventAt ? Date.parse(board.eventAt) : NaN;
  return Number.isNaN(at) ? null : at;
}

/**
 * The text surcharge to show as its own money line: a board's (0 included), or any surcharge over 0 the order
 * carries; undefined for an order without one, which shows its money as before.
 */
export function textSurchargeOf(order: Pick<WordsOfOrder, 'board' | 'textSurcharge'>): number | undefined {
  const surcharge = order.textSurcharge ?? 0;
  return order.board || surcharge > 0 ? surcharge : undefined;
}

/** The order's words as staff read them. */
export interface OrderWords {
  /** Placed with the card's words apart from the instructions (`cardMessage` sent back, even as null). */
  apart: boolean;
  /** The card's words (for an order placed without them apart: its one text, as today). */
  card: string | null;
  /** The instructions to the shop and the courier (only apart from the card). */
  instructions: string | null;
}

export function orderWordsOf(order: WordsOfOrder): OrderWords {
  return {
    apart: hasSeparateCard(order),
    card: cardMessageOf(order),
    instructions: instructionsOf(order),
  };
}
