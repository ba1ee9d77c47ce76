// Indonesia's administrative areas (idn-area-data: provinsi, kabupaten/kota,
// kecamatan, desa/kelurahan) as small static JSON files, one per parent:
//
//   assets/regions/<version>/provinces.json
//   assets/regions/<version>/regencies/<provinceCode>.json
//   assets/regions/<version>/districts/<regencyCode>.json
//   assets/regions/<version>/villages/<districtCode>.json
//
// Each file is `[{ "code": "31.74", "name": "KOTA ADMINISTRASI JAKARTA SELATAN" }, …]`,
// names as the dataset writes them, sorted by name. <version> is a hash of the
// files' contents, so the long-lived caching of /assets/ (scripts/serve-dist.mjs)
// never serves an old list. The dev server (and Storybook's) answers the files
// from memory; the build writes them beside its output (the app's and
// Storybook's, not the prerender's server build). Nothing of the dataset enters a chunk: the build
// refuses to bundle `idn-area-data`.
//
// `import { regionDataDir } from 'virtual:region-data'` gives the files' folder,
// relative to the base URL. `virtual:region-data/source` (dev server and
// Vitest only) reads a file in Node, from a copy written once under Vite's
// cache folder: src/test/regionDataServer.ts serves it to jsdom tests through MSW.
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const REGION_MODULE = 'virtual:region-data';
export const REGION_SOURCE_MODULE = 'virtual:region-data/source';
const DATASET = 'idn-area-data';
const RESOLVED = `\0${REGION_MODULE}`;
const RESOLVED_SOURCE = `\0${REGION_SOURCE_MODULE}`;
const URL_PATH = /(?:^|\/)assets\/regions\/([^/]+)\/([a-z]+(?:\/[0-9.]+)?\.json)$/;

const byName = (a, b) => a.name.localeCompare(b.name, 'id') || a.code.localeCompare(b.code);

/** Rows grouped by their parent's code, each group as `{ code, name }` sorted by name. */
function groupByParent(rows, parentKey) {
  const groups = new Map();
  for (const row of rows) {
    const group = groups.get(row[parentKey]) ?? [];
    group.push({ code: row.code, name: row.name });
    groups.set(row[parentKey], group);
  }
  return groups;
}

/**
 * The region files from the dataset: `files` maps a path such as
 * `districts/31.74.json` to its JSON text; `version` hashes them all.
 * @returns {Promise<{ version: string, files: Map<string, string> }>}
 */
export async function buildRegionFiles() {
  const { getProvinces, getRegencies, getDistricts, getVillages } = await import(DATASET);
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  const files = new Map([['provinces.json', provinces.map(({ code, name }) => ({ code, name }))]]);
  for (const [folder, rows, parentKey] of [
    ['regencies', regencies, 'province_code'],
    ['districts', districts, 'regency_code'],
    ['villages', villages, 'district_code'],
  ]) {
    for (const [parent, group] of groupByParent(rows, parentKey)) files.set(`${folder}/${parent}.json`, group);
  }
  const hash = createHash('sha256');
  const texts = new Map();
  for (const [file, regions] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const text = JSON.stringify(regions.sort(byName));
    texts.set(file, text);
    hash.update(file).update('\0').update(text).update('\0');
  }
  return { version: hash.digest('hex').slice(0, 10), files: texts };
}

/** @type {ReturnType<typeof buildRegionFiles> | undefined} */
let built;
/** The region files, read from the dataset once per process. */
export function regionFiles() {
  built ??= buildRegionFiles();
  return built;
}

/** A region file's path: `provinces.json` or `<level>/<code>.json`. */
export const REGION_FILE = /^(?:provinces|(?:regencies|districts|villages)\/[0-9.]+)\.json$/;

/**
 * Writes the region files under `cacheDir`/region-data/<version>/ unless they
 * are there (written to a fresh folder, then renamed: parallel runs never see
 * half a copy); returns that folder.
 * @param {string} cacheDir
 */
export async function writeRegionCache(cacheDir) {
  const { version, files } = await regionFiles();
  const dir = path.join(cacheDir, 'region-data', version);
  if (
    await stat(dir).then(
      () => true,
      () => false,
    )
  )
    return dir;
  const partial = `${dir}.${process.pid}.${Date.now()}`;
  for (const folder of ['regencies', 'districts', 'villages'])
    await mkdir(path.join(partial, folder), { recursive: true });
  await Promise.all([...files].map(([file, text]) => writeFile(path.join(partial, file), text)));
  await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
  return dir;
}

/** @returns {import('vite').Plugin} */
export function regionData() {
  let command = 'serve';
  let emit = false;
  let cacheDir = '';
  return {
    name: 'fleur:region-data',
    configResolved(config) {
      command = config.command;
      emit = config.command === 'build' && !config.build.ssr;
      cacheDir = config.cacheDir;
    },
    resolveId(id) {
      if (id === REGION_MODULE) return RESOLVED;
      if (id === REGION_SOURCE_MODULE) return RESOLVED_SOURCE;
      if (command === 'build' && (id === DATASET || id.startsWith(`${DATASET}/`))) {
        this.error(
          `${DATASET} is build-time data: load regions through src/entities/region (files under assets/regions/), never bundle it.`,
        );
      }
      return null;
    },
    async load(id) {
      if (id === RESOLVED) {
        const { version } = await regionFiles();
        return `export const regionDataDir = ${JSON.stringify(`assets/regions/${version}/`)};\n`;
      }
      if (id === RESOLVED_SOURCE) {
        if (command === 'build')
          this.error(`${REGION_MODULE}/source reads the dataset in Node: tests and the dev server only.`);
        const dir = await writeRegionCache(cacheDir);
        return [
          `import { readFile } from 'node:fs/promises';`,
          `const dir = ${JSON.stringify(dir)};`,
          `const file = ${REGION_FILE};`,
          `export const readRegionFile = (name) => (file.test(name) ? readFile(dir + '/' + name, 'utf8').catch(() => null) : Promise.resolve(null));`,
          '',
        ].join('\n');
      }
      return null;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const match = URL_PATH.exec((req.url ?? '').split('?')[0]);
        if (!match) return next();
        try {
          const { version, files } = await regionFiles();
          const text = match[1] === version ? files.get(match[2]) : undefined;
          if (text === undefined) {
            res.statusCode = 404;
            res.end();
            return;
          }
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(text);
        } catch (error) {
          next(error);
        }
      });
    },
    // Written beside the bundle rather than emitted through it: the build's report would list each of the thousands of
    // files.
    async writeBundle(output) {
      if (!emit || !output.dir) return;
      const { version, files } = await regionFiles();
      const dir = path.join(output.dir, 'assets', 'regions', version);
      for (const folder of ['regencies', 'districts', 'villages'])
        await mkdir(path.join(dir, folder), { recursive: true });
      let largest = 0;
      let total = 0;
      await Promise.all(
        [...files].map(([file, text]) => {
          const bytes = Buffer.byteLength(text);
          largest = Math.max(largest, bytes);
          total += bytes;
          return writeFile(path.join(dir, file), text);
        }),
      );
      this.info?.(
        `${files.size} region files in assets/regions/${version}/, ${(total / 1024).toFixed(0)} kB in all, the largest ${(largest / 1024).toFixed(1)} kB`,
      );
    },
  };
}
