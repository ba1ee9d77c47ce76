import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';
import { loadCategorySnapshot } from './categorySnapshot.mjs';
import { applyDeferredStylesInOrder } from './deferredStyles.mjs';
import { fontPreloadTags } from './inlineFontFaces.mjs';
import { loadParametersSnapshot } from './parametersSnapshot.mjs';
import { startScript } from './startScript.mjs';

/**
 * Prerenders the public pages and the login page after the client build
 * (docs/performance.md#prerendered-pages): a server build of
 * src/app/prerender/serverEntry.ts renders each page with react-dom/server and
 * React Router's static handler (the router's documented SSR API); its markup
 * goes into a copy of index.html at `<path>/index.html`, with the page's head
 * tags and its route chunks' stylesheets linked (a page with a route
 * parameter, as a shell: prerenderedPages.ts). Then the CSS the page's markup
 * uses is inlined (beasties), the stylesheets load without blocking the first
 * paint and the app's script starts after the first paint (startScript.mjs). index.html itself
 * stays the app shell (SPA fallback for the back office), marked noindex.
 * robots.txt and sitemap.xml get the site's origin (VITE_SITE_URL). With
 * PRERENDER_API_BASE_URL, the home and order pages show the categories read from that
 * backend, with thumbnails made of their pictures (categorySnapshot.mjs), and
 * the public pages its general parameters (parametersSnapshot.mjs).
 */

/**
 * @typedef {import('../../src/app/prerender/prerenderedPages').PrerenderedPageSpec} PageSpec
 * @typedef {typeof import('../../src/app/prerender/serverEntry')} ServerEntry
 * @typedef {import('vite').Manifest} Manifest
 */

const SERVER_ENTRY = 'src/app/prerender/serverEntry.ts';
const DEFAULT_ORIGIN = 'https://fleurflorist.id';
const HEAD_START = '<!--page-head-->';
const HEAD_END = '<!--/page-head-->';

/** @returns {Promise<ServerEntry>} */
async function buildServerEntry(root, outDir) {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    // Bundle the dependencies too: Node cannot import some of them as published
    // (directory imports such as react-bootstrap/ToastContainer).
    ssr: { noExternal: true },
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'server-entry.mjs' } },
    },
  });
  return import(pathToFileURL(path.join(outDir, 'server-entry.mjs')).href);
}

/**
 * The chunks of `moduleIds` and of everything they statically import, each
 * once, in import order (a chunk before its imports).
 * @param {Manifest} manifest
 * @param {string[]} moduleIds
 * @returns {import('vite').ManifestChunk[]}
 */
function chunkClosure(manifest, moduleIds) {
  const seen = new Set();
  /** @type {import('vite').ManifestChunk[]} */
  const chunks = [];
  /** @param {string} moduleId */
  const visit = (moduleId) => {
    const chunk = manifest[moduleId];
    if (!chunk)
      throw new Error(
        `prerender: ${moduleId} is not a chunk of the client build (update src/app/prerender/prerenderedPages.ts)`,
      );
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  moduleIds.forEach(visit);
  return chunks;
}

/**
 * The scripts the page's start needs besides the entry: the entry's static
 * imports, then the startup and route chunks with theirs, in that order.
 * @param {Manifest} manifest
 * @param {string[]} modules
 * @returns {string[]} files, without the entry's own
 */
function startupScripts(manifest, modules) {
  const entry = Object.keys(manifest).find((moduleId) => manifest[moduleId].isEntry);
  if (!entry) throw new Error('prerender: the client build has no entry chunk');
  return chunkClosure(manifest, [entry, ...modules])
    .filter((chunk) => !chunk.isEntry)
    .map((chunk) => chunk.file);
}

/**
 * The stylesheets of the page's route chunks (the scripts load later: startScript.mjs).
 * @param {Manifest} manifest
 * @param {string[]} modules source modules whose chunks the page loads at start
 * @param {Set<string>} inShell files index.html links already
 */
function routeStylesheetTags(manifest, modules, inShell) {
  const css = new Set(chunkClosure(manifest, modules).flatMap((chunk) => chunk.css ?? []));
  return [...css]
    .filter((file) => !inShell.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}

/**
 * Translation files the page needs beyond the bundled ones, fetched in parallel with the scripts: preloaded by the
 * page.
 * @param {string[]} namespaces
 * @param {readonly string[]} bundled
 * @returns {string[]} their URLs
 */
function translationFiles(namespaces, bundled) {
  return namespaces
    .filter((namespace) => !bundled.includes(namespace))
    .map((namespace) => `/assets/i18n/id/${namespace}.json`);
}

/** @param {string[]} files */
const translationPreloads = (files) =>
  files.map((file) => `<link rel="preload" as="fetch" crossorigin href="${file}">`).join('\n    ');

/**
 * Replaces the entry's script tag and Vite's module preloads with the inline start script (startScript.mjs).
 * @param {string} html
 * @param {string[]} preloads the chunks besides the entry
 */
function inlineStartScript(html, preloads) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const start = startScript({ entry: entry[1], preloads: preloads.map((file) => `/${file}`) });
  return html
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', `  <script>${start}</script>\n  </body>`);
}

/** @param {string} value an attribute value from data (a picture's URL) */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** @param {string} template @param {string} head */
function replaceHead(template, head) {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start) throw new Error(`prerender: index.html has no ${HEAD_START}…${HEAD_END} block`);
  return `${template.slice(0, start)}${head}${template.slice(end + HEAD_END.length)}`;
}

