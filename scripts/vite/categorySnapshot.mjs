import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The category snapshot of the prerendered order page (what it is for:
 * src/entities/catalogue/categorySnapshot.ts). With
 * `PRERENDER_API_BASE_URL` set (the shop API the build should read, e.g. the
 * production backend in the deploy pipeline), the build fetches the
 * categories and makes a small WebP (4:3) of each picture into
 * `assets/catalogue/`. Without it, or when the backend cannot be read, the
 * page prerenders its loading skeletons as before: the build never fails on
 * the backend.
 */

/**
 * The most category JSON the page carries (its data element): pictures stored inline as data URLs would make the
 * HTML heavier than the picture it saves.
 */
const MAX_SNAPSHOT_BYTES = 64 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * @param {{ apiBaseUrl: string | undefined, outDir: string, width: number, resolveImage: (imageUrl: string | null |
 * undefined) => string | undefined, logger: import('vite').Logger }} options `width`: the app's THUMBNAIL_WIDTH
 * (src/lib/images/imageThumbnails.ts, through the server entry); 4:3
 * @returns {Promise<import('../../src/entities/catalogue/categorySnapshot').CategorySnapshot | undefined>}
 */
export async function loadCategorySnapshot({ apiBaseUrl, outDir, width, resolveImage, logger }) {
  if (!apiBaseUrl) return undefined;
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/api/FlowerCategory`;
  let categories;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_SNAPSHOT_BYTES)
      throw new Error(`${(text.length / 1024).toFixed(0)} kB of categories is more than the page should carry`);
    categories = JSON.parse(text);
    if (!Array.isArray(categories) || categories.length === 0) throw new Error('no categories');
  } catch (error) {
    logger.warn(
      `[prerender] categories not read from ${url} (${error instanceof Error ? error.message : error}): the order page prerenders its loading state`,
    );
    return undefined;
  }

  const dir = path.join(outDir, 'assets', 'catalogue');
  await mkdir(dir, { recursive: true });
  /** @type {Record<string, string>} */
  const thumbnails = {};
  for (const category of categories) {
    const source = resolveImage(category.imageUrl);
    // Only pictures on the web: the image policy's other answers (our own assets, inline data) are no slower than a
    // thumbnail.
    if (!source || !/^https?:\/\//.test(source) || thumbnails[source]) continue;
    try {
      const response = await fetch(source, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const image = await sharp(Buffer.from(await response.arrayBuffer()))
        .resize(width, Math.round((width * 3) / 4), { fit: 'cover' })
        .webp({ quality: 70 })
        .toBuffer();
      const name = `${createHash('sha256').update(source).digest('hex').slice(0, 16)}-${width}.webp`;
      await writeFile(path.join(dir, name), image);
      thumbnails[source] = `/assets/catalogue/${name}`;
    } catch (error) {
      logger.warn(
        `[prerender] no thumbnail for ${source} (${error instanceof Error ? error.message : error}): its card loads the original`,
      );
    }
  }
  logger.info(
    `[prerender] ${categories.length} categories read from ${url}, ${Object.keys(thumbnails).length} thumbnails made`,
  );
  return { categories, thumbnails };
}
