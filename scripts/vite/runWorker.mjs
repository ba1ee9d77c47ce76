import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSW } from 'workbox-build';

/**
 * The driver's run offline: a service worker (Workbox's generateSW) scoped to `/app/run` that precaches what the
 * run page needs to start with no network, written to `run-sw.js` beside the build; the run page registers it
 * (src/features/driver-run/hooks/useRunOfflineShell.ts). With the mock in the page it is registered as
 * `run-sw.js?mocks=1` and carries msw's worker as well (`public/run-sw-mocks.js`, imported first).
 */
export const RUN_WORKER_FILE = 'run-sw.js';

/** The router's lazy modules on the way to the run: the guard, the run's frame, signing in again, not found. */
export const RUN_ROUTE_MODULES = [
  'src/app/routes/RootRoute.tsx',
  'src/features/auth/components/AccessGuard.tsx',
  'src/app/layouts/RunLayout.tsx',
  'src/app/layouts/AuthLayout.tsx',
  'src/features/auth/pages/LoginPage.tsx',
  'src/features/auth/pages/LockScreenPage.tsx',
  'src/app/routes/NotFoundRoute.tsx',
];

/** Start-up modules the entry loads on demand that the run never needs (the in-browser mock's). */
const NOT_AT_START = /^mocks\//;

/** What else the run page reads: its shell, translations, manifest and icons. */
const STATIC_FILES = [
  'index.html',
  'favicon.svg',
  'run.webmanifest',
  'images/run/icon-192.png',
  'images/run/icon-512.png',
  'assets/i18n/id/*.json',
  'assets/i18n/en/*.json',
];

/**
 * The build's files (relative to the output directory) the run page loads: the entry and its start-up modules
 * with their static imports, and the run's route modules with everything they import, now or later (the
 * signature pad).
 * @param {Record<string, import('./runWorker.d.mts').ManifestChunk>} manifest Vite's build manifest
 * @param {readonly string[]} routeModules
 * @returns {string[]}
 */
export function runShellFiles(manifest, routeModules = RUN_ROUTE_MODULES) {
  const files = new Set();
  // The start-up chunks: the router's among them lazily imports every route, so their lazy imports are not read.
  const atStart = new Set();
  const visited = new Set();
  /** @param {string} key @param {boolean} follow whether its lazy imports are read too */
  const visit = (key, follow) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`[run-sw] ${key} is not in the build's manifest`);
    const followDynamic = follow && !atStart.has(key);
    const id = `${key}:${followDynamic}`;
    if (visited.has(id)) return;
    visited.add(id);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    // Fonts in WOFF2 only: every browser that runs a service worker reads it.
    for (const asset of chunk.assets ?? []) if (!asset.endsWith('.woff')) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported, followDynamic);
    if (followDynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  /** @param {string} key */
  const markStart = (key) => {
    if (atStart.has(key)) return;
    atStart.add(key);
    for (const imported of manifest[key]?.imports ?? []) markStart(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const startModules = entries.flatMap((entry) => [
    entry,
    ...(manifest[entry].dynamicImports ?? []).filter((lazy) => !NOT_AT_START.test(lazy)),
  ]);
  startModules.forEach(markStart);
  for (const module of startModules) visit(module, false);
  for (const module of routeModules) visit(module, true);
  return [...files].sort();
}

/**
 * Writes `run-sw.js` into the build: the run's files precached (hashed assets by name, the rest by content), the
 * run's pages answered with the app's shell when there is no network, `config.json` network first (the deployment
 * writes it), pictures kept as they are seen.
 * @param {{ outDir: string; base: string; logger: { info(message: string): void } }} options
 */
export async function writeRunWorker({ outDir, base, logger }) {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const files = runShellFiles(manifest);
  const scope = `${base}app/run`;
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    globPatterns: [...files, ...STATIC_FILES],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    swDest: path.join(outDir, RUN_WORKER_FILE),
    cacheId: 'fleur-run',
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    importScripts: ['run-sw-mocks.js'],
    // A new build's worker waits until the run's pages are closed, and a worker never takes over an open page: the
    // page's mock (when it carries msw's worker) stays bound to the worker it started on.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // Vite's hashed file names already change with their content.
    dontCacheBustURLsMatching: /^assets\/(?!i18n\/).+-[\w-]{8}\.\w+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: `${base}index.html`,
    navigateFallbackAllowlist: [new RegExp(`^${scope.replace(/[/.]/g, '\\$&')}(?:/|$)`)],
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('/config.json'),
        handler: 'NetworkFirst',
        options: { cacheName: 'fleur-run-config', networkTimeoutSeconds: 5 },
      },
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'fleur-run-pictures',
          expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  });
  for (const warning of warnings) logger.info(`[run-sw] ${warning}`);
  logger.info(`[run-sw] ${RUN_WORKER_FILE}: ${count} files precached (${Math.round(size / 1024)} kB) for ${scope}`);
}
