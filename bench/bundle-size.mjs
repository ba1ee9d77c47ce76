// Prints the gzip size of the JavaScript the public home loads, with the
// in-browser mocks on and off, by opening /public/home of the production build
// in headless Chromium and weighing every script it requested.
// Usage: npm run build && npm run bench:bundle   (add --json for machine output,
// --dist <dir> to weigh another build, --port-base <n> to move its three ports)
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/chromium.mjs';
import { startGroup, stopAll } from '../scripts/processGroup.mjs';

const { values: options } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    'port-base': { type: 'string', default: '4021' },
  },
});
const DIST = options.dist;
const [MOCK_PORT, MOCKS_ON_PORT, MOCKS_OFF_PORT] = [0, 1, 2].map((offset) => Number(options['port-base']) + offset);
if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`No build found in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function entryChunks() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
}

async function measure(browser, port) {
  // Context-level events also see requests that pass through the mock service worker.
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const scripts = new Set();
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.add(path.slice(1));
  });
  await page.goto(`http://127.0.0.1:${port}/public/home`);
  // Rendered backend data means the app (and, with mocks on, the mock backend) has fully started.
  await page.locator('footer').getByText('halo@fleurflorist.id').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...scripts].sort();
  return { files, gzip: files.reduce((sum, file) => sum + gz(join(DIST, file)), 0) };
}

const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;
const backend = JSON.stringify({ useMocks: false, shopApiBaseUrl: mockUrl, authApiBaseUrl: mockUrl });

try {
  // Each server leads its own process group, so stopping it also stops what
  // `npx`/`tsx` started beneath it (see scripts/processGroup.mjs).
  await Promise.all([
    startGroup(
      'npx',
      [
        'tsx',
        'mocks/http/server.ts',
        '--port',
        String(MOCK_PORT),
        '--fresh',
        '--quiet',
        '--data',
        join(tmpdir(), `bench-mock-db-${MOCK_PORT}.json`),
      ],
      'listening',
    ),
    startGroup('node', ['scripts/serve-dist.mjs', '--dir', DIST, '--port', String(MOCKS_ON_PORT)], 'serve-dist'),
    startGroup(
      'node',
      ['scripts/serve-dist.mjs', '--dir', DIST, '--port', String(MOCKS_OFF_PORT), '--config', backend],
      'serve-dist',
    ),
  ]);
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const on = await measure(browser, MOCKS_ON_PORT);
  const off = await measure(browser, MOCKS_OFF_PORT);
  await browser.close();

  const entry = entryChunks();
  const entryGzip = entry.reduce((sum, file) => sum + gz(join(DIST, file)), 0);
  const entrySource = entry.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
  const leaks = ['mockServiceWorker', 'setupWorker', '@faker-js', 'faker.seed', 'createSeed'].filter((marker) =>
    entrySource.includes(marker),
  );
  // Indonesia's regions are files under assets/regions/ (scripts/vite/regionData.mjs), fetched when needed: no chunk
  // holds them.
  const regionMarkers = ['KABUPATEN ACEH SELATAN', 'Kluet Utara'];
  const regionChunks = readdirSync(join(DIST, 'assets'))
    .filter(
      (file) =>
        file.endsWith('.js') &&
        regionMarkers.some((marker) => readFileSync(join(DIST, 'assets', file), 'utf8').includes(marker)),
    )
    .map((file) => `assets/${file}`);

  const [entryScript] = entry;
  const entryScriptGzip = gz(join(DIST, entryScript));
  const result = {
    entryScript,
    entryScriptGzip,
    entryChunks: entry,
    entryGzip,
    publicHomeMocksOff: off,
    publicHomeMocksOn: on,
    mockOnlyChunks: on.files.filter((file) => !off.files.includes(file)),
    mockCodeInEntry: leaks,
    regionDataInChunks: regionChunks,
  };
  if (options.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Entry script (index.html):         ${kb(entryScriptGzip)} gzip  [${entryScript}]`);
    console.log(
      `  with its modulepreloads:         ${kb(entryGzip)} gzip in ${entry.length} files  [${entry.slice(1).join(', ')}]`,
    );
    console.log(`/public/home JS, mocks off:        ${kb(off.gzip)} gzip in ${off.files.length} files`);
    console.log(`/public/home JS, mocks on:         ${kb(on.gzip)} gzip in ${on.files.length} files`);
    console.log(`  loaded only with mocks on:       ${result.mockOnlyChunks.join(', ') || '(none)'}`);
    console.log(`Mock code in the entry chunk:      ${leaks.length ? `YES: ${leaks.join(', ')}` : 'none'}`);
    console.log(
      `Region data in a chunk:            ${regionChunks.length ? `YES: ${regionChunks.join(', ')}` : 'none'}`,
    );
  }
  if (leaks.length || regionChunks.length) process.exitCode = 1;
} finally {
  await stopAll();
}
