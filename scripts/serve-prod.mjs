// Serves a production build (dist/) with the web server and config the container ships
// (deploy/nginx.conf.template, rendered by deploy/entrypoint.sh): Debian's nginx with the brotli
// module, the security headers and the Content-Security-Policy, caching, precompressed files, the
// prerendered pages and the SPA fallback. docs/deployment.md describes it.
//   npm run serve:prod -- --port 4173 --dist dist [--config '{"useMocks":false,…}']
// `--config` replaces /config.json (as serve-dist.mjs does) and the policy's connect-src follows
// its API base URLs; without it the build's own config.json is served. Either is checked by the
// entrypoint first (an API base URL that is not http(s) is refused). nginx runs unprivileged in
// the foreground; its config, pid and temporary files live in a temporary directory, removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configEnvironment } from './serve-prod/configEnvironment.mjs';
import { CSP_HASHES_FILE, writeCspHashes } from './vite/cspHashes.mjs';

const TMP_PREFIX = 'fleur-serve-prod-';

/**
 * The directories of earlier runs that were killed (a test runner stops its servers with SIGKILL, and
 * nothing is left to clean up): their nginx is gone, and they are more than a minute old.
 */
function removeStaleDirectories() {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(TMP_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < 60_000) continue;
      const pid = Number(readFileSync(path.join(dir, 'nginx.pid'), 'utf8'));
      process.kill(pid, 0);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM') continue;
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    dist: { type: 'string', default: 'dist' },
    // serve-dist.mjs's name for it
    dir: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    config: { type: 'string' },
  },
});

const dist = path.resolve(values.dir ?? values.dist);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`[serve-prod] ${dist} has no index.html: run npm run build first`);
  process.exit(1);
}
if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error) {
  console.error(
    '[serve-prod] nginx is not installed: apt-get install nginx-light libnginx-mod-http-brotli-static (Debian)',
  );
  process.exit(1);
}

const config = JSON.parse(values.config ?? readFileSync(path.join(dist, 'config.json'), 'utf8'));
const settings = configEnvironment(config);
removeStaleDirectories();
const tmp = mkdtempSync(path.join(os.tmpdir(), `${TMP_PREFIX}${values.port}-`));
// nginx's workers run as `nobody` when it is started as root: they read config.json from here.
chmodSync(tmp, 0o755);
const cleanUp = () => rmSync(tmp, { recursive: true, force: true });

/** Whether every directory from / down to `dir` lets other users through (nginx's workers are `nobody`). */
function traversableByOthers(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

// A build in a private directory (a checkout under `mktemp -d`, a home directory) cannot be read by the
// workers: they serve a copy of it from the run's own directory.
let htmlRoot = dist;
if (process.getuid?.() === 0 && !traversableByOthers(dist)) {
  htmlRoot = path.join(tmp, 'html');
  cpSync(dist, htmlRoot, { recursive: true });
  console.log(`[serve-prod] ${dist} is not readable by nginx's workers: serving a copy from ${htmlRoot}`);
}

// A build made before the build hashed its inline scripts: hash them here, beside the rendered config.
let hashesFile = path.join(dist, CSP_HASHES_FILE);
if (!existsSync(hashesFile)) {
  hashesFile = path.join(tmp, CSP_HASHES_FILE);
  await writeCspHashes(dist, hashesFile);
  console.warn(
    `[serve-prod] ${dist} has no ${CSP_HASHES_FILE} (made before the build wrote it): hashed its pages' inline scripts`,
  );
}

const environment = {
  ...process.env,
  ...settings,
  FLEUR_HTML_ROOT: htmlRoot,
  FLEUR_CSP_HASHES_FILE: hashesFile,
  FLEUR_CONFIG_DIR: path.join(tmp, 'config'),
  FLEUR_TMP_DIR: tmp,
  FLEUR_NGINX_CONF: path.join(tmp, 'nginx.conf'),
  FLEUR_LISTEN: `${values.host}:${values.port}`,
  FLEUR_ACCESS_LOG: 'off',
  FLEUR_WORKER_PROCESSES: '1',
};
const rendered = spawnSync('sh', [path.join(root, 'deploy/entrypoint.sh'), '--render-only'], {
  env: environment,
  stdio: 'inherit',
});
if (rendered.status !== 0) {
  cleanUp();
  process.exit(rendered.status ?? 1);
}
chmodSync(path.join(tmp, 'config'), 0o755);
// The entrypoint checked the values and made the policy from them; the page gets the JSON as given,
// keys the entrypoint has no variable for included.
writeFileSync(path.join(tmp, 'config/config.json'), `${JSON.stringify(config, null, 2)}\n`, { mode: 0o644 });

const nginx = spawn('nginx', ['-e', 'stderr', '-p', tmp, '-c', environment.FLEUR_NGINX_CONF], { stdio: 'inherit' });
console.log(
  `[serve-prod] ${dist} on http://${values.host}:${values.port} (nginx) with config ${JSON.stringify(config)}`,
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => nginx.kill(signal === 'SIGINT' ? 'SIGQUIT' : 'SIGTERM'));
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
