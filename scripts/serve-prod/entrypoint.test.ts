import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureNginx } from '../nginx.mjs';
import { configEnvironment } from './configEnvironment.mjs';

/** deploy/entrypoint.sh --render-only: the config.json and the nginx config the container starts with. */
const ENTRYPOINT = path.resolve(import.meta.dirname, '../../deploy/entrypoint.sh');
const SHIPPED_CONFIG = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../public/config.json'), 'utf8'));
const HASH = "'sha256-AbC+/x0='";

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Calls `request` until it answers (nginx takes a moment to listen), for at most 5 s. */
async function waitFor(request: () => Promise<Response>) {
  for (let deadline = Date.now() + 5_000; ;) {
    try {
      return await request();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fleur-entrypoint-'));
  mkdirSync(path.join(dir, 'html'));
  writeFileSync(path.join(dir, 'html/csp-hashes.json'), JSON.stringify({ scriptSrc: [HASH] }));
  writeFileSync(path.join(dir, 'html/config.json.br'), 'stale');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function render(settings: Record<string, string>) {
  const result = spawnSync('sh', [ENTRYPOINT, '--render-only'], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      FLEUR_HTML_ROOT: path.join(dir, 'html'),
      FLEUR_TMP_DIR: path.join(dir, 'tmp'),
      FLEUR_LISTEN: '127.0.0.1:9999',
      ...settings,
    },
  });
  const nginxConf = result.status === 0 ? readFileSync(path.join(dir, 'tmp/nginx.conf'), 'utf8') : '';
  const policy = /default "(default-src [^"]*)";/.exec(nginxConf)?.[1] ?? '';
  return {
    status: result.status,
    stderr: result.stderr,
    nginxConf,
    directive: (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)),
    config: () => JSON.parse(readFileSync(path.join(dir, 'html/config.json'), 'utf8')),
  };
}

