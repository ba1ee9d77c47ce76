import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Serves `public/mock-assets/**` at `/mock-assets/…` (the seed's category and product pictures). */

export const ASSETS_ROOT = fileURLToPath(new URL('../../public/mock-assets/', import.meta.url));
export const ASSETS_PREFIX = '/mock-assets/';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The asset for `pathname`, or null when it is not one (or escapes the folder). */
export async function readMockAsset(pathname: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!pathname.startsWith(ASSETS_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(ASSETS_PREFIX.length));
  } catch {
    return null;
  }
  const file = path.resolve(ASSETS_ROOT, relative);
  if (!file.startsWith(path.resolve(ASSETS_ROOT) + path.sep)) return null;
  try {
    if (!(await stat(file)).isFile()) return null;
    return {
      body: await readFile(file),
      contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    };
  } catch {
    return null;
  }
}

/** The bytes of a `/mock-assets/…` file, for the seed's pictures (configureBackend's `readAsset`). */
export async function readMockAssetBytes(pathname: string): Promise<Uint8Array> {
  const asset = await readMockAsset(pathname);
  if (!asset) throw new Error(`${pathname}: no such file under public/mock-assets`);
  return asset.body;
}
