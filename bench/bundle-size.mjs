// Prints the gzip size of the JavaScript the public home loads, with the
// in-browser mocks on and off, by opening /public/home of the production build
// in headless Chromium and weighing every script it requested.
// Usage: npm run build && npm run bench:bundle   (add --json for machine output)
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../scripts/chromium.mjs';

const DIST = 'dist';
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

function start(command, args, readyText) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes(readyText) && resolve(child));
    child.on('exit', (code) => reject(new Error(`${command} exited ${code}`)));
  });
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

const backend = JSON.stringify({ useMocks: false, shopApiBaseUrl: 'http://127.0.0.1:4021', authApiBaseUrl: 'http://127.0.0.1:4021' });
const servers = await Promise.all([
  start('npx', ['tsx', 'mocks/http/server.ts', '--port', '4021', '--fresh', '--quiet', '--data', join(tmpdir(), 'bench-mock-db.json')], 'listening'),
  start('node', ['scripts/serve-dist.mjs', '--port', '4022'], 'serve-dist'),
  start('node', ['scripts/serve-dist.mjs', '--port', '4023', '--config', backend], 'serve-dist'),
]);

try {
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const on = await measure(browser, 4022);
  const off = await measure(browser, 4023);
  await browser.close();

  const entry = entryChunks();
  const entryGzip = entry.reduce((sum, file) => sum + gz(join(DIST, file)), 0);
  const entrySource = entry.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
  const leaks = ['mockServiceWorker', 'setupWorker', '@faker-js', 'faker.seed', 'createSeed'].filter((marker) => entrySource.includes(marker));

  const result = {
    entryChunks: entry,
    entryGzip,
    publicHomeMocksOff: off,
    publicHomeMocksOn: on,
    mockOnlyChunks: on.files.filter((file) => !off.files.includes(file)),
    mockCodeInEntry: leaks,
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Entry chunk(s) (index.html):       ${kb(entryGzip)} gzip  [${entry.join(', ')}]`);
    console.log(`/public/home JS, mocks off:        ${kb(off.gzip)} gzip in ${off.files.length} files`);
    console.log(`/public/home JS, mocks on:         ${kb(on.gzip)} gzip in ${on.files.length} files`);
    console.log(`  loaded only with mocks on:       ${result.mockOnlyChunks.join(', ') || '(none)'}`);
    console.log(`Mock code in the entry chunk:      ${leaks.length ? `YES: ${leaks.join(', ')}` : 'none'}`);
  }
  if (leaks.length) process.exitCode = 1;
} finally {
  for (const server of servers) server.kill();
}
