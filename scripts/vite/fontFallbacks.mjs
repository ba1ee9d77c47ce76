// Metric-matched fallback faces for the two web fonts, so nothing shifts
// while the fonts arrive. Until a web font has loaded, its text is drawn in a
// system font; where that font's ascent, descent and width differ, lines grow
// or wrap differently, and the page moves when the web font swaps in. Worse,
// a line that mixes a loaded font with a fallback one (a Bootstrap icon beside
// text still in the system font) can be taller than either: the wizard's
// header rows grew 14 px while Nunito Sans was late, and shrank back when it
// came. Each fallback face here is a local system font with `size-adjust`
// and `ascent-`/`descent-`/`line-gap-override` computed by fontaine (from the
// web font's own file and Capsize's metrics of the system font), so text in
// it takes the web font's room. The faces are inlined in index.html's head:
// they load no file, and the first layout already uses them.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateFallbackName, generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';

/**
 * The system fonts to stand in, most wanted first: Android's, Windows', Apple's, then the rest.
 * `alias` fonts have the same metrics as the named one (Liberation and Croscore fonts are metric
 * clones of Arial and Times New Roman; Linux has them where Arial and Times are missing).
 */
const SANS = [
  { font: 'Roboto' },
  { font: 'Segoe UI' },
  { font: 'Helvetica Neue' },
  { font: 'Arial', aliases: ['Liberation Sans', 'Arimo'] },
];
const SERIF = [
  { font: 'Noto Serif' },
  { font: 'Georgia' },
  { font: 'Times New Roman', aliases: ['Liberation Serif', 'Tinos'] },
];

/** The web fonts (fonts.css), each measured from the file of its most used weight. */
export const FONT_FALLBACKS = [
  { family: 'Nunito Sans', file: '@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2', fallbacks: SANS },
  {
    family: 'Playfair Display',
    file: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
    fallbacks: SERIF,
  },
];

/** The family name of a web font's fallback faces ("Nunito Sans fallback"): theme.css names it after the web font. */
export const fallbackFamily = generateFallbackName;

/**
 * The fallback @font-face rules. For one family name the browser uses the
 * last face whose local font it has, so the most wanted font comes last.
 * @param {string} root the project root (node_modules is resolved from it)
 * @returns {Promise<string>}
 */
export async function fontFallbackCss(root) {
  const rules = [];
  for (const { family, file, fallbacks } of FONT_FALLBACKS) {
    const metrics = await readMetrics(pathToFileURL(path.join(root, 'node_modules', file)));
    if (!metrics) throw new Error(`fontFallbacks: no metrics in ${file}`);
    for (const { font, aliases = [] } of [...fallbacks].reverse()) {
      const fallbackMetrics = await getMetricsForFamily(font);
      if (!fallbackMetrics) throw new Error(`fontFallbacks: Capsize has no metrics for ${font}`);
      for (const local of [...aliases].reverse().concat(font)) {
        rules.push(generateFontFace(metrics, { name: fallbackFamily(family), font: local, metrics: fallbackMetrics }));
      }
    }
  }
  return rules.join('').replace(/\n\s*/g, '').replace(/;}/g, '}');
}

/** @returns {import('vite').Plugin} */
export function fontFallbacks() {
  /** @type {Promise<string> | undefined} */
  let css;
  let root = fileURLToPath(new URL('../..', import.meta.url));
  return {
    name: 'fleur-font-fallbacks',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml() {
      css ??= fontFallbackCss(root);
      return [{ tag: 'style', attrs: { id: 'font-fallbacks' }, children: await css, injectTo: 'head' }];
    },
  };
}
