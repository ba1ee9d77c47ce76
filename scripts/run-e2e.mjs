// Runs the Playwright suite against the production build in Chromium:
// finds (or installs) Chromium and nginx (the build is served by npm run serve:prod),
// makes the builds it serves when needed (e2eBuilds.mjs), then `playwright test`.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureE2eBuilds } from './e2eBuilds.mjs';
import { ensureNginx } from './nginx.mjs';

const chromium = await ensureChromium();
console.log(`[e2e] Chromium: ${chromium}`);
ensureNginx();
await ensureE2eBuilds({ rebuild: Boolean(process.env.CI || process.env.E2E_REBUILD) });

const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(run.status ?? 1);
