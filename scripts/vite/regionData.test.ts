import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGION_FILE, regionData, regionFiles, writeRegionCache } from './regionData.mjs';

type Region = { code: string; name: string };
const list = (text: string | undefined) => JSON.parse(text ?? 'null') as Region[];

/** The plugin's hooks as plain functions (the plugin writes them so). */
type Hooks = Record<'configResolved' | 'resolveId' | 'load', (this: unknown, ...args: unknown[]) => unknown>;

/** The plugin after Vite resolved a config for `command`. */
function pluginFor(command: 'build' | 'serve', cacheDir = tmpdir()) {
  const plugin = regionData() as unknown as Hooks;
  plugin.configResolved({ command, build: { ssr: false }, cacheDir });
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return {
    resolve: (id: string) => plugin.resolveId.call(context, id),
    load: (id: string) => plugin.load.call(context, id) as Promise<string | null>,
  };
}

describe('the region files', () => {
  it('hold every level, one file per parent, codes nested in their parent', async () => {
    const { files, version } = await regionFiles();
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    const provinces = list(files.get('provinces.json'));
    expect(provinces).toHaveLength(38);
    for (const province of provinces) {
      const regencies = list(files.get(`regencies/${province.code}.json`));
      expect(regencies.length).toBeGreaterThan(0);
      for (const regency of regencies) expect(regency.code.startsWith(`${province.code}.`)).toBe(true);
    }
    expect(list(files.get('districts/31.74.json')).map((region) => region.name)).toContain('Kebayoran Baru');
    expect(list(files.get('villages/31.74.07.json')).every((region) => region.code.startsWith('31.74.07.'))).toBe(true);
    expect([...files.keys()].every((file) => REGION_FILE.test(file))).toBe(true);
  });

  it('are sorted by name and carry only code and name', async () => {
    const { files } = await regionFiles();
    for (const file of ['provinces.json', 'regencies/32.json', 'districts/32.76.json', 'villages/32.76.06.json']) {
      const regions = list(files.get(file));
      const names = regions.map((region) => region.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
      for (const region of regions) expect(Object.keys(region)).toEqual(['code', 'name']);
    }
  });

  it('are copied once into the cache folder tests read', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'region-cache-'));
    try {
      const dir = await writeRegionCache(cacheDir);
      expect(await writeRegionCache(cacheDir)).toBe(dir);
      const { files } = await regionFiles();
      expect(await readFile(path.join(dir, 'regencies/31.json'), 'utf8')).toBe(files.get('regencies/31.json'));
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('the region-data plugin', () => {
  it('never lets the build bundle the dataset', () => {
    const build = pluginFor('build');
    expect(() => build.resolve('idn-area-data')).toThrow(/build-time data/);
    expect(() => build.resolve('idn-area-data/data/villages.csv')).toThrow(/build-time data/);
    expect(pluginFor('serve').resolve('idn-area-data')).toBeNull();
  });

  it('gives the app the folder of the files, named by their hash', async () => {
    const { version } = await regionFiles();
    const build = pluginFor('build');
    const id = build.resolve('virtual:region-data') as string;
    expect(await build.load(id)).toContain(`export const regionDataDir = "assets/regions/${version}/";`);
  });

  it('offers the Node reader to tests and the dev server only', async () => {
    const build = pluginFor('build');
    await expect(build.load(build.resolve('virtual:region-data/source') as string)).rejects.toThrow(
      /tests and the dev server only/,
    );
  });
});
