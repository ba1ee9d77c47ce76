// The site the browser benches measure (bench/lighthouse, bench/first-tap): the production build made for its
// backend (PRERENDER_API_BASE_URL pointed at a mock:server of the run's own, so the public pages paint the
// categories and the shop's parameters from the HTML), served precompressed like a static host, over HTTP/2 and
// HTTPS by default, with mocks off (pointed at that mock:server by config.json) and on, and static reference pages
// served the same way in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGroup } from '../scripts/processGroup.mjs';

/** The static reference pages, by path: no script, served like the build. */
const STATIC_PAGES = {
  // One heading and one paragraph (bench/lighthouse).
  'index.html': `<main><h1>Fleur Florist</h1><p>Rangkaian bunga segar untuk setiap momen berharga, diantar ke alamat Anda.</p></main>`,
  // A menu the browser opens by itself (bench/first-tap): the fastest answer a tap can have on this machine.
  'menu.html': `<header><details class="menu"><summary>Menu</summary><nav><a href="#a">Beranda</a> <a href="#b">Tentang</a> <a href="#c">Kontak</a></nav></details></header>
    <main><h1>Fleur Florist</h1><p>Rangkaian bunga segar untuk setiap momen berharga, diantar ke alamat Anda.</p></main>`,
};

function staticPageDir() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  for (const [file, body] of Object.entries(STATIC_PAGES)) {
    writeFileSync(
      join(dir, file),
      `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Halaman statis pembanding." />
    <link rel="icon" href="data:," />
    <title>Fleur Florist</title>
  </head>
  <body>
    ${body}
  </body>
</html>
`,
    );
  }
  return dir;
}

/**
 * Starts what a bench needs and returns where it is: `mockUrl` (mock:server), `offOrigin` (the build, mocks off),
 * `onOrigin` (the build, in-browser mocks), `staticOrigin` (the static pages: `/` and `/menu.html`).
 * The build is made first into `dist` unless `reuse` finds one there.
 * @param {{ dist: string, reuse: boolean, portBase: number, tls: boolean, modes: string[], name: string }} options
 */
export async function startSite({ dist, reuse, portBase, tls, modes, name }) {
  const [mockPort, offPort, onPort, staticPort] = [0, 1, 2, 3].map((offset) => portBase + offset);
  const scheme = tls ? 'https' : 'http';
  const tlsFlag = tls ? ['--tls'] : [];
  const mockUrl = `${scheme}://127.0.0.1:${mockPort}`;
  // mock:server's certificate is made for the run: this process alone does not check it.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const mustBuild = !reuse || !existsSync(join(dist, 'index.html'));
  const mockData = join(tmpdir(), `${name}-mock-db-${mockPort}.json`);
  const mockServer = startGroup(
    'npx',
    ['tsx', 'mocks/http/server.ts', '--port', String(mockPort), '--fresh', '--quiet', '--data', mockData, ...tlsFlag],
    'listening',
  );
  if (mustBuild) {
    await mockServer;
    console.log(`[${name}] building into ${dist}, the backend snapshot read from ${mockUrl} …`);
    const [command, args] =
      dist === 'dist' ? ['npm', ['run', 'build']] : ['npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir']];
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, PRERENDER_API_BASE_URL: mockUrl },
    });
    // Thrown, not exited: the servers started for it are stopped on the way out.
    if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
  }
  const backend = JSON.stringify({ useMocks: false, shopApiBaseUrl: mockUrl, authApiBaseUrl: mockUrl });
  const serve = (dir, port, extra = []) =>
    startGroup(
      'node',
      ['scripts/serve-dist.mjs', '--dir', dir, '--port', String(port), ...extra, ...tlsFlag],
      'serve-dist',
    );
  const servers = [mockServer, serve(staticPageDir(), staticPort)];
  if (modes.includes('on')) servers.push(serve(dist, onPort));
  if (modes.includes('off')) servers.push(serve(dist, offPort, ['--config', backend]));
  await Promise.all(servers);
  return {
    mockUrl,
    offOrigin: `${scheme}://127.0.0.1:${offPort}`,
    onOrigin: `${scheme}://127.0.0.1:${onPort}`,
    staticOrigin: `${scheme}://127.0.0.1:${staticPort}`,
  };
}

/**
 * The path of a customer's order page: the newest order waiting for its deposit, with its token, as the run's
 * mock:server has it (signed in as the seeded owner). The seed's tokens follow its `now`; the in-browser mock, seeded
 * minutes later, has the same ones unless the seed's hour or day turned in between.
 */
export async function orderPagePath(mockUrl) {
  const login = await fetch(`${mockUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'owner123' }),
  });
  if (!login.ok) throw new Error(`signing in to mock:server answered ${login.status}`);
  const { token } = await login.json();
  const orders = await (
    await fetch(`${mockUrl}/api/CustomerOrder`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const waiting = orders
    .filter(
      (order) =>
        order.trackingToken &&
        order.payments?.[0]?.paymentStatus === 'Pending' &&
        order.orderStatuses?.[0]?.status !== 'Cancelled',
    )
    .sort((a, b) => b.orderID - a.orderID)[0];
  if (!waiting) throw new Error('mock:server has no order waiting for payment');
  return `/public/pesanan/${waiting.orderID}?t=${waiting.trackingToken}`;
}
