import { getIn } from 'formik';
import { refusalCodes } from '@/entities/order/model/wordsRefusal';
import type { OrderDetailsDraft, WordsRefusals } from './wizardTypes';

/**
 * The backend's refusal of an order's words (docs/product-rules.md#the-right-words-proposed). Its fields are the
 * form's own paths (`board.lines.<key>`, `board.symbol`, `board.eventAt`, `board.style`, `cardMessage`), so each
 * refusal goes back to its field.
 */
const WORDS_FIELD = /^(cardMessage|board\.(lines\.(headline|recipient|sender|extra)|symbol|eventAt|style))$/;

/**
 * The words refused by a failed order, by field, with the value sent (as the draft holds it); undefined when the
 * failure is not a refusal of the words.
 */
export function refusedWords(error: unknown, details: OrderDetailsDraft): WordsRefusals | undefined {
  const refusals: WordsRefusals = {};
  for (const [field, code] of Object.entries(refusalCodes(error) ?? {})) {
    if (WORDS_FIELD.test(field)) refusals[field] = { code, value: getIn(details, field) as unknown };
  }
  return Object.keys(refusals).length > 0 ? refusals : undefined;
}
