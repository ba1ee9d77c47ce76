import { getIn } from 'formik';
import type { OrderProblemCode } from '@/api/generated/shopApi';
import { isRecord } from '@/lib/guards/isRecord';
import type { OrderDetailsDraft, WordsRefusals } from './wizardTypes';

/**
 * The backend's refusal of an order's words (docs/product-rules.md#the-right-words-proposed): a `400` whose
 * `OrderProblem` names, per field, why (`codes`). Its fields are the form's own paths (`board.lines.<key>`,
 * `board.symbol`, `board.eventAt`, `board.style`, `cardMessage`), so each refusal goes back to its field.
 */
const CODES: readonly OrderProblemCode[] = [
  'line_too_long',
  'line_required',
  'unsupported_character',
  'symbol_religion_conflict',
  'event_too_soon',
  'card_too_long',
];

const isCode = (value: unknown): value is OrderProblemCode => CODES.includes(value as OrderProblemCode);

/** A field of the words the composer and the card field show a refusal on. */
const WORDS_FIELD = /^(cardMessage|board\.(lines\.(headline|recipient|sender|extra)|symbol|eventAt|style))$/;

/**
 * The words refused by a failed order, by field, with the value sent (as the draft holds it); undefined when the
 * failure is not a refusal of the words.
 */
export function refusedWords(error: unknown, details: OrderDetailsDraft): WordsRefusals | undefined {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return undefined;
  const { codes, errors } = error.data;
  const byField: Record<string, unknown> = { ...(isRecord(errors) ? errors : {}), ...(isRecord(codes) ? codes : {}) };
  const refusals: WordsRefusals = {};
  for (const field of Object.keys(byField)) {
    if (!WORDS_FIELD.test(field)) continue;
    // The field's own code; a field named in `errors` alone (e.g. a symbol the shop does not know) is just refused.
    const fieldCode = isRecord(codes) && isCode(codes[field]) ? codes[field] : 'refused';
    refusals[field] = { code: fieldCode, value: getIn(details, field) as unknown };
  }
  return Object.keys(refusals).length > 0 ? refusals : undefined;
}
