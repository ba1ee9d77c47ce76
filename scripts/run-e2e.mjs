// Runs the Playwright suite against the production build in Chromium:
// finds (or installs) Chromium and nginx (the build is served by npm run serve:prod),
// builds the app when needed, then `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { ensureNginx } from './nginx.mjs';

const chromium = await ensureChromium();
console.log(`[e2e] Chromium: ${chromium}`);
ensureNginx();

if (!existsSync('dist/index.html') || process.env.CI || process.env.E2E_REBUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(run.status ?? 1);
