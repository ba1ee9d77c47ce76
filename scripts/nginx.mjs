// The e2e suite serves the build with the production web server (npm run serve:prod: Debian's nginx
// with its brotli module, deploy/). Installed with apt-get when missing on Debian as root, as the
// browser is (scripts/chromium.mjs); otherwise the run stops saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

const installed = () => !spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error && existsSync(BROTLI_MODULE);

export function ensureNginx() {
  if (installed()) return;
  const canInstall =
    existsSync('/etc/debian_version') &&
    !spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).error &&
    process.getuid?.() === 0;
  if (!canInstall)
    throw new Error(
      `nginx with its brotli module is needed to serve the build (npm run serve:prod): install ${PACKAGES.join(' ')} (Debian)`,
    );
  console.log(`[nginx] not found: installing ${PACKAGES.join(' ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
}
