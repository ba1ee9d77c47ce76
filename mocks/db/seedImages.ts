import { bytesToBase64 } from './base64';
import type { GalleryImageRow } from './types';

/**
 * The seed's gallery pictures are files (`public/mock-assets/gallery/*.jpg`),
 * not base64 inlined into the mock's JavaScript: a seed row stores the file's
 * site-relative path in `imageBase64`, and the first time a handler answers
 * that row with its picture the file is read and the row gets the file's
 * base64 (what the API returns and what a real backend stores). Rows created
 * or updated through the API always hold base64 from the start.
 *
 * How a file is read depends on the runtime: over HTTP from the page's origin
 * in the browser (the default), from `public/` on disk in Node (tests and the
 * HTTP mock server configure that through `configureBackend({ readAsset })`).
 */

/** Reads a site-relative asset (`/mock-assets/…`) and returns its bytes. */
export type AssetReader = (path: string) => Promise<Uint8Array>;

export const SEED_ASSET_PREFIX = '/mock-assets/';

/** True for a stored value that is a seed file's path rather than base64 (base64 has no '-' or '.'). */
export function isSeedAssetPath(value: string): boolean {
  return value.startsWith(SEED_ASSET_PREFIX);
}

async function fetchAsset(path: string): Promise<Uint8Array> {
  const url = new URL(path, globalThis.location?.href);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let readAsset: AssetReader = fetchAsset;
const cache = new Map<string, Promise<string>>();

export function setAssetReader(reader: AssetReader): void {
  readAsset = reader;
  cache.clear();
}

/** The base64 of a seed file, read once per runtime. */
export function seedAssetBase64(path: string): Promise<string> {
  let pending = cache.get(path);
  if (!pending) {
    pending = readAsset(path).then(bytesToBase64);
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/** Replaces the file paths of these rows by the files' base64 (in place, in parallel). */
export async function materializeSeedImages(rows: readonly GalleryImageRow[]): Promise<void> {
  await Promise.all(
    rows
      .filter((row) => isSeedAssetPath(row.imageBase64))
      .map(async (row) => {
        const path = row.imageBase64;
        const base64 = await seedAssetBase64(path);
        // Another request may have done it meanwhile, or the row been given a new picture.
        if (row.imageBase64 === path) row.imageBase64 = base64;
      }),
  );
}
