import { isRecord } from '../guards/isRecord';
import { flattenMessages, serverErrorMessages, serverErrorsByKey } from './serverErrorMessages';

/**
 * What a form shows when the server refused a save: messages above the form, and messages on the
 * form's fields. Both empty: the form shows its own default message.
 */
export interface SaveFailure<Field extends string = string> {
  messages: string[];
  fieldErrors: Partial<Record<Field, string>>;
}

/**
 * A 400 Bad Request, its body JSON or plain text (a plain-text body arrives as a parsing error carrying the status).
 */
export function isBadRequest(error: unknown): boolean {
  return (
    isRecord(error) && (error.status === 400 || (error.status === 'PARSING_ERROR' && error.originalStatus === 400))
  );
}

/**
 * The one reader of a refused save, for every form. On a 400: each entry of the body's keyed `errors` map
 * on the form field `fieldOf` names for its key (`amountPaid`, `$.zones[0].fee`, …; several messages on
 * one field joined), every other entry above the form; with no entry, the body's plain text (never an
 * HTML error page), its unkeyed `errors`, or its `message` (an RFC 9457 `detail`). Anything else, or a
 * 400 with nothing readable, is the default failure (nothing to show but the form's default message).
 */
export function readSaveFailure<Field extends string>(
  error: unknown,
  fieldOf: (key: string) => Field | undefined,
): SaveFailure<Field> {
  const failure: SaveFailure<Field> = { messages: [], fieldErrors: {} };
  if (!isBadRequest(error)) return failure;
  for (const [key, value] of Object.entries(serverErrorsByKey(error) ?? {})) {
    const messages = flattenMessages(value);
    if (messages.length === 0) continue;
    const field = fieldOf(key);
    if (field) failure.fieldErrors[field] = [failure.fieldErrors[field], ...messages].filter(Boolean).join(' ');
    else failure.messages.push(...messages);
  }
  if (failure.messages.length === 0 && Object.keys(failure.fieldErrors).length === 0)
    failure.messages = serverErrorMessages(error, ['plainText', 'errorsMap', 'message']);
  return failure;
}
