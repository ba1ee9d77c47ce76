import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAppClientBuild } from './appBuild.mjs';

/**
 * The Content-Security-Policy allows scripts from the site's own origin only
 * (deploy/nginx.conf.template, docs/deployment.md#headers-and-csp). The
 * prerendered pages carry a few small inline scripts (the start script of
 * prerender.mjs, the first-paint helper of afterFirstPaint.mjs): after the
 * build, and after the prerender has written the pages, this plugin hashes
 * every inline script the browser runs and writes the hashes to
 * `csp-hashes.json` in the build, where deploy/entrypoint.sh puts them into
 * the policy's script-src. Data blocks (JSON-LD, application/json) are not
 * run, so the policy does not need them.
 */

export const CSP_HASHES_FILE = 'csp-hashes.json';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** @param {string} attributes */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts of a page that the browser runs.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** @param {string} dir */
async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Hashes the inline scripts of every page under `outDir` and writes `csp-hashes.json`
 * (`{ "scriptSrc": ["'sha256-…'", …] }`, one per line, sorted, each once).
 * @param {string} outDir
 * @param {string} [file] where to write it (default: in outDir)
 * @returns {Promise<string[]>} the hashes
 */
export async function writeCspHashes(outDir, file = path.join(outDir, CSP_HASHES_FILE)) {
  const hashes = new Set();
  for await (const file of htmlFiles(outDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  const sorted = [...hashes].sort();
  await writeFile(file, `${JSON.stringify({ scriptSrc: sorted }, null, 2)}\n`);
  return sorted;
}

/**
 * After the app's client build, once every other plugin's closeBundle (the prerender of postBuild.mjs) is done.
 * @returns {import('vite').Plugin}
 */
export function cspHashes() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  let enabled = false;
  return {
    name: 'fleur:csp-hashes',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      enabled = isAppClientBuild(resolved);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!enabled) return;
        const hashes = await writeCspHashes(path.resolve(config.root, config.build.outDir));
        config.logger.info(`[csp-hashes] ${hashes.length} inline script hashes in ${CSP_HASHES_FILE}`);
      },
    },
  };
}
