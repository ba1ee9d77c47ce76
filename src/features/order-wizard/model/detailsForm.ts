import type { FormikTouched } from 'formik';
import { BOARD_LINE_KEYS } from '@/lib/words/boardRules';
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
  'instructions',
  'fulfilment',
  'provinsi',
  'kotaKabupaten',
  'kecamatan',
  'kelurahan',
  'kodePos',
  'patokan',
] as const;

/** Every field touched, the board's included: continue shows each field's message. */
export const ALL_TOUCHED = {
  ...Object.fromEntries(DETAILS_FIELDS.map((field) => [field, true])),
  board: {
    occasion: true,
    religion: true,
    lines: Object.fromEntries(BOARD_LINE_KEYS.map((key) => [key, true])),
    style: true,
    symbol: true,
    eventAt: true,
    venue: true,
    checked: true,
  },
} as FormikTouched<DetailsFormValues>;

/** The touched state of the fields the backend refused (`board.lines.headline`…), so their messages show. */
export function touchedPaths(paths: readonly string[]): FormikTouched<DetailsFormValues> {
  const touched: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let node = touched;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = true;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return touched as FormikTouched<DetailsFormValues>;
}

export function toFormValues(draft: OrderDetailsDraft): DetailsFormValues {
  return { ...draft };
}

/** A blank quantity counts as 1. */
export function toDraft(values: DetailsFormValues): OrderDetailsDraft {
  return { ...values, quantity: clampQuantity(values.quantity) };
}
