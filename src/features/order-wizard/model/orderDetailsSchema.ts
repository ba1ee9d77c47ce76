import { number, object, string, ValidationError } from 'yup';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { dayReason, deliveryQuote, earliestDay, KODE_POS, windowStatus, type WizardDelivery } from './deliveryChoice';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity';
import type { OrderDetailsDraft, ProductSnapshot } from './wizardTypes';

/**
 * Order details rules (docs/product-rules.md#order-details-validation).
 * Messages are translation keys of the `order` namespace
 * (`validation.<field>.text`), so the same schema serves both languages; the
 * dialog title is `validation.<field>.title`.
 *
 * With the shop's delivery rules (`delivery`, docs/product-rules.md#delivery-rules-proposed) the same
 * checks know more: the date must be an open day and the window open on it; a pickup needs no address;
 * a postal code, when given, has five digits.
 */
export function orderDetailsSchema(minDate?: string, delivery?: WizardDelivery) {
  const earliest = minDate ?? (delivery ? earliestDay(delivery) : shopTomorrow());
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
    cardMessage: string(),
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
/** `area`: the shop does not deliver to the address. */
export type CheckedField = (typeof DETAILS_CHECK_ORDER)[number] | 'product' | 'area';

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

/**
 * The first problem of step 2, checked in their order (a missing product
 * first), or null when the visitor may continue. With the delivery rules, an
 * address outside every zone the shop refuses comes last.
 */
export function firstOrderProblem(
  product: ProductSnapshot | null,
  details: OrderDetailsDraft,
  minDate?: string,
  delivery?: WizardDelivery,
): OrderProblem | null {
  if (!product) return PRODUCT_FIRST;
  const schema = orderDetailsSchema(minDate, delivery);
  for (const field of DETAILS_CHECK_ORDER) {
    try {
      schema.validateSyncAt(field, details);
    } catch (error) {
      if (error instanceof ValidationError) return problem(field);
      throw error;
    }
  }
  if (delivery && deliveryQuote(delivery.settings, details, 0).fee === null) return problem('area');
  return null;
}
