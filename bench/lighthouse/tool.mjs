// Lighthouse 13 for the bench, installed apart from the project: its own package.json and lock file in
// bench/lighthouse/tool/, installed (`npm ci`) the first time the bench runs. Lighthouse 13 declares Node.js
// >= 22.19, the project's machines have Node.js 20, and the project installs with `npm ci --engine-strict`
// (.ci/run): in the project's dependencies it would fail every install. Apart, npm only warns, and it runs
// on Node.js 20 (docs/performance.md, How to measure).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TOOL_DIR = fileURLToPath(new URL('./tool/', import.meta.url));

function install() {
  console.log('[lighthouse] installing Lighthouse into bench/lighthouse/tool (npm ci) …');
  const result = spawnSync('npm', ['ci', '--prefix', TOOL_DIR, '--no-audit', '--no-fund', '--loglevel', 'error'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`installing Lighthouse failed (exit ${result.status})`);
}

/** Lighthouse's run function, chrome-launcher and Lighthouse's version. */
export async function loadLighthouse() {
  if (!existsSync(join(TOOL_DIR, 'node_modules', 'lighthouse', 'package.json'))) install();
  const require = createRequire(join(TOOL_DIR, 'package.json'));
  const load = async (name) => import(pathToFileURL(require.resolve(name)).href);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  const { version } = require('lighthouse/package.json');
  return { lighthouse, chromeLauncher, version };
}
