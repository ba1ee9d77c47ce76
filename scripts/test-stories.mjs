// `npm run test:stories`: every Storybook story in Chromium (vitest.storybook.config.ts), then the
// pictures the run wrote (`-- --update`, or a story's first picture) recompressed losslessly with
// Debian's optipng, installed when missing as nginx and faketime are. The comparison reads pixels,
// so a recompressed picture still matches; it weighs about half as much in the repository.
//
//   npm run test:stories                                  # every story
//   npm run test:stories -- <story file> --update         # accept one file's changed pictures
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const SCREENSHOT_DIR = '.storybook/__screenshots__';
const args = process.argv.slice(2);

/** The pictures written since `since` (ms). */
function picturesWrittenSince(since) {
  return readdirSync(SCREENSHOT_DIR)
    .filter((name) => name.endsWith('.png'))
    .map((name) => join(SCREENSHOT_DIR, name))
    .filter((path) => statSync(path).mtimeMs >= since);
}

function hasOptipng() {
  return spawnSync('sh', ['-c', 'command -v optipng'], { stdio: 'ignore' }).status === 0;
}

function ensureOptipng() {
  if (hasOptipng()) return true;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    console.log("[stories] installing Debian's optipng");
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get install -y -qq optipng >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq optipng >/dev/null)',
      ],
      { stdio: 'inherit' },
    );
  }
  return hasOptipng();
}

/** optipng over `files`, one process per core; resolves when all are done. */
async function recompress(files) {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await new Promise((resolve) =>
        spawn('optipng', ['-quiet', '-o1', '-strip', 'all', file], { stdio: 'inherit' }).on('close', resolve),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
}

const started = Date.now() - 1000;
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.storybook.config.ts', ...args], {
  stdio: 'inherit',
});
const written = picturesWrittenSince(started);
if (written.length > 0) {
  if (ensureOptipng()) {
    await recompress(written);
    console.log(`[stories] ${written.length} picture(s) written and recompressed in ${SCREENSHOT_DIR}`);
  } else {
    console.warn(
      `[stories] optipng not found: ${written.length} picture(s) left as Chromium wrote them (install Debian's optipng before committing)`,
    );
  }
}
process.exit(run.status ?? 1);
