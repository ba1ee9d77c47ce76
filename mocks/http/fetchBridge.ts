import type { IncomingMessage, ServerResponse } from 'node:http';

/** Conversions between node:http and the fetch `Request`/`Response` msw works with. */

export const MAX_BODY_BYTES = 20 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(`Request body larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function requestUrl(request: IncomingMessage, fallbackHost: string): URL {
  const scheme = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  return new URL(request.url ?? '/', `${scheme}://${request.headers.host ?? fallbackHost}`);
}

export function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (request.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

export async function sendFetchResponse(
  response: Response,
  target: ServerResponse,
  extraHeaders: Record<string, string>,
  method: string,
): Promise<void> {
  // A network error (the `timeout` scenario): no answer, the connection is dropped.
  if (response.type === 'error') {
    target.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') headers[name] = response.headers.getSetCookie();
    else headers[name] = value;
  });
  Object.assign(headers, extraHeaders);
  const body =
    method === 'HEAD' || response.status === 204 || response.status === 304
      ? null
      : Buffer.from(await response.arrayBuffer());
  if (body) headers['content-length'] = String(body.length);
  else delete headers['content-length'];
  target.writeHead(response.status, headers);
  target.end(body ?? undefined);
}

export function sendJson(
  target: ServerResponse,
  status: number,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  target.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...extraHeaders,
  });
  target.end(text);
}
