/**
 * The mock backend as a real HTTP server (`npm run mock:server -- --port 4010
 * [--host 127.0.0.1] [--data .mock-data/db.json] [--fresh] [--quiet] [--tls]`),
 * for the app built with mocks off, e2e tests and contract tests over HTTP;
 * `--tls` serves HTTPS with a throwaway certificate (bench/lighthouse).
 *
 * - API requests are answered by the same msw handlers as in the browser,
 *   through msw's `getResponse(handlers, request)`.
 * - The database is saved to the JSON file after every write and loaded at
 *   start; `--fresh` discards it and starts from the seed.
 * - `public/mock-assets/**` is served at `/mock-assets/…`.
 * - CORS for any origin (preflight included; Authorization and Content-Type).
 * - Control routes `GET|POST /__mock/scenario` and `POST /__mock/reset`, see
 *   controlRoutes.ts (not part of openapi.yaml).
 * - Unknown paths answer 404 JSON, a known path with another method 405.
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { getResponse } from 'msw';
import { configureBackend, flushPersistence, initMockBackend } from '../backend';
import { createJsonFilePersistence } from '../db/persistence/jsonFile';
import { handlers } from '../handlers';
import { problemBody } from '../handlers/responses';
import { allowedMethods } from '../runtime/operations';
import { parseServerArgs } from './args';
import { handleControlRoute } from './controlRoutes';
import { corsHeaders } from './cors';
import { BodyTooLargeError, readBody, requestUrl, sendFetchResponse, sendJson, toFetchRequest } from './fetchBridge';
import { loadOpenApiFromFile } from './loadOpenApi.node.js';
import { localCertificate } from './localCertificate.mjs';
import { readMockAsset, readMockAssetBytes } from './staticAssets';

const TAG = '[mock:server]';

async function route(request: IncomingMessage, response: ServerResponse, host: string): Promise<void> {
  const method = (request.method ?? 'GET').toUpperCase();
  const url = requestUrl(request, host);
  const cors = corsHeaders(request);

  if (method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }

  let body: Buffer;
  try {
    body = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return sendJson(response, 413, problemBody(413, error.message), cors);
    throw error;
  }

  if (await handleControlRoute(method, url.pathname, body, request.headers['content-type'] ?? '', response, cors))
    return;

  if (method === 'GET' || method === 'HEAD') {
    const asset = await readMockAsset(url.pathname);
    if (asset) {
      response.writeHead(200, {
        ...cors,
        'content-type': asset.contentType,
        'content-length': String(asset.body.length),
        'cache-control': 'public, max-age=3600',
      });
      response.end(method === 'HEAD' ? undefined : asset.body);
      return;
    }
  }

  const mocked = await getResponse(handlers, toFetchRequest(request, url, body));
  if (mocked) return sendFetchResponse(mocked, response, cors, method);

  const allowed = allowedMethods(url.pathname);
  if (allowed.length > 0) {
    return sendJson(response, 405, problemBody(405, `${method} is not supported on ${url.pathname}.`), {
      ...cors,
      allow: allowed.join(', '),
    });
  }
  sendJson(response, 404, problemBody(404, `No mock route for ${method} ${url.pathname}.`), cors);
}

async function main(): Promise<void> {
  const args = parseServerArgs(process.argv.slice(2));
  loadOpenApiFromFile();
  configureBackend({
    persistence: createJsonFilePersistence(args.dataFile),
    saveDelayMs: 10,
    readAsset: readMockAssetBytes,
  });
  const source = await initMockBackend({ fresh: args.fresh });

  const listener: RequestListener = (request, response) => {
    const started = performance.now();
    response.on('finish', () => {
      if (!args.quiet) {
        const ms = Math.round(performance.now() - started);
        console.log(`${TAG} ${request.method} ${request.url} ${response.statusCode} ${ms}ms`);
      }
    });
    route(request, response, `${args.host}:${args.port}`).catch((error: unknown) => {
      console.error(`${TAG} ${request.method} ${request.url} failed`, error);
      if (!response.headersSent)
        sendJson(response, 500, problemBody(500, 'Unexpected error in the mock server.'), corsHeaders(request));
      else response.end();
    });
  };
  const server = args.tls ? createTlsServer(await localCertificate(), listener) : createServer(listener);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(args.port, args.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : args.port;
  const shownHost = args.host.includes(':') ? `[${args.host}]` : args.host;
  console.log(
    source === 'persisted'
      ? `${TAG} data loaded from ${args.dataFile}`
      : `${TAG} data seeded${args.fresh ? ' (--fresh)' : ''}; writes are saved to ${args.dataFile}`,
  );
  console.log(`${TAG} listening on ${args.tls ? 'https' : 'http'}://${shownHost}:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${TAG} ${signal}: saving and closing`);
    server.closeAllConnections();
    server.close();
    flushPersistence()
      .catch((error: unknown) => console.error(`${TAG} final save failed`, error))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`${TAG} could not start:`, error instanceof Error ? error.message : error);
  process.exit(1);
});
