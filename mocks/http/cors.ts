import type { IncomingMessage } from 'node:http';

/** CORS for any origin: the app (another port or host) calls the server with a bearer token. */
export function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers':
      (request.headers['access-control-request-headers'] as string | undefined) ?? 'Authorization, Content-Type',
    'access-control-expose-headers': 'Content-Length, Content-Type, Location',
    'access-control-max-age': '600',
    ...(origin ? { vary: 'Origin' } : {}),
  };
}
