import { number, object, string, ValidationError } from 'yup';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity';
import type { OrderDetailsDraft, ProductSnapshot } from './wizardTypes';

/**
 * Order details rules (docs/product-rules.md#order-details-validation).
 * Messages are translation keys of the `order` namespace
 * (`validation.<field>.text`), so the same schema serves both languages; the
 * dialog title is `validation.<field>.title`.
 */
export function orderDetailsSchema(minDate: string = shopTomorrow()) {
  return object({
    deliveryDate: string()
      .required('validation.deliveryDate.text')
      // The shop's tomorrow or later; a stale draft from an earlier day must be re-chosen.
      .test('min-date', 'validation.deliveryDate.text', (value) => !value || value >= minDate),
    deliveryTime: string().required('validation.deliveryTime.text'),
    recipientName: string().trim().required('validation.recipientName.text'),
    recipientPhone: string().trim().required('validation.recipientPhone.text'),
    address: string().trim().required('validation.address.text'),
    quantity: number().min(MIN_QUANTITY).max(MAX_QUANTITY),
    specialInstructions: string(),
  });
}

/** The order of the checks: date, time, recipient name, phone, address. */
export const DETAILS_CHECK_ORDER = ['deliveryDate', 'deliveryTime', 'recipientName', 'recipientPhone', 'address'] as const;
export type CheckedField = (typeof DETAILS_CHECK_ORDER)[number] | 'product';

export interface OrderProblem {
  field: CheckedField;
  /** Translation keys (namespace `order`). */
  titleKey: string;
  textKey: string;
}

const problem = (field: CheckedField): OrderProblem => ({ field, titleKey: `validation.${field}.title`, textKey: `validation.${field}.text` });

/**
 * The first problem of step 2, checked in their order (a missing product
 * first), or null when the visitor may continue.
 */
export function firstOrderProblem(product: ProductSnapshot | null, details: OrderDetailsDraft, minDate?: string): OrderProblem | null {
  if (!product) return problem('product');
  const schema = orderDetailsSchema(minDate);
  for (const field of DETAILS_CHECK_ORDER) {
    try {
      schema.validateSyncAt(field, details);
    } catch (error) {
      if (error instanceof ValidationError) return problem(field);
      throw error;
    }
  }
  return null;
}
