// The web fonts' @font-face rules in the page's head instead of the app's
// stylesheet, to keep a phone's main thread free at start-up. The prerendered pages
// load their stylesheets after the first paint (beasties + deferredStyles.mjs);
// with the @font-face rules in them, the browser learnt of the web fonts only
// then, laid all the text out again for the new font lists in the task that
// switched the stylesheets on (its longest), and again
// as each font arrived. Inline, the fonts are known to the first layout and
// requested at once: by the time the stylesheets apply, nothing about the
// fonts changes. Each prerendered page also preloads the faces it uses at low
// priority (prerender.mjs, fontPreloadTags), so they do not compete with the
// hero picture or the critical CSS; with font-display: swap they never held
// the first paint back, and the metric-matched fallback faces
// (fontFallbacks.mjs) keep the page still when they swap in.

import { isAppClientBuild } from './appBuild.mjs';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const STYLE_ID = 'font-faces';

/**
 * Splits a stylesheet into its @font-face rules and the rest.
 * @param {string} css
 * @returns {{ faces: string[], rest: string }}
 */
export function extractFontFaces(css) {
  const faces = css.match(FONT_FACE) ?? [];
  return { faces, rest: faces.length ? css.replace(FONT_FACE, '') : css };
}

/**
 * What a face is called in a page's font list: its family and weight
 * ("Nunito Sans 400"), or the family alone when the rule gives no weight
 * ("bootstrap-icons").
 * @param {string} face an @font-face rule
 */
export function fontFaceName(face) {
  const family = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/.exec(face);
  if (!family) throw new Error(`inlineFontFaces: no font-family in ${face}`);
  const weight = /font-weight:\s*([^;}]+)/.exec(face)?.[1].trim();
  const name = (family[1] ?? family[2] ?? family[3]).trim();
  return weight ? `${name} ${weight}` : name;
}

/** The woff2 file of a face, as its rule names it. @param {string} face */
const woff2Url = (face) => /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(face)?.[1];

/**
 * The preload links of the faces `names` (fontFaceName) among the inline
 * faces of `html`, at low priority. Throws when one of them is not there, so
 * a renamed or dropped face fails the build rather than a page.
 * @param {string} html a page with the inline faces
 * @param {readonly string[]} names
 */
export function fontPreloadTags(html, names) {
  const style = new RegExp(`<style id="${STYLE_ID}">([^<]*)</style>`).exec(html);
  const faces = new Map((style?.[1].match(FONT_FACE) ?? []).map((face) => [fontFaceName(face), face]));
  return names
    .map((name) => {
      const face = faces.get(name);
      const url = face && woff2Url(face);
      if (!url)
        throw new Error(`inlineFontFaces: no inline woff2 face "${name}" (faces: ${[...faces.keys()].join(', ')})`);
      return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}" fetchpriority="low">`;
    })
    .join('\n    ');
}

/**
 * Moves the @font-face rules of the stylesheets index.html links into a
 * `<style>` at the start of its head. Client builds only: the dev server and
 * Storybook keep them in the stylesheet.
 * @returns {import('vite').Plugin}
 */
export function inlineFontFaces() {
  let enabled = false;
  return {
    name: 'fleur:inline-font-faces',
    apply: 'build',
    configResolved(resolved) {
      enabled = isAppClientBuild(resolved);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!enabled || !context.bundle) return html;
        const faces = [];
        for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)) {
          const asset = context.bundle[file];
          if (asset?.type !== 'asset' || typeof asset.source !== 'string') continue;
          const split = extractFontFaces(asset.source);
          faces.push(...split.faces);
          asset.source = split.rest;
        }
        if (!faces.length) return html;
        return [{ tag: 'style', attrs: { id: STYLE_ID }, children: faces.join(''), injectTo: 'head' }];
      },
    },
  };
}
