import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { regionsFailing, REGION_FILES } from '@/test/regionHandlers';
import { mockServer } from '@mocks/node';
import { loadRegions, regionEntry, regionFile, regionFileUrl } from './regionLoader';

/** Counts the region files fetched (passing each request on to the real data). */
function countRequests() {
  const files: string[] = [];
  mockServer.use(
    http.get(REGION_FILES, ({ request }) => {
      files.push(REGION_FILES.exec(new URL(request.url).pathname)?.[1] ?? '');
      return undefined;
    }),
  );
  return files;
}

describe('region files', () => {
  it('are named by level and parent code, under assets/regions/<version>/ of the base URL', () => {
    expect(regionFile('provinces')).toBe('provinces.json');
    expect(regionFile('regencies', '31')).toBe('regencies/31.json');
    expect(regionFile('villages', '31.74.01')).toBe('villages/31.74.01.json');
    expect(regionFileUrl('provinces.json')).toMatch(
      new RegExp(`^${window.location.origin}/assets/regions/[0-9a-f]{10}/provinces\\.json$`),
    );
  });

  it('refuse a missing or malformed parent code', () => {
    expect(() => regionFile('districts')).toThrow(/parent of districts/);
    expect(() => regionFile('districts', '../31')).toThrow(/parent of districts/);
  });
});

describe('loadRegions', () => {
  it('gives the real lists, sorted by name, with codes', async () => {
    const provinces = await loadRegions('provinces');
    expect(provinces).toHaveLength(38);
    expect(provinces).toContainEqual({ code: '31', name: 'DKI JAKARTA' });
    const names = provinces.map((region) => region.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));

    const districts = await loadRegions('districts', '31.74');
    expect(districts.map((region) => region.name)).toContain('Kebayoran Baru');
    const villages = await loadRegions('villages', '31.74.07');
    expect(villages.map((region) => region.name)).toContain('Gunung');
  });

  it('fetches each file once, however many ask for it at once or later', async () => {
    const fetched = countRequests();
    const [first, second] = await Promise.all([loadRegions('regencies', '31'), loadRegions('regencies', '31')]);
    const third = await loadRegions('regencies', '31');
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(fetched).toEqual(['regencies/31.json']);
  });

  it('surfaces a failure, keeps it out of the cache, and fetches again when asked again', async () => {
    mockServer.use(regionsFailing({ status: 503, once: true }));
    await expect(loadRegions('regencies', '32')).rejects.toThrow(/regencies\/32\.json: HTTP 503/);
    expect(regionEntry('regencies/32.json')).toMatchObject({ status: 'error' });

    const regencies = await loadRegions('regencies', '32');
    expect(regencies.map((region) => region.name)).toContain('KOTA DEPOK');
    expect(regionEntry('regencies/32.json')).toMatchObject({ status: 'ready' });
  });

  it('refuses an answer that is not a list of regions', async () => {
    mockServer.use(http.get(REGION_FILES, () => Response.json({ code: '31' })));
    await expect(loadRegions('provinces')).rejects.toThrow(/not a list of regions/);
  });

  it('answers 404 for a parent the dataset does not have', async () => {
    await expect(loadRegions('districts', '99.99')).rejects.toThrow(/HTTP 404/);
  });

  it('lets a caller stop waiting without cancelling the shared fetch', async () => {
    const controller = new AbortController();
    const waiting = loadRegions('regencies', '36', { signal: controller.signal });
    const other = loadRegions('regencies', '36');
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect((await other).map((region) => region.name)).toContain('KOTA TANGERANG SELATAN');
  });
});
