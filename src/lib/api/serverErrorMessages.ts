import { isRecord } from '../guards/isRecord';

/**
 * Reading the words of a failed call, as the fetch layer hands it over
 * (`{ status, data }` with the parsed body, or `{ status, error }` when the
 * call or the parsing failed). The places a message can come from:
 * - `plainText`: a plain-text body (never an HTML error page, such as a proxy's 502);
 * - `errorsMap`: every entry of the body's `errors` map, arrays and nested maps flattened;
 * - `message`: the body's `message`, else the `detail` of an RFC 9457 problem body;
 * - `transport`: the transport message (`error`, else `message`).
 */
export type ServerErrorSource = 'plainText' | 'errorsMap' | 'message' | 'transport';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

const looksLikeHtml = (value: string) => /^<(!doctype|html|head|body)\b/i.test(value);

/** Every non-blank text in a value, trimmed, in order: arrays and maps are flattened. */
export function flattenMessages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(flattenMessages);
  if (isRecord(value)) return Object.values(value).flatMap(flattenMessages);
  const single = text(value);
  return single ? [single] : [];
}

function fromSource(source: ServerErrorSource, error: Record<string, unknown>): string[] {
  const data = error.data;
  switch (source) {
    case 'plainText': {
      const body = text(data);
      return body && !looksLikeHtml(body) ? [body] : [];
    }
    case 'errorsMap':
      return isRecord(data) && data.errors !== undefined ? flattenMessages(data.errors) : [];
    case 'message': {
      const message = isRecord(data) ? (text(data.message) ?? text(data.detail)) : undefined;
      return message ? [message] : [];
    }
    case 'transport': {
      const transport = text(error.error) ?? text(error.message);
      return transport ? [transport] : [];
    }
  }
}

/**
 * The messages of the first of `sources` (in that order) that has any; when
 * none has, `[fallback]`, or no message at all without a fallback.
 */
export function serverErrorMessages(
  error: unknown,
  sources: readonly ServerErrorSource[],
  fallback?: string,
): string[] {
  if (isRecord(error)) {
    for (const source of sources) {
      const messages = fromSource(source, error);
      if (messages.length > 0) return messages;
    }
  }
  return fallback === undefined ? [] : [fallback];
}

/** The body's `errors` map when it is keyed (e.g. field → messages of a validation problem), else undefined. */
export function serverErrorsByKey(error: unknown): Record<string, unknown> | undefined {
  const data = isRecord(error) ? error.data : undefined;
  return isRecord(data) && isRecord(data.errors) ? data.errors : undefined;
}
