import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAppClientBuild } from './appBuild.mjs';

/**
 * The modules the app loads as it starts, each its own dynamic import (src/main.tsx, the routes of
 * src/app/routes/routes.tsx), in the order they claim what they share. Each becomes one chunk with the modules it
 * reaches by static imports that no earlier one reached.
 * - `always`: every page of the app loads it at start, so its chunk may also hold what code loaded later shares
 *   with it.
 * - otherwise (the public layout and pages, the build's snapshots, the in-browser mock) its chunk holds only the
 *   modules that nothing but what loads after it imports, so no other page loads it for a helper they share.
 *   `after`: dynamic imports the app makes only once this one has loaded, taken into its chunk. `shared`: the
 *   `always` chunk that takes the modules it shares with other pages (else the bundler's automatic chunks do);
 *   `sharedSmall`: only the app's own small modules (SMALL_MODULE) that import nothing but what is loaded at start
 *   or goes there too.
 * @type {readonly StartRoot[]}
 */
export const START_ROOTS = [
  { name: 'redux-toolkit', root: '@reduxjs/toolkit', always: true },
  { name: 'store', root: 'src/app/store.ts', always: true },
  { name: 'i18n', root: 'src/app/i18n/initI18n.ts', always: true },
  { name: 'startupTexts', root: 'src/app/i18n/startupTexts.ts', always: true },
  { name: 'appRoot', root: 'src/app/start/appRoot.tsx', always: true },
  { name: 'RootRoute', root: 'src/app/routes/RootRoute.tsx', always: true },
  // Its buttons, loader and transitions are the back office's too: small, in the chunk every page loads.
  { name: 'PublicLayout', root: 'src/app/layouts/PublicLayout.tsx', always: false, shared: 'RootRoute' },
  // The public pages' helpers they share with other pages (formats, states, images) are a few hundred bytes each.
  ...[
    'src/features/public-home/pages/HomePage.tsx',
    'src/features/order-wizard/pages/OrderWizardPage.tsx',
    'src/features/order-page/pages/OrderPage.tsx',
  ].map((root) => ({
    name: /** @type {string} */ (root.split('/').at(-1)).replace(/\.tsx$/, ''),
    root,
    always: false,
    shared: 'RootRoute',
    sharedSmall: true,
  })),
  { name: 'categorySnapshot', root: 'src/entities/catalogue/categorySnapshot.ts', always: false },
  { name: 'parametersSnapshot', root: 'src/entities/parameter/parametersSnapshot.ts', always: false },
  // The mock panel loads once the mock has started (src/main.tsx); the mock's OpenAPI document with it.
  {
    name: 'mockBackend',
    root: 'mocks/browser.ts',
    always: false,
    after: ['mocks/ui/MockPanel.tsx', 'mocks/runtime/loadOpenApi.routing.ts'],
  },
];

/**
 * @typedef {{ name: string, root: string, always: boolean, after?: readonly string[], shared?: string,
 *   sharedSmall?: boolean }} StartRoot
 */

/** The largest module (its source, in characters) a public page's shared helpers hand to an `always` chunk. */
export const SMALL_MODULE = 4000;

const ENTRY = 'src/main.tsx';

/**
 * @typedef {{ importedIds: readonly string[], dynamicallyImportedIds: readonly string[], importers: readonly string[],
 *   dynamicImporters: readonly string[], code?: string | null }} ModuleGraphInfo
 */

/**
 * Which chunk each module of the app's start goes to (START_ROOTS); absent: left to the bundler's automatic
 * chunks (the pages, the back office, what loads later). Another dynamic import's own module is never taken, but a
 * root's `after`: what imports it dynamically finds it in its own chunk.
 * @param {string} entryId
 * @param {(id: string) => ModuleGraphInfo | null} moduleInfo
 * @param {readonly (Omit<StartRoot, 'root'> & { id: string | null })[]} roots START_ROOTS with each root's module id
 * @returns {Map<string, string>} module id → chunk name
 */
