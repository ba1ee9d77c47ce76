import { getIn, setIn, type FormikErrors } from 'formik';
import { flattenMessages, serverErrorMessages, serverErrorsByKey } from '@/lib/api/serverErrorMessages';
import { isRecord } from '@/lib/guards/isRecord';
import type { DeliveryFormValues } from './deliveryForm';

/**
 * What a refused save shows: a 400's field errors (`windows[0].capacity`, `zones[1].fee`,
 * `closedDates[0]`, …) on the form's field of that path, any other entry — and the body's message — above
 * the form. Anything else (or a 400 with nothing readable) shows the default message.
 */
export interface SaveFailure {
  messages: string[];
  /** form path → message */
  fieldErrors: Record<string, string>;
}

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

const isBadRequest = (error: unknown) =>
  isRecord(error) && (error.status === 400 || (error.status === 'PARSING_ERROR' && error.originalStatus === 400));

export function readSaveFailure(error: unknown): SaveFailure {
  const failure: SaveFailure = { messages: [], fieldErrors: {} };
  if (!isBadRequest(error)) return failure;
  for (const [key, value] of Object.entries(serverErrorsByKey(error) ?? {})) {
    const messages = flattenMessages(value);
    const path = formPathOf(key);
    if (messages.length === 0) continue;
    if (path) failure.fieldErrors[path] = [failure.fieldErrors[path], ...messages].filter(Boolean).join(' ');
    else failure.messages.push(...messages);
  }
  if (failure.messages.length === 0 && Object.keys(failure.fieldErrors).length === 0) {
    failure.messages = serverErrorMessages(error, ['plainText', 'message']);
  }
  return failure;
}

/** A server's field error, kept while its field still holds what was sent. */
export type KeptServerErrors = ReadonlyArray<{ path: string; sent: string; message: string }>;

const snapshot = (values: DeliveryFormValues, path: string) => JSON.stringify(getIn(values, path) ?? null);

export function keepServerErrors(values: DeliveryFormValues, fieldErrors: Record<string, string>): KeptServerErrors {
  return Object.entries(fieldErrors).map(([path, message]) => ({ path, sent: snapshot(values, path), message }));
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
