import type { BoardOrderInput, BoardSpec, MessageTemplate } from '@/api/generated/shopApi';
import { parseShopInstant } from '@/lib/dates/shopClock';
import { isRecord } from '@/lib/guards/isRecord';
import { BOARD_LINE_KEYS, textSurcharge, type BoardLineKey, type BoardStyle } from '@/lib/words/boardRules';
import { asksReligion, isOccasion, isReligion, type ReligionValue } from '@/lib/words/occasions';
import { EMPTY_BOARD, type BoardDraft, type OrderDetailsDraft, type ProductSnapshot } from './wizardTypes';

/**
 * The wizard's view of a bunga papan (docs/product-rules.md#the-right-words-proposed): which products are boards, the
 * religion and style a draft counts with, the lines as the order stores them (trimmed), the text surcharge, and a
 * template applied to the draft. The rules themselves are src/lib/words/boardRules.ts.
 */
export type BoardProduct = ProductSnapshot & { kind: 'board'; board: BoardSpec };

/** A product of kind `board` with its spec: the wizard composes its text. Absent kind is a bouquet. */
export const isBoardProduct = (product: ProductSnapshot | null | undefined): product is BoardProduct =>
  product?.kind === 'board' && isRecord(product.board) && Array.isArray(product.board.lines);

/** The religion the board is judged by: asked for condolences only (another occasion: none, i.e. `umum`). */
export const boardReligion = (board: Pick<BoardDraft, 'occasion' | 'religion'>): ReligionValue | undefined =>
  asksReligion(board.occasion) && board.religion ? board.religion : undefined;

/** The style the board is made in: the one chosen when the size offers it, else the size's first. */
export function boardStyle(board: Pick<BoardDraft, 'style'>, spec: Pick<BoardSpec, 'styles'>): BoardStyle {
  return board.style && spec.styles.includes(board.style) ? board.style : (spec.styles[0] ?? 'printing');
}

/** Whether the spec has the line. */
export const hasLine = (spec: Pick<BoardSpec, 'lines'>, key: BoardLineKey): boolean =>
  spec.lines.some((line) => line.key === key);

/** The lines as the order carries them: trimmed; a line the size does not have is empty. */
export function boardLines(
  board: Pick<BoardDraft, 'lines'>,
  spec: Pick<BoardSpec, 'lines'>,
): Record<BoardLineKey, string> {
  return Object.fromEntries(
    BOARD_LINE_KEYS.map((key) => [key, hasLine(spec, key) ? board.lines[key].trim() : '']),
  ) as Record<BoardLineKey, string>;
}

/** The text surcharge of the draft's board (0 for any other product). The server computes the one charged. */
export function boardSurcharge(product: ProductSnapshot | null | undefined, details: Pick<OrderDetailsDraft, 'board'>) {
  return isBoardProduct(product) ? textSurcharge(product.board, boardLines(details.board, product.board)) : 0;
}

/** The event's instant from the shop's wall-clock time typed, or undefined when none (or not a time). */
export function boardEventInstant(eventAt: string): Date | undefined {
  if (!eventAt) return undefined;
  const instant = parseShopInstant(eventAt);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The contract's `board` of the order: occasion, religion (condolences only), trimmed lines, style, symbol, event. */
export function boardOrderInput(board: BoardDraft, spec: BoardSpec): BoardOrderInput {
  if (!board.occasion) throw new Error('boardOrderInput: occasion missing');
  const { headline, recipient, sender, extra } = boardLines(board, spec);
  const religion = boardReligion(board);
  const eventAt = boardEventInstant(board.eventAt);
  const venue = board.venue.trim();
  return {
    occasion: board.occasion,
    ...(religion ? { religion } : {}),
    lines: { headline, recipient, sender, ...(extra ? { extra } : {}) },
    style: boardStyle(board, spec),
    symbol: board.symbol || 'none',
    ...(eventAt ? { eventAt: eventAt.toISOString() } : {}),
    ...(venue ? { venue } : {}),
  };
}

/** The draft's lines with a template's: the lines it has (and the size has) replace the typed ones; the rest stay. */
export function withTemplate(
  lines: BoardDraft['lines'],
  template: Pick<MessageTemplate, 'lines'>,
  spec: Pick<BoardSpec, 'lines'>,
): BoardDraft['lines'] {
  const next = { ...lines };
  for (const key of BOARD_LINE_KEYS) {
    const text = template.lines?.[key];
    if (typeof text === 'string' && text !== '' && hasLine(spec, key)) next[key] = text;
  }
  return next;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored draft's board, read defensively (user-controlled storage); a draft without one gets an empty board. */
export function readBoardDraft(value: unknown): BoardDraft {
  if (!isRecord(value)) return EMPTY_BOARD;
  const lines = isRecord(value.lines) ? value.lines : {};
  const occasion = text(value.occasion);
  const religion = text(value.religion);
  const style = text(value.style);
  const symbol = text(value.symbol);
  const eventAt = text(value.eventAt);
  return {
    occasion: isOccasion(occasion) ? occasion : '',
    religion: isReligion(religion) ? religion : '',
    lines: Object.fromEntries(BOARD_LINE_KEYS.map((key) => [key, text(lines[key])])) as BoardDraft['lines'],
    style: style === 'gabus' || style === 'printing' ? style : '',
    symbol: /^[a-z_]+$/.test(symbol) ? symbol : 'none',
    eventAt: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(eventAt) ? eventAt : '',
    venue: text(value.venue),
    checked: value.checked === true,
  };
}
