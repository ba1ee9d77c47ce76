import { getIn, setIn, type FormikErrors } from 'formik';
import { readSaveFailure as readFailure, type SaveFailure as Failure } from '@/lib/api/saveFailure';
import type { DeliveryFormValues } from './deliveryForm';

/**
 * What a refused save shows: a 400's field errors (`windows[0].capacity`, `zones[1].fee`,
 * `closedDates[0]`, …) on the form's field of that path, any other entry — and the body's message — above
 * the form. Anything else (or a 400 with nothing readable) shows the default message. Field errors are
 * keyed by form path.
 */
export type SaveFailure = Failure<string>;

const FIELD_PATHS: ReadonlyArray<[pattern: RegExp, path: (match: RegExpExecArray) => string]> = [
  [/^(sameDayCutoff|freeDeliveryFrom|pickupAddress|outOfAreaFee)$/, (m) => m[1]],
  [/^closedDates(\[\d+\])?$/, () => 'closedDates'],
  [/^windows\[(\d+)\]\.(start|end|capacity)$/, (m) => `windows[${m[1]}].${m[2]}`],
  [/^zones\[(\d+)\]\.(name|fee|areas)(\[\d+\])?$/, (m) => `zones[${m[1]}].${m[2]}`],
  // A zone's id comes from its name.
  [/^zones\[(\d+)\]\.id$/, (m) => `zones[${m[1]}].name`],
];

/** The form field a server key names (`$.zones[0].fee`, `zones[0].fee`), if the form has it. */
export function formPathOf(key: string): string | undefined {
  const bare = key.replace(/^\$\.?/, '');
  for (const [pattern, path] of FIELD_PATHS) {
    const match = pattern.exec(bare);
    if (match) return path(match);
  }
  return undefined;
}

export const readSaveFailure = (error: unknown): SaveFailure => readFailure(error, formPathOf);

/** A server's field error, kept while its field still holds what was sent. */
export type KeptServerErrors = ReadonlyArray<{ path: string; sent: string; message: string }>;

const snapshot = (values: DeliveryFormValues, path: string) => JSON.stringify(getIn(values, path) ?? null);

export function keepServerErrors(
  values: DeliveryFormValues,
  fieldErrors: SaveFailure['fieldErrors'],
): KeptServerErrors {
  return Object.entries(fieldErrors).flatMap(([path, message]) =>
    message ? [{ path, sent: snapshot(values, path), message }] : [],
  );
}

/** The form's own errors, plus each kept server error whose field is unchanged (the form's own error wins). */
export function withServerErrors(
  errors: FormikErrors<DeliveryFormValues>,
  values: DeliveryFormValues,
  kept: KeptServerErrors,
): FormikErrors<DeliveryFormValues> {
  let merged = errors;
  for (const { path, sent, message } of kept) {
    if (getIn(merged, path) === undefined && snapshot(values, path) === sent)
      merged = setIn(merged, path, message) as FormikErrors<DeliveryFormValues>;
  }
  return merged;
}
