import type { ParameterField } from './parameterSchema';

/**
 * What a failed save shows (spec §8): on status 400 the server's own words —
 * a plain string body, else its per-field errors (each on the matching field;
 * any other entries as messages), else its `message` (or an RFC 9457
 * `detail`). Anything else, or a 400 with nothing readable, shows the default
 * message (`messages` and `fieldErrors` both empty).
 */
export interface SaveFailure {
  messages: string[];
  fieldErrors: Partial<Record<ParameterField, string>>;
}

const FIELDS: readonly ParameterField[] = ['paramCode', 'paramName', 'deskripsi'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** An HTML error page (a proxy's) is not a message to show. */
const looksLikeHtml = (value: string) => /^<(!doctype|html|head|body)\b/i.test(value);

function flatten(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (isRecord(value)) return Object.values(value).flatMap(flatten);
  const single = text(value);
  return single ? [single] : [];
}

/** `ParamCode`, `paramCode`, `$.paramCode`, `input.deskripsi` → the form field, if it is one. */
export function fieldOf(key: string): ParameterField | undefined {
  const last = key.split(/[.[\]/]/).filter(Boolean).pop()?.toLowerCase() ?? '';
  return FIELDS.find((field) => field.toLowerCase() === last);
}

function isBadRequest(error: Record<string, unknown>): boolean {
  // A 400 whose body is plain text arrives as a parsing error carrying the original status.
  return error.status === 400 || (error.status === 'PARSING_ERROR' && error.originalStatus === 400);
}

const EMPTY: SaveFailure = { messages: [], fieldErrors: {} };

export function readSaveFailure(error: unknown): SaveFailure {
  if (!isRecord(error) || !isBadRequest(error)) return EMPTY;
  const data = error.data;

  const body = text(data);
  if (body) return looksLikeHtml(body) ? EMPTY : { messages: [body], fieldErrors: {} };
  if (!isRecord(data)) return EMPTY;

  if (data.errors !== undefined) {
    const failure: SaveFailure = { messages: [], fieldErrors: {} };
    if (isRecord(data.errors)) {
      for (const [key, value] of Object.entries(data.errors)) {
        const messages = flatten(value);
        if (messages.length === 0) continue;
        const field = fieldOf(key);
        if (field) failure.fieldErrors[field] = [failure.fieldErrors[field], ...messages].filter(Boolean).join(' ');
        else failure.messages.push(...messages);
      }
    } else failure.messages.push(...flatten(data.errors));
    if (failure.messages.length > 0 || Object.keys(failure.fieldErrors).length > 0) return failure;
  }

  const message = text(data.message) ?? text(data.detail);
  return message ? { messages: [message], fieldErrors: {} } : EMPTY;
}
