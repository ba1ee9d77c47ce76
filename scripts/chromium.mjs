// Finds a Chromium for Playwright, and installs one when asked and none exists.
// Order: $CHROMIUM_PATH, Debian's `chromium` (or chromium-browser), Playwright's own browser.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function which(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return which('chromium') ?? which('chromium-browser') ?? (await playwrightOwn());
}

function isDebianLike() {
  return existsSync('/etc/debian_version') && Boolean(which('apt-get'));
}

const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

/**
 * The e2e tests check that text keeps its place while the web fonts load: the
 * stand-in faces (scripts/vite/fontFallbacks.mjs) need a local Arial or a
 * metric clone of it, which is Liberation Sans on Linux. Installed with the
 * browser on Debian when missing.
 */
function ensureTestFonts() {
  if (process.platform !== 'linux' || existsSync(LIBERATION_SANS)) return;
  if (isDebianLike() && process.getuid?.() === 0) {
    console.log('[chromium] Liberation Sans not found: installing fonts-liberation with apt-get …');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'fonts-liberation'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else if (!existsSync('/usr/share/fonts/truetype/croscore/Arimo-Regular.ttf')) {
    console.warn(
      '[chromium] neither Liberation Sans nor Arimo is installed: the font fallback tests need one of them (fonts-liberation)',
    );
  }
}

/** Returns a Chromium path, installing a browser (and saying so) when none is present. */
export async function ensureChromium() {
  const existing = await findChromium();
  ensureTestFonts();
  if (existing) return existing;
  if (isDebianLike() && process.getuid?.() === 0) {
    console.log("[chromium] none found: installing Debian's chromium with apt-get …");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.log("[chromium] none found: installing Playwright's chromium (npx playwright install chromium) …");
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
  const installed = await findChromium();
  if (!installed) throw new Error('[chromium] installation finished but no Chromium was found');
  console.log(`[chromium] installed: ${installed}`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await ensureChromium();
  console.log(`[chromium] using ${path}`);
}
