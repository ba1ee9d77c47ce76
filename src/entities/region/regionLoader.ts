/**
 * Indonesia's administrative areas for address entry: provinsi → kabupaten/kota → kecamatan →
 * desa/kelurahan, from idn-area-data (the official codes and names of the Ministry of Home Affairs'
 * regulation, kept up to date by its maintainers; the data is under the Open Database License,
 * node_modules/idn-area-data/data/LICENSE.md).
 *
 * The dataset never enters a JavaScript chunk. The Vite plugin scripts/vite/regionData.mjs turns it
 * into one small JSON file per parent — `assets/regions/<version>/provinces.json`,
 * `regencies/<provinceCode>.json`, `districts/<regencyCode>.json`, `villages/<districtCode>.json`,
 * each `[{ code, name }]` sorted by name — served by the dev server and emitted by the build; a
 * screen fetches only the lists its visitor opens.
 *
 * - `loadRegions(level, parentCode)` (here): one fetch per file, shared and kept for the page's life;
 *   a failure is not kept, so asking again fetches again.
 * - `useProvinces()`, `useRegencies(provinceCode)`, `useDistricts(regencyCode)`,
 *   `useVillages(districtCode)` (useRegions.ts): `{ status, regions, error, retry }` for a cascade of
 *   selects.
 * - `regionDisplayName(name)` (model/regionName.ts): the dataset's capitals as people write them
 *   ('KOTA ADMINISTRASI JAKARTA SELATAN' → 'Kota Administrasi Jakarta Selatan'); show and send that.
 *   `findRegionByName(regions, name)` finds a saved name's region (and code) again.
 *
 * Tests: src/test/setupDom.ts serves the real files to jsdom through MSW (src/test/regionDataServer.ts);
 * src/test/regionHandlers.ts has handlers for failing and never-answering lists (tests and stories).
 */
import { regionDataDir } from 'virtual:region-data';
import type { Region, RegionLevel } from './model/region';

/** Whether `code` is shaped like a region code ("31", "31.74", "31.74.07", "31.74.07.1001"). */
export function isRegionCode(code: string): boolean {
  return /^\d+(\.\d+){0,3}$/.test(code);
}

/** The file of a level's list: `provinces.json`, or `<level>/<parentCode>.json`. */
export function regionFile(level: RegionLevel, parentCode?: string): string {
  if (level === 'provinces') return 'provinces.json';
  if (!parentCode || !isRegionCode(parentCode))
    throw new Error(`regions: "${parentCode ?? ''}" is not the code of a parent of ${level}`);
  return `${level}/${parentCode}.json`;
}

/** The absolute URL of a region file, under the app's base URL (as the translations are). */
export function regionFileUrl(file: string): string {
  return new URL(`${import.meta.env.BASE_URL}${regionDataDir}${file}`, globalThis.location?.href).href;
}

/** Where one file stands. */
export type RegionEntry =
  { status: 'loading' } | { status: 'ready'; regions: readonly Region[] } | { status: 'error'; error: Error };

const entries = new Map<string, RegionEntry>();
const requests = new Map<string, Promise<readonly Region[]>>();
const listeners = new Set<() => void>();

function setEntry(file: string, entry: RegionEntry) {
  entries.set(file, entry);
  listeners.forEach((listener) => listener());
}

function isRegionList(value: unknown): value is Region[] {
  return (
    Array.isArray(value) && value.every((item) => typeof item?.code === 'string' && typeof item?.name === 'string')
  );
}

async function fetchRegions(file: string): Promise<readonly Region[]> {
  const url = regionFileUrl(file);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRegionList(body)) throw new Error(`${url}: not a list of regions`);
  return body.map(({ code, name }) => ({ code, name }));
}

/** Fetches a file unless it is loaded or on its way; the store follows. */
function request(file: string): Promise<readonly Region[]> {
  const pending = requests.get(file);
  if (pending) return pending;
  const loading = fetchRegions(file).then(
    (regions) => {
      setEntry(file, { status: 'ready', regions });
      return regions;
    },
    (cause: unknown) => {
      requests.delete(file);
      const error = cause instanceof Error ? cause : new Error(String(cause));
      setEntry(file, { status: 'error', error });
      throw error;
    },
  );
  requests.set(file, loading);
  setEntry(file, { status: 'loading' });
  return loading;
}

/**
 * The regions of a level (of one parent), fetched once and shared. `signal` lets a caller stop
 * waiting (the promise rejects with the signal's reason); the fetch itself goes on for the others.
 */
export function loadRegions(
  level: RegionLevel,
  parentCode?: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<readonly Region[]> {
  const loading = request(regionFile(level, parentCode));
  if (!signal) return loading;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    loading.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Starts loading a file that is neither loaded nor loading (an earlier failure is tried again). */
export function ensureRegionFile(file: string): void {
  if (entries.get(file)?.status === 'ready' || requests.has(file)) return;
  request(file).catch(() => undefined /* kept as the file's entry */);
}

/** Where a file stands, undefined before it is first asked for. */
export function regionEntry(file: string): RegionEntry | undefined {
  return entries.get(file);
}

/** Calls `listener` whenever a file's entry changes; returns the unsubscribe. */
export function subscribeToRegions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every file (tests). */
export function clearRegionCache(): void {
  entries.clear();
  requests.clear();
  listeners.forEach((listener) => listener());
}
