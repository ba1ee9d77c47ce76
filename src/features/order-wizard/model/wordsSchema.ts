import { boolean, object, string, type TestContext } from 'yup';
import type { BoardSpec, BoardSymbol } from '@/api/generated/shopApi';
import { lineError, wordsError } from '@/entities/order/model/wordsErrors';
import { BOARD_LINE_KEYS, eventTooSoon, symbolAllowed } from '@/lib/words/boardRules';
import { cardMessageTooLong } from '@/lib/words/cardMessage';
import { asksReligion } from '@/lib/words/occasions';
import { boardEventInstant, boardReligion, boardStyle } from './boardDraft';
import type { BoardDraft, WordsRefusals } from './wizardTypes';

/**
 * The words of step 2 (docs/product-rules.md#the-right-words-proposed): a bunga papan's text and the card's words,
 * checked by the rules of src/lib/words as the customer types. The messages are translation keys of the `words`
 * namespace (`words:errors.<code>`, the codes the backend refuses with); the backend decides, and what it refused
 * (`refusals`) stays refused until the customer changes it.
 */
export interface WordsContext {
  /** The board being composed: its size's spec and the shop's symbols (undefined while they are not known). */
  board?: { spec: BoardSpec; symbols?: readonly BoardSymbol[] };
  /** The card's words have their own field, 'Kartu ucapan' (the shop offers the card templates). */
  separateCard?: boolean;
  refusals?: WordsRefusals;
}

/** A test that fails while the field still holds the value the backend refused. */
function notRefused(refusals: WordsRefusals | undefined, path: string) {
  const refusal = refusals?.[path];
  return {
    name: 'refused',
    message: wordsError(refusal?.code ?? 'refused'),
    test: (value: unknown) => !refusal || value !== refusal.value,
  };
}

/** The board a line's test belongs to (the line's parent is `lines`, its grandparent the board). */
const boardOf = (context: TestContext): BoardDraft | undefined => context.from?.[1]?.value as BoardDraft | undefined;

/** The board's checks: occasion, religion (condolences), each line of the size, symbol, event time, the checkbox. */
export function boardSchema(
  { spec, symbols }: NonNullable<WordsContext['board']>,
  event: { earliestDay: string; now: Date },
  refusals?: WordsRefusals,
) {
  const lines = Object.fromEntries(
    BOARD_LINE_KEYS.map((key) => [
      key,
      string()
        .test('line', function (value) {
          const message = lineError(spec, key, value, boardStyle(boardOf(this) ?? { style: '' }, spec));
          return message ? this.createError({ message }) : true;
        })
        .test(notRefused(refusals, `board.lines.${key}`)),
    ]),
  );
  return object({
    occasion: string().required(wordsError('occasion')),
    religion: string().test('religion', wordsError('religion'), function (value) {
      return !asksReligion(this.parent?.occasion) || Boolean(value);
    }),
    lines: object(lines),
    style: string().test(notRefused(refusals, 'board.style')),
    symbol: string()
      .test('symbol', wordsError('symbol_religion_conflict'), function (value) {
        return !symbols || symbolAllowed(symbols, value || 'none', boardReligion(this.parent ?? {}));
      })
      .test(notRefused(refusals, 'board.symbol')),
    eventAt: string()
      .test('event', wordsError('event_too_soon'), (value) => {
        const instant = value ? boardEventInstant(value) : undefined;
        return !instant || !eventTooSoon(instant, event.earliestDay, event.now);
      })
      .test(notRefused(refusals, 'board.eventAt')),
    venue: string().max(200, wordsError('venue_too_long')),
    checked: boolean().oneOf([true], wordsError('checked')),
  });
}

/** The card's words: at most 200 characters when they have their own field (the one box of today's contract: 500). */
export function cardMessageSchema(separate: boolean, refusals?: WordsRefusals) {
  const card = separate
    ? string().test('card', wordsError('card_too_long'), (value) => !cardMessageTooLong(value))
    : string();
  return card.test(notRefused(refusals, 'cardMessage'));
}