describe('deploy/entrypoint.sh', () => {
  it('writes the shipped config.json and a same-origin policy when nothing is set', () => {
    const run = render({});
    expect(run.status, run.stderr).toBe(0);
    expect(run.config()).toEqual(SHIPPED_CONFIG);
    expect(run.directive('connect-src')).toBe("connect-src 'self'");
    expect(run.directive('script-src')).toBe(`script-src 'self' ${HASH}`);
    expect(run.nginxConf).toContain('listen 127.0.0.1:9999;');
    expect(run.nginxConf.replace(/^#.*$/gm, '')).not.toMatch(/@[A-Z_]+@/);
  });

  it('points the app at the backends of the environment and lets the page reach their origins only', () => {
    const run = render({
      USE_MOCKS: 'false',
      SHOP_API_BASE_URL: 'https://api.example.com/shop/v1',
      AUTH_API_BASE_URL: 'https://auth.example.com:8443',
      PRODUCT_NAME: 'Toko "Mawar" \\ Jakarta',
      SHOP_TIME_ZONE: 'Asia/Makassar',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.config()).toEqual({
      useMocks: false,
      shopApiBaseUrl: 'https://api.example.com/shop/v1',
      authApiBaseUrl: 'https://auth.example.com:8443',
      productName: 'Toko "Mawar" \\ Jakarta',
      shopTimeZone: 'Asia/Makassar',
    });
    expect(run.directive('connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://auth.example.com:8443",
    );
    expect(run.directive('img-src')).toBe(
      "img-src 'self' https: data: blob: https://api.example.com https://auth.example.com:8443",
    );
    expect(run.directive('object-src')).toBe("object-src 'none'");
    expect(run.directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('lists the operations the in-browser mock answers in hybrid mode', () => {
    const run = render({
      USE_MOCKS: 'false',
      SHOP_API_BASE_URL: 'https://api.example.com',
      MOCK_OPERATIONS: 'getDeliverySettings, updateDeliverySettings',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.config()).toMatchObject({
      useMocks: false,
      mockOperations: ['getDeliverySettings', 'updateDeliverySettings'],
    });
  });

  it('names one origin once when both APIs live there', () => {
    const run = render({ SHOP_API_BASE_URL: 'http://127.0.0.1:4010', AUTH_API_BASE_URL: 'http://127.0.0.1:4010/' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.directive('connect-src')).toBe("connect-src 'self' http://127.0.0.1:4010");
  });

  it('removes a compressed copy of the build’s own config.json, which nginx would serve instead', () => {
    expect(render({}).status).toBe(0);
    expect(() => readFileSync(path.join(dir, 'html/config.json.br'))).toThrow();
  });

  it.each([
    ['SHOP_API_BASE_URL', 'javascript:alert(1)'],
    ['SHOP_API_BASE_URL', 'ftp://files.example.com'],
    ['AUTH_API_BASE_URL', "https://auth.example.com; script-src 'unsafe-inline'"],
    ['AUTH_API_BASE_URL', 'https://a.example.com https://b.example.com'],
    ['USE_MOCKS', 'maybe'],
    ['SHOP_TIME_ZONE', 'Asia/Jakarta; rm -rf'],
    ['MOCK_OPERATIONS', 'getDeliverySettings "x"'],
    ['MOCK_OPERATIONS', '*'],
  ])('refuses %s=%s and writes nothing', (name, value) => {
    const run = render({ [name]: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(name);
    expect(() => readFileSync(path.join(dir, 'html/config.json'))).toThrow();
  });

  it('logs each request without its query string or the Referer’s: an order page’s private token stays out of the log', async () => {
    ensureNginx();
    const accessLog = path.join(dir, 'access.log');
    const port = await freePort();
    const run = render({ FLEUR_LISTEN: `127.0.0.1:${port}`, FLEUR_ACCESS_LOG: accessLog, FLEUR_WORKER_PROCESSES: '1' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.nginxConf).toContain('Referrer-Policy "strict-origin-when-cross-origin"');
    const nginx = spawn(
      'nginx',
      ['-e', 'stderr', '-p', path.join(dir, 'tmp'), '-c', path.join(dir, 'tmp/nginx.conf')],
      {
        stdio: 'ignore',
      },
    );
    try {
      const url = `http://127.0.0.1:${port}/public/pesanan/ORD-7?t=SECRET-TOKEN-1&lang=en`;
      await waitFor(() =>
        fetch(url, { headers: { Referer: `http://shop.example/public/pesanan/ORD-7?t=SECRET-TOKEN-2` } }),
      );
    } finally {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET /public/pesanan/ORD-7 HTTP/1.1"');
    expect(log).toContain('"http://shop.example/public/pesanan/ORD-7"');
    expect(log).not.toContain('SECRET-TOKEN');
    expect(log).not.toContain('?');
  });

  it('writes no access log when told off', () => {
    const run = render({ FLEUR_ACCESS_LOG: 'off' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.nginxConf).toMatch(/^\s*access_log off;$/m);
  });

  it('refuses a build without the inline script hashes', () => {
    rmSync(path.join(dir, 'html/csp-hashes.json'));
    const run = render({});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('csp-hashes.json');
  });
});

describe('configEnvironment (serve:prod --config)', () => {
  it('turns a config.json into the entrypoint’s variables, every one of them set', () => {
    expect(configEnvironment({ useMocks: false, shopApiBaseUrl: 'http://127.0.0.1:4010' })).toEqual({
      USE_MOCKS: 'false',
      SHOP_API_BASE_URL: 'http://127.0.0.1:4010',
      AUTH_API_BASE_URL: '',
      PRODUCT_NAME: '',
      SHOP_TIME_ZONE: '',
      MOCK_OPERATIONS: '',
    });
    expect(configEnvironment({ mockOperations: ['getDeliverySettings', 'updateDeliverySettings'] })).toMatchObject({
      MOCK_OPERATIONS: 'getDeliverySettings,updateDeliverySettings',
    });
  });

  it('leaves out keys the entrypoint has no variable for', () => {
    expect(configEnvironment({ useMocks: true, somethingNew: ['a'] })).toMatchObject({ USE_MOCKS: 'true' });
    expect(Object.keys(configEnvironment({ somethingNew: 1 }))).toHaveLength(6);
  });
});
