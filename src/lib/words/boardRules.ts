import { shopDayOf } from '../dates/shopClock';
import { religionOf } from './occasions';
import { chargedCharacters, characters, lineLength } from './textCount';

/**
 * A bunga papan's rules (docs/product-rules.md#the-right-words-proposed), one home for the composer and the mock
 * backend: each line within its size's limit, the required lines filled, foam letters (`gabus`) only for the
 * characters they can be cut in, a symbol the religion allows, an event not before the earliest delivery, and the
 * text surcharge. The backend enforces them; the composer shows them as the customer types.
 */

export type BoardProblemCode =
  'line_too_long' | 'line_required' | 'unsupported_character' | 'symbol_religion_conflict' | 'event_too_soon';

export const BOARD_LINE_KEYS = ['headline', 'recipient', 'sender', 'extra'] as const;

export type BoardLineKey = (typeof BOARD_LINE_KEYS)[number];

export type BoardStyle = 'gabus' | 'printing';

/** What the rules read of a product's board spec (openapi.yaml `BoardSpec`). */
export interface BoardSpecRules {
  lines: readonly { key: BoardLineKey; maxChars: number; required: boolean }[];
  freeChars: number;
  pricePerExtraChar: number;
}

export type BoardLineValues = Partial<Record<BoardLineKey, string>>;

/** What foam letters can carry: Latin letters, digits, spaces and `.,&-'()/`. */
const GABUS_CHARACTER = /^[\p{Script=Latin}0-9 .,&\-'()/]$/u;

/** The characters of `text` that foam letters cannot carry, each once, in the order they first appear. */
export function unsupportedCharacters(text: string | undefined | null, style: BoardStyle): string[] {
  if (style !== 'gabus' || !text) return [];
  const found = characters(text).filter((c) => !GABUS_CHARACTER.test(c));
  return [...new Set(found)];
}

/** The text surcharge: `max(0, characters − freeChars) × pricePerExtraChar`, IDR. */
export function textSurcharge(
  spec: Pick<BoardSpecRules, 'freeChars' | 'pricePerExtraChar'>,
  lines: BoardLineValues,
): number {
  const counted = chargedCharacters(BOARD_LINE_KEYS.map((key) => lines[key]));
  return Math.max(0, counted - spec.freeChars) * spec.pricePerExtraChar;
}

/** The characters counted for the surcharge. */
export const boardCharacters = (lines: BoardLineValues): number =>
  chargedCharacters(BOARD_LINE_KEYS.map((key) => lines[key]));

export interface LineProblem {
  key: BoardLineKey;
  code: 'line_too_long' | 'line_required' | 'unsupported_character';
  /** The line's length and limit (too long), or the characters refused (unsupported). */
  length?: number;
  maxChars?: number;
  refused?: string[];
}

/** The problems of each line, against the product's spec; a line the size does not have must stay empty. */
export function lineProblems(
  spec: Pick<BoardSpecRules, 'lines'>,
  lines: BoardLineValues,
  style: BoardStyle,
): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const key of BOARD_LINE_KEYS) {
    const line = spec.lines.find((candidate) => candidate.key === key);
    const length = lineLength(lines[key]);
    const maxChars = line?.maxChars ?? 0;
    if (line?.required && length === 0) problems.push({ key, code: 'line_required' });
    else if (length > maxChars) problems.push({ key, code: 'line_too_long', length, maxChars });
    else {
      const refused = unsupportedCharacters(lines[key], style);
      if (refused.length > 0) problems.push({ key, code: 'unsupported_character', refused });
    }
  }
  return problems;
}

export interface SymbolRule {
  symbol: string;
  religions: readonly string[];
}

/** Whether the religion (none: `umum`) allows the symbol; `none` is always allowed, an unknown symbol never. */
export function symbolAllowed(symbols: readonly SymbolRule[], symbol: string, religion?: string | null): boolean {
  if (symbol === 'none') return true;
  const rule = symbols.find((candidate) => candidate.symbol === symbol);
  return !!rule && rule.religions.includes(religionOf(religion));
}

/** The symbols the religion allows, `none` first. */
export function allowedSymbols<T extends SymbolRule>(symbols: readonly T[], religion?: string | null): T[] {
  return symbols.filter((rule) => symbolAllowed(symbols, rule.symbol, religion));
}

/**
 * Whether an event is too soon for the board to be there: before the earliest delivery day the shop's calendar
 * allows (a shop day, `YYYY-MM-DD`), or already begun.
 */
export function eventTooSoon(eventAt: Date, earliestDay: string, now: Date): boolean {
  return eventAt.getTime() <= now.getTime() || shopDayOf(eventAt) < earliestDay;
}
