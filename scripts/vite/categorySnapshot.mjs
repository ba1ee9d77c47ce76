import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BACKEND_TIMEOUT_MS, backendUrl, readBackendJson } from './backendJson.mjs';

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
const CATEGORIES_PATH = '/api/FlowerCategory';

/**
 * @param {{
 *   apiBaseUrl: string | undefined,
 *   outDir: string,
 *   widths: readonly number[],
 *   resolveImage: (imageUrl: string | null | undefined) => string | undefined,
 *   thumbnailSrcSet: (widths: readonly number[], pathOf: (width: number) => string) => string,
 *   logger: import('vite').Logger,
 * }} options `widths` and `thumbnailSrcSet`: the app's THUMBNAIL_WIDTHS and the `srcset` it reads
 * (src/lib/images/imageThumbnails.ts, through the server entry); 4:3
 * @returns {Promise<import('../../src/entities/catalogue/categorySnapshot').CategorySnapshot | undefined>}
 */
export async function loadCategorySnapshot({ apiBaseUrl, outDir, widths, resolveImage, thumbnailSrcSet, logger }) {
  if (!apiBaseUrl) return undefined;
  const url = backendUrl(apiBaseUrl, CATEGORIES_PATH);
  let categories;
  try {
    categories = await readBackendJson(apiBaseUrl, CATEGORIES_PATH, MAX_SNAPSHOT_BYTES);
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
      const response = await fetch(source, { signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const original = Buffer.from(await response.arrayBuffer());
      const key = createHash('sha256').update(source).digest('hex').slice(0, 16);
      const name = (width) => `${key}-${width}.webp`;
      for (const width of widths) {
        const image = await sharp(original)
          .resize(width, Math.round((width * 3) / 4), { fit: 'cover' })
          .webp({ quality: 70 })
          .toBuffer();
        await writeFile(path.join(dir, name(width)), image);
      }
      thumbnails[source] = thumbnailSrcSet(widths, (width) => `/assets/catalogue/${name(width)}`);
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
