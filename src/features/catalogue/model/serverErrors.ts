/**
 * Flattens a failed call into the messages shown in the red 'Error:' box
 * (spec §8, products). Create: plain-text body, else every entry of an
 * `errors` map (arrays flattened), else a message field, else the transport
 * message, else the default. Edit: `errors` map, else message, else default.
 * "Message field" is `message`, or `detail` of an RFC 9457 problem body
 * (what this API answers), in that order.
 */

export type FlattenStep = 'plainText' | 'errorsMap' | 'message' | 'transport';

export const CREATE_ORDER: readonly FlattenStep[] = ['plainText', 'errorsMap', 'message', 'transport'];
export const EDIT_ORDER: readonly FlattenStep[] = ['errorsMap', 'message'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** An HTML error page (a proxy's 502) is not a message to show. */
const looksLikeHtml = (value: string) => /^<(!doctype|html|head|body)\b/i.test(value);

function flattenValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(flattenValues);
  if (isRecord(value)) return Object.values(value).flatMap(flattenValues);
  const single = text(value);
  return single ? [single] : [];
}

function fromStep(step: FlattenStep, error: Record<string, unknown>): string[] {
  const data = error.data;
  switch (step) {
    case 'plainText': {
      const body = text(data);
      return body && !looksLikeHtml(body) ? [body] : [];
    }
    case 'errorsMap':
      return isRecord(data) && data.errors !== undefined ? flattenValues(data.errors) : [];
    case 'message': {
      if (!isRecord(data)) return [];
      const message = text(data.message) ?? text(data.detail);
      return message ? [message] : [];
    }
    case 'transport': {
      const transport = text(error.error) ?? text(error.message);
      return transport ? [transport] : [];
    }
  }
}

export function flattenServerErrors(error: unknown, order: readonly FlattenStep[], fallback: string): string[] {
  if (isRecord(error)) {
    for (const step of order) {
      const messages = fromStep(step, error);
      if (messages.length > 0) return messages;
    }
  }
  return [fallback];
}