export function assignStartChunks(entryId, moduleInfo, roots) {
  // the app's own modules: beside the entry (src/)
  const appDir = entryId.slice(0, entryId.lastIndexOf('/') + 1);
  /** @type {Map<string, string>} */
  const owner = new Map();
  const claimed = new Set();
  /**
   * What `from` (and the dynamic imports made only after it, `after`) reach by static imports that is not claimed
   * yet, stopping at another dynamic import's own module: that one, and what it reaches, stays out, so its chunk
   * never imports back from this one (a cycle, in which a chunk runs before the modules it needs).
   * @param {string} from @param {readonly string[]} after @returns {Set<string>}
   */
  const reach = (from, after = []) => {
    const ours = new Set([from, ...after]);
    /** @param {string[]} starts @param {(id: string) => boolean} stop */
    const walk = (starts, stop) => {
      const found = new Set();
      const stack = [...starts];
      while (stack.length) {
        const id = /** @type {string} */ (stack.pop());
        if (claimed.has(id) || found.has(id) || stop(id)) continue;
        found.add(id);
        for (const next of moduleInfo(id)?.importedIds ?? []) stack.push(next);
      }
      return found;
    };
    const ownChunks = new Set();
    const found = walk([from, ...after], (id) => {
      const own = !ours.has(id) && (moduleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      if (own) ownChunks.add(id);
      return own;
    });
    for (const own of ownChunks) for (const id of walk([own], (id) => ours.has(id))) found.delete(id);
    return found;
  };
  /**
   * What the app can load without loading `root` first: the entry's imports, static and dynamic, not through it
   * nor through what loads only after it.
   * @param {string} root @param {readonly string[]} after
   */
  const loadableWithout = (root, after) => {
    const seen = new Set([root, ...after]);
    const stack = [entryId];
    while (stack.length) {
      const id = /** @type {string} */ (stack.pop());
      if (seen.has(id)) continue;
      seen.add(id);
      const info = moduleInfo(id);
      for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) stack.push(next);
    }
    seen.delete(root);
    for (const id of after) seen.delete(id);
    return seen;
  };
  /**
   * The modules of `found` that something the app loads without `root` imports.
   * @param {string} root @param {readonly string[]} after @param {Set<string>} found
   */
  const importedOutside = (root, after, found) => {
    const elsewhere = loadableWithout(root, after);
    const outside = new Set();
    for (let changed = true; changed;) {
      changed = false;
      for (const id of found) {
        if (id === root || after.includes(id) || outside.has(id)) continue;
        const importers = moduleInfo(id)?.importers ?? [];
        if (importers.some((importer) => (outside.has(importer) || !found.has(importer)) && elsewhere.has(importer))) {
          outside.add(id);
          changed = true;
        }
      }
    }
    return outside;
  };
  /** what every page loads at start: the entry's modules and the `always` chunks' */
  const atStart = new Set();
  /**
   * The modules of `outside` small enough to go to an `always` chunk, whose imports are all loaded at start or go
   * there too.
   * @param {Set<string>} outside
   */
  const smallAtStart = (outside) => {
    const small = new Set(
      [...outside].filter(
        (id) =>
          id.startsWith(appDir) &&
          !id.includes('/node_modules/') &&
          (moduleInfo(id)?.code?.length ?? Infinity) <= SMALL_MODULE,
      ),
    );
    for (let changed = true; changed;) {
      changed = false;
      for (const id of small) {
        if ((moduleInfo(id)?.importedIds ?? []).some((next) => !atStart.has(next) && !small.has(next))) {
          small.delete(id);
          changed = true;
        }
      }
    }
    return small;
  };
  for (const id of reach(entryId)) {
    claimed.add(id);
    atStart.add(id);
  }
  for (const { name, id, always, after = [], shared, sharedSmall } of roots) {
    if (!id) continue;
    const found = reach(id, after);
    const outside = always ? new Set() : importedOutside(id, after, found);
    const toShared = !shared ? new Set() : sharedSmall ? smallAtStart(outside) : outside;
    for (const module of found) {
      if (outside.has(module) && !toShared.has(module)) continue;
      claimed.add(module);
      owner.set(module, toShared.has(module) ? /** @type {string} */ (shared) : name);
      if (always || toShared.has(module)) atStart.add(module);
    }
  }
  return owner;
}

