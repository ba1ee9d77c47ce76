// The builds the Playwright suite serves (playwright.config.ts), made when missing or when asked to (CI,
// E2E_REBUILD): `dist`, the app as `npm run build` makes it, and the build made for a backend
// (PRERENDER_API_BASE_URL: its public pages carry the backend's categories and general parameters, as in
// production), for the journeys tagged @snapshot-build. That build reads a mock:server of its own, started from the
// seed like the suite's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SNAPSHOT_DIST } from './e2eDist.mjs';
import { startGroup, stopAll } from './processGroup.mjs';

/**
 * Makes the builds; exits the process with the build's status when one fails.
 * @param {{ rebuild?: boolean }} [options]
 */
export async function ensureE2eBuilds({ rebuild = false } = {}) {
  if (!existsSync('dist/index.html') || rebuild) {
    // `vite build` alone: the type check is `npm test`'s first step (npm run build is both).
    const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (existsSync(`${SNAPSHOT_DIST}/index.html`) && !rebuild) return;
  const port = String(Number(process.env.E2E_PORT_BASE || 4000) + 19);
  const server = startGroup(
    'npx',
    [
      'tsx',
      'mocks/http/server.ts',
      '--port',
      port,
      '--fresh',
      '--quiet',
      '--data',
      join(tmpdir(), `e2e-snapshot-db-${port}.json`),
    ],
    'listening',
  );
  let status;
  try {
    await server;
    status = spawnSync('npx', ['vite', 'build', '--outDir', SNAPSHOT_DIST, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, PRERENDER_API_BASE_URL: `http://127.0.0.1:${port}` },
    }).status;
  } finally {
    await stopAll();
  }
  if (status !== 0) process.exit(status ?? 1);
}
