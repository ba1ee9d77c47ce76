import type { OrderProblemCode } from '@/api/generated/shopApi';
import { isRecord } from '@/lib/guards/isRecord';

/**
 * The backend's refusal of a board's or a card's words (docs/product-rules.md#the-right-words-proposed): a `400`
 * whose `OrderProblem` names, per field, why (`codes`), for a new order (createCustomerOrder) and for staff's
 * correction (correctOrderBoard) alike.
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

/** What a refusal's field shows: a rule's code, or `refused` for a field named in `errors` alone. */
export type WordsRefusalCode = OrderProblemCode | 'refused';

/**
 * Each field a `400` names, with its code; a field named in `errors` alone (e.g. a symbol the shop does not know)
 * is just `refused`. Undefined when the failure is not a 400 with a body.
 */
export function refusalCodes(error: unknown): Record<string, WordsRefusalCode> | undefined {
  if (!isRecord(error) || error.status !== 400 || !isRecord(error.data)) return undefined;
  const { codes, errors } = error.data;
  const byField: Record<string, unknown> = { ...(isRecord(errors) ? errors : {}), ...(isRecord(codes) ? codes : {}) };
  return Object.fromEntries(
    Object.keys(byField).map((field) => [field, isRecord(codes) && isCode(codes[field]) ? codes[field] : 'refused']),
  );
}
