import {
  flattenMessages,
  serverErrorMessages,
  serverErrorsByKey,
  type ServerErrorSource,
} from '@/lib/api/serverErrorMessages';
import { isRecord } from '@/lib/guards/isRecord';
import type { ParameterField } from './parameterSchema';

/**
 * What a failed save shows (docs/product-rules.md#parameters): on status 400
 * the server's own words — a plain string body, else its per-field errors
 * (each on the matching field; any other entries as messages), else its
 * `message` (or an RFC 9457 `detail`). Anything else, or a 400 with nothing
 * readable, shows the default message (`messages` and `fieldErrors` both empty).
 */
export interface SaveFailure {
  messages: string[];
  fieldErrors: Partial<Record<ParameterField, string>>;
}

const FIELDS: readonly ParameterField[] = ['paramCode', 'paramName', 'deskripsi'];

const BAD_REQUEST_SOURCES: readonly ServerErrorSource[] = ['plainText', 'errorsMap', 'message'];

/** `ParamCode`, `paramCode`, `$.paramCode`, `input.deskripsi` → the form field, if it is one. */
export function fieldOf(key: string): ParameterField | undefined {
  const last =
    key
      .split(/[.[\]/]/)
      .filter(Boolean)
      .pop()
      ?.toLowerCase() ?? '';
  return FIELDS.find((field) => field.toLowerCase() === last);
}

function isBadRequest(error: unknown): boolean {
  // A 400 whose body is plain text arrives as a parsing error carrying the original status.
  return (
    isRecord(error) && (error.status === 400 || (error.status === 'PARSING_ERROR' && error.originalStatus === 400))
  );
}

/** A keyed `errors` map split over the form's fields; undefined when it has nothing to say. */
function byField(errors: Record<string, unknown>): SaveFailure | undefined {
  const failure: SaveFailure = { messages: [], fieldErrors: {} };
  for (const [key, value] of Object.entries(errors)) {
    const messages = flattenMessages(value);
    if (messages.length === 0) continue;
    const field = fieldOf(key);
    if (field) failure.fieldErrors[field] = [failure.fieldErrors[field], ...messages].filter(Boolean).join(' ');
    else failure.messages.push(...messages);
  }
  return failure.messages.length > 0 || Object.keys(failure.fieldErrors).length > 0 ? failure : undefined;
}

export function readSaveFailure(error: unknown): SaveFailure {
  if (!isBadRequest(error)) return { messages: [], fieldErrors: {} };
  const keyed = serverErrorsByKey(error);
  return (keyed && byField(keyed)) ?? { messages: serverErrorMessages(error, BAD_REQUEST_SOURCES), fieldErrors: {} };
}
