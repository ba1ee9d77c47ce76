// Serves the production build (dist/) like a static host would, with SPA
// fallback. `--config '{"useMocks":false,…}'` replaces /config.json, the way
// staging swaps that one file to point the same build at a real backend.
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
const assets = sirv(values.dir, { single: true, dev: false, etag: true });

const server = http.createServer((req, res) => {
  if (configOverride && req.url?.split('?')[0] === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(configOverride);
    return;
  }
  assets(req, res);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`[serve-dist] ${values.dir} on http://127.0.0.1:${values.port}${configOverride ? ` with config ${configOverride}` : ''}`);
});
