// `import 'virtual:bootstrap-icons.css'`: Bootstrap Icons with only the icons
// the app uses. The full stylesheet has a rule for each of its icons and
// the font holds all of them; the build scans src/ and
// mocks/ for `bi-<name>` and writes a stylesheet of those rules and a font
// subset of those glyphs (subset-font, HarfBuzz). The dev server serves the
// full set, so a new icon shows at once there.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const VIRTUAL = 'virtual:bootstrap-icons.css';
const FULL = 'bootstrap-icons/font/bootstrap-icons.min.css';
const SOURCE = /\.(tsx?|jsx?|mjs)$/;

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** Icon names used in the sources that exist in Bootstrap Icons, sorted. */
export async function usedIcons(root, dirs, known) {
  const used = new Set();
  for (const dir of dirs) {
    for await (const file of sourceFiles(path.join(root, dir))) {
      for (const match of (await readFile(file, 'utf8')).matchAll(/\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g)) {
        if (Object.hasOwn(known, match[1])) used.add(match[1]);
      }
    }
  }
  return [...used].sort();
}

const BASE_RULE = `.bi::before,[class^="bi-"]::before,[class*=" bi-"]::before{display:inline-block;font-family:bootstrap-icons !important;font-style:normal;font-weight:normal !important;font-variant:normal;text-transform:none;line-height:1;vertical-align:-.125em;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}`;

/** @param {{ scan?: string[] }} [options] @returns {import('vite').Plugin} */
export function bootstrapIcons({ scan = ['src', 'mocks'] } = {}) {
  let root = process.cwd();
  let command = 'serve';
  let outDir = '';
  return {
    name: 'fleur:bootstrap-icons',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      command = config.command;
      outDir = path.join(config.cacheDir, 'bootstrap-icons');
    },
    async buildStart() {
      if (command !== 'build') return;
      const fontDir = path.join(root, 'node_modules', 'bootstrap-icons', 'font');
      const known = JSON.parse(await readFile(path.join(fontDir, 'bootstrap-icons.json'), 'utf8'));
      const icons = await usedIcons(root, scan, known);
      const glyphs = icons.map((name) => String.fromCodePoint(known[name])).join('');
      const font = await subsetFont(await readFile(path.join(fontDir, 'fonts', 'bootstrap-icons.woff2')), glyphs, {
        targetFormat: 'woff2',
      });
      const rules = icons.map((name) => `.bi-${name}::before{content:"\\${known[name].toString(16)}"}`);
      const css = `@font-face{font-display:block;font-family:"bootstrap-icons";src:url("./bootstrap-icons.woff2") format("woff2")}\n${BASE_RULE}\n${rules.join('\n')}\n`;
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, 'bootstrap-icons.woff2'), font);
      await writeFile(path.join(outDir, 'bootstrap-icons.css'), css);
      this.info?.(`${icons.length} icons, font subset ${(font.length / 1024).toFixed(1)} kB`);
    },
    async resolveId(id, importer) {
      if (id !== VIRTUAL) return null;
      if (command !== 'build') return this.resolve(FULL, importer, { skipSelf: true });
      return path.join(outDir, 'bootstrap-icons.css');
    },
  };
}
