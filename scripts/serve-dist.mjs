// Serves the production build (dist/) like a static host would: prerendered
// pages (public/home → public/home/index.html), SPA fallback to index.html,
// the precompressed .br/.gz files the build writes when the browser accepts
// them, and long-lived caching for the hashed files of /assets/.
// `--config '{"useMocks":false,…}'` replaces /config.json, the way staging
// swaps that one file to point the same build at a real backend.
import http from 'node:http';
import sirv from 'sirv';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    dir: { type: 'string', default: 'dist' },
    config: { type: 'string' },
  },
});

const configOverride = values.config ? JSON.stringify(JSON.parse(values.config)) : undefined;
const assets = sirv(values.dir, {
  single: true,
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

const server = http.createServer((req, res) => {
  if (configOverride && req.url?.split('?')[0] === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    res.end(configOverride);
    return;
  }
  assets(req, res);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`[serve-dist] ${values.dir} on http://127.0.0.1:${values.port}${configOverride ? ` with config ${configOverride}` : ''}`);
});
