import { number, object, string, ValidationError } from 'yup';
import { shopNow, shopTomorrow } from '@/lib/dates/shopClock';
import { dayReason, deliveryQuote, earliestDay, KODE_POS, windowStatus, type WizardDelivery } from './deliveryChoice';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity';
import type { OrderDetailsDraft, ProductSnapshot } from './wizardTypes';
import { boardSchema, cardMessageSchema, type WordsContext } from './wordsSchema';

/**
 * Order details rules (docs/product-rules.md#order-details-validation).
 * Messages are translation keys of the `order` namespace
 * (`validation.<field>.text`), so the same schema serves both languages; the
 * dialog title is `validation.<field>.title`.
 *
 * With the shop's delivery rules (`delivery`, docs/product-rules.md#delivery-rules-proposed) the same
 * checks know more: the date must be an open day and the window open on it; a pickup needs no address;
 * a postal code, when given, has five digits.
 *
 * With the words (`words`, docs/product-rules.md#the-right-words-proposed): a bunga papan's text by its size's rules
 * (an event not before the earliest delivery day), the card's words within 200 characters in their own field.
 */
export function orderDetailsSchema(minDate?: string, delivery?: WizardDelivery, words: WordsContext = {}) {
  const earliest = minDate ?? (delivery ? earliestDay(delivery) : shopTomorrow());
  const now = delivery?.now ?? new Date(shopNow());
  const pickup = (fulfilment: unknown) => Boolean(delivery) && fulfilment === 'pickup';
  return object({
    deliveryDate: string()
      .required('validation.deliveryDate.text')
      // The earliest day or later; a stale draft from an earlier day must be re-chosen.
      .test('min-date', 'validation.deliveryDate.text', (value) => !value || value >= earliest)
      .test('open-day', 'validation.deliveryDate.text', (value) => !value || !delivery || !dayReason(delivery, value)),
    deliveryTime: string()
      .required('validation.deliveryTime.text')
      .test('open-window', 'validation.deliveryTime.text', function (value) {
        const day: unknown = this.parent?.deliveryDate;
        if (!value || !delivery || typeof day !== 'string' || !day) return true;
        return windowStatus(delivery, day, value as Parameters<typeof windowStatus>[2]).kind === 'open';
      }),
    recipientName: string().trim().required('validation.recipientName.text'),
    recipientPhone: string().trim().required('validation.recipientPhone.text'),
    address: string()
      .trim()
      .test('required', 'validation.address.text', function (value) {
        return pickup(this.parent?.fulfilment) || Boolean(value?.trim());
      }),
    kodePos: string().test(
      'kode-pos',
      'validation.kodePos.text',
      (value) => !value?.trim() || KODE_POS.test(value.trim()),
    ),
    quantity: number().min(MIN_QUANTITY).max(MAX_QUANTITY),
    cardMessage: cardMessageSchema(Boolean(words.separateCard), words.refusals),
    instructions: string(),
    ...(words.board ? { board: boardSchema(words.board, { earliestDay: earliest, now }, words.refusals) } : {}),
  });
}

/** The order of the checks: date, time, recipient name, phone, address; then the postal code. */
export const DETAILS_CHECK_ORDER = [
  'deliveryDate',
  'deliveryTime',
  'recipientName',
  'recipientPhone',
  'address',
  'kodePos',
] as const;
/** `area`: the shop does not deliver to the address; `board`: the board's text; `cardMessage`: the card's words. */
export type CheckedField = (typeof DETAILS_CHECK_ORDER)[number] | 'product' | 'area' | 'board' | 'cardMessage';

export interface OrderProblem {
  field: CheckedField;
  /** Translation keys (namespace `order`). */
  titleKey: string;
  textKey: string;
}

const problem = (field: CheckedField): OrderProblem => ({
  field,
  titleKey: `validation.${field}.title`,
  textKey: `validation.${field}.text`,
});

/** The first problem of an order without a product: choose one. */
export const PRODUCT_FIRST = problem('product');

const fails = (schema: ReturnType<typeof orderDetailsSchema>, field: string, details: OrderDetailsDraft) => {
  try {
    schema.validateSyncAt(field, details);
    return false;
  } catch (error) {
    if (error instanceof ValidationError) return true;
    throw error;
  }
};

/**
 * The first problem of step 2, checked in their order (a missing product
 * first), or null when the visitor may continue. A bunga papan's text comes
 * first, as its composer does; with the delivery rules, an address outside
 * every zone the shop refuses comes after the address; the card's words last.
 */
export function firstOrderProblem(
  product: ProductSnapshot | null,
  details: OrderDetailsDraft,
  minDate?: string,
  delivery?: WizardDelivery,
  words: WordsContext = {},
): OrderProblem | null {
  if (!product) return PRODUCT_FIRST;
  const schema = orderDetailsSchema(minDate, delivery, words);
  if (words.board && fails(schema, 'board', details)) return problem('board');
  for (const field of DETAILS_CHECK_ORDER) if (fails(schema, field, details)) return problem(field);
  if (delivery && deliveryQuote(delivery.settings, details, 0).fee === null) return problem('area');
  if (fails(schema, 'cardMessage', details)) return problem('cardMessage');
  return null;
}
