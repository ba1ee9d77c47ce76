// Serves the production build (dist/) like a static host would: prerendered
// pages (public/home → public/home/index.html; every /public/pesanan/<id> →
// the order page's shell, public/pesanan/index.html), SPA fallback to index.html,
// the precompressed .br/.gz files the build writes when the browser accepts
// them, and long-lived caching for the hashed files of /assets/ (not the translations,
// whose names do not change).
// `--config '{"useMocks":false,…}'` replaces /config.json, the way staging
// swaps that one file to point the same build at a real backend.
// `--tls`: HTTP/2 over TLS, as static hosts serve (a certificate made for the
// run, for 127.0.0.1: the browser must be told to accept it). Lighthouse's
// simulation models HTTP/1.1 as six connections with a round trip per request,
// HTTP/2 as one multiplexed connection; a build of many chunks is measured
// very differently by the two (bench/lighthouse).
import { existsSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { localCertificate } from '../mocks/http/localCertificate.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    dir: { type: 'string', default: 'dist' },
    config: { type: 'string' },
    tls: { type: 'boolean', default: false },
  },
});

/**
 * Hashed build output under /assets/ is kept for a year; the translations (/assets/i18n/, fixed names copied
 * from public/) and everything else (HTML, config.json) are revalidated on every use (ETag).
 */
function cacheControl(pathname) {
  if (pathname.startsWith('/assets/') && !pathname.startsWith('/assets/i18n/'))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const configOverride = values.config ? JSON.stringify(JSON.parse(values.config)) : undefined;
const assets = sirv(values.dir, {
  single: true,
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControl(pathname));
  },
});

/** The prerendered shells of the pages with a route parameter (src/app/prerender/prerenderedPages.ts). */
const SHELLS = [{ pattern: /^\/public\/pesanan\/[^/]+\/?$/, file: '/public/pesanan/index.html' }];

function handle(req, res) {
  const [pathname, search] = (req.url ?? '/').split(/\?(.*)/s);
  const shell = SHELLS.find(({ pattern }) => pattern.test(pathname));
  if (shell && existsSync(path.join(values.dir, shell.file))) req.url = `${shell.file}${search ? `?${search}` : ''}`;
  if (configOverride && req.url?.split('?')[0] === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(configOverride);
    return;
  }
  assets(req, res);
}

const server = values.tls
  ? http2.createSecureServer({ ...(await localCertificate()), allowHTTP1: true }, handle)
  : http.createServer(handle);

server.listen(Number(values.port), '127.0.0.1', () => {
  const origin = `${values.tls ? 'https' : 'http'}://127.0.0.1:${values.port}`;
  console.log(
    `[serve-dist] ${values.dir} on ${origin}${values.tls ? ' (HTTP/2)' : ''}${configOverride ? ` with config ${configOverride}` : ''}`,
  );
});