/** @param {{ root: string, outDir: string, logger: import('vite').Logger }} options */
export async function prerender({ root, outDir, logger }) {
  const serverDir = path.join(root, 'node_modules', '.cache', 'fleur-prerender');
  const entry = await buildServerEntry(root, serverDir);
  /** @type {Manifest} */
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const shellFile = path.join(outDir, 'index.html');
  const template = await readFile(shellFile, 'utf8');
  const inShell = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));
  // The rules the prerendered markup uses go inline; the stylesheets then load
  // without blocking the first paint (media="print", switched to "all" from the last one back as they load:
  // deferredStyles.mjs).
  const categories = await loadCategorySnapshot({
    apiBaseUrl: process.env.PRERENDER_API_BASE_URL,
    outDir,
    widths: entry.THUMBNAIL_WIDTHS,
    resolveImage: entry.catalogueImageSrc,
    thumbnailSrcSet: entry.thumbnailSrcSet,
    logger,
  });
  const parameters = await loadParametersSnapshot({
    apiBaseUrl: process.env.PRERENDER_API_BASE_URL,
    logger,
    isSnapshot: entry.isParametersSnapshot,
  });
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });

  for (const page of entry.PRERENDERED_PAGES) {
    const rendered = await entry.renderPage(page.path, {
      categories: page.categorySnapshot ? categories : undefined,
      parameters: page.parametersSnapshot ? parameters : undefined,
      renderAt: page.renderAt,
      query: page.query,
    });
    const lcp = page.lcpImage
      ? `<link rel="preload" as="image" type="${page.lcpImage.type}" imagesrcset="${page.lcpImage.srcset}" imagesizes="${page.lcpImage.sizes}" fetchpriority="high">`
      : rendered.lcpImage
        ? `<link rel="preload" as="image" href="${escapeAttribute(rendered.lcpImage.href)}" imagesrcset="${escapeAttribute(rendered.lcpImage.srcset)}" imagesizes="${rendered.lcpImage.sizes}" fetchpriority="high">`
        : '';
    const translations = translationFiles(rendered.namespaces, entry.STARTUP_NAMESPACES);
    const extra = [
      lcp,
      fontPreloadTags(template, page.fonts),
      routeStylesheetTags(manifest, [...entry.STARTUP_MODULES, ...page.routeModules], inShell),
      translationPreloads(translations),
    ]
      .filter(Boolean)
      .join('\n    ');
    const pageHtml = replaceHead(template, rendered.head)
      .replace('</head>', `  ${extra}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>\n    ${rendered.data}`);
    const snapshotModules = [
      ...(page.categorySnapshot && categories ? [entry.CATEGORY_SNAPSHOT_MODULE] : []),
      ...(page.parametersSnapshot && parameters ? [entry.PARAMETERS_SNAPSHOT_MODULE] : []),
    ];
    const preloads = startupScripts(manifest, [...entry.STARTUP_MODULES, ...page.routeModules, ...snapshotModules]);
    const html = inlineStartScript(applyDeferredStylesInOrder(await beasties.process(pageHtml)), preloads);
    const file = path.join(outDir, entry.prerenderedFilePath(page.path), 'index.html');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    logger.info(`[prerender] ${page.path} → ${path.relative(root, file)} (${(html.length / 1024).toFixed(1)} kB)`);
  }

  // The shell serves every other route (back office, 404): not for search engines.
  await writeFile(
    shellFile,
    template.replace(HEAD_START, `${HEAD_START}\n    <meta name="robots" content="noindex, nofollow" />`),
  );
  // public/robots.txt and sitemap.xml are written for the default origin.
  for (const name of ['robots.txt', 'sitemap.xml']) {
    const file = path.join(outDir, name);
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll(DEFAULT_ORIGIN, entry.SITE_URL));
  }
  await rm(serverDir, { recursive: true, force: true });
}
