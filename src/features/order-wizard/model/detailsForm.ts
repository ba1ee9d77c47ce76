import { clampQuantity } from './quantity';
import type { OrderDetailsDraft } from './wizardTypes';

/** Formik values of the details form: the quantity may be blank while typing. */
export type DetailsFormValues = Omit<OrderDetailsDraft, 'quantity'> & { quantity: number | '' };

export const DETAILS_FIELDS = [
  'deliveryDate',
  'deliveryTime',
  'quantity',
  'recipientName',
  'recipientPhone',
  'address',
  'cardMessage',
  'fulfilment',
  'provinsi',
  'kotaKabupaten',
  'kecamatan',
  'kelurahan',
  'kodePos',
  'patokan',
] as const;

export function toFormValues(draft: OrderDetailsDraft): DetailsFormValues {
  return { ...draft };
}

/** A blank quantity counts as 1. */
export function toDraft(values: DetailsFormValues): OrderDetailsDraft {
  return { ...values, quantity: clampQuantity(values.quantity) };
}