/**
 * Merges the app's start into a chunk per start module (START_ROOTS) instead of the bundler's one chunk per set
 * of importers: the public pages loaded some 60 files of a few hundred bytes to a few kilobytes, each compressed
 * on its own and each a request of its own. A chunk still loads and runs when its dynamic import does, so the
 * start's tasks stay as they were. Only the app's client build (not the prerender's server build, not
 * Storybook's).
 * @returns {import('vite').Plugin}
 */
export function startChunks() {
  let enabled = false;
  let root = process.cwd();
  let outDir = 'dist';
  /** @type {Map<string, string>} root's path from the project → its chunk's file */
  const rootFiles = new Map();
  return {
    name: 'fleur:start-chunks',
    apply: 'build',
    configResolved(resolved) {
      enabled = isAppClientBuild(resolved);
      root = resolved.root;
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    outputOptions(options) {
      if (!enabled) return null;
      /** @type {Map<string, string> | null} */
      let owner = null;
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name(moduleId, ctx) {
                if (!owner) {
                  const entryId = path.resolve(root, ENTRY);
                  const dynamic = ctx.getModuleInfo(entryId)?.dynamicallyImportedIds ?? [];
                  const roots = START_ROOTS.map(({ root: rootPath, after = [], ...rest }) => ({
                    ...rest,
                    after: after.map((module) => path.resolve(root, module)),
                    id:
                      rootPath.startsWith('src/') || rootPath.startsWith('mocks/')
                        ? path.resolve(root, rootPath)
                        : (dynamic.find((id) => id.includes(`/node_modules/${rootPath}/`)) ?? null),
                  }));
                  owner = assignStartChunks(entryId, (id) => ctx.getModuleInfo(id), roots);
                }
                return owner.get(moduleId) ?? null;
              },
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      rootFiles.clear();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const { root: rootPath } of START_ROOTS) {
          if (rootPath.startsWith('src/') || rootPath.startsWith('mocks/')) {
            if (file.moduleIds.includes(path.resolve(root, rootPath))) rootFiles.set(rootPath, file.fileName);
          }
        }
      }
    },
    // A chunk made of a group has no module of its own in Vite's manifest: its key is `_<file>`, and what imports
    // it names that key. The start's chunks are keyed by their root module's path instead, as for any dynamic
    // import, so the prerender (scripts/vite/prerender.mjs) and the run's service worker (runWorker.mjs) find
    // them by module.
    writeBundle() {
      if (!enabled) return;
      const manifestPath = path.join(outDir, '.vite', 'manifest.json');
      /** @type {Record<string, import('vite').ManifestChunk>} */
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      /** @type {Map<string, string>} */
      const renamed = new Map();
      for (const [rootPath, file] of rootFiles) {
        const keys = Object.keys(manifest).filter((key) => manifest[key].file === file);
        if (!keys.length) continue;
        /** @param {'imports' | 'dynamicImports' | 'css' | 'assets'} field */
        const all = (field) => [...new Set(keys.flatMap((key) => manifest[key][field] ?? []))];
        const chunk = { ...manifest[keys[0]], src: rootPath, isDynamicEntry: true };
        for (const field of /** @type {const} */ (['imports', 'dynamicImports', 'css', 'assets'])) {
          const list = all(field);
          if (list.length) chunk[field] = list;
        }
        for (const key of keys) {
          delete manifest[key];
          renamed.set(key, rootPath);
        }
        manifest[rootPath] = chunk;
      }
      /** @param {string} self @param {string[] | undefined} keys */
      const rename = (self, keys) => [
        ...new Set((keys ?? []).map((key) => renamed.get(key) ?? key).filter((key) => key !== self)),
      ];
      for (const [key, chunk] of Object.entries(manifest)) {
        if (chunk.imports) chunk.imports = rename(key, chunk.imports);
        if (chunk.dynamicImports) chunk.dynamicImports = rename(key, chunk.dynamicImports);
      }
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
