/**
 * Small copies of pictures from data, made at build time: the
 * prerendered pages paint their category cards from the HTML, and their
 * pictures, 800 px JPEGs from the backend, would be the page's largest paint
 * on slow 4G or compete with it. The build makes WebPs of each at
 * THUMBNAIL_WIDTHS (scripts/vite/categorySnapshot.mjs) and the page registers
 * them here before it renders, keyed by the picture's source as the image
 * policy resolved it, each as the `srcset` of its copies. An `<img>` then lists
 * them and the browser picks by size. A picture whose link has changed since
 * the build has no entry and loads as before.
 */

/**
 * Widths in pixels of the build's copies (4:3): a card on a laptop, and one for a phone's dense screen (uploads are
 * stored at most 800 px on their longest side, docs/product-rules.md#image-limits).
 */
export const THUMBNAIL_WIDTHS = [480, 800] as const;

/** A picture's copies: the smallest as `src`, all of them by width as `srcSet`. */
export interface Thumbnail {
  src: string;
  srcSet: string;
}

let thumbnails: ReadonlyMap<string, Thumbnail> = new Map();

/** A `srcset` of site paths by width (`/a-480.webp 480w, /a-800.webp 800w`), else undefined. */
function parseThumbnail(srcSet: unknown): Thumbnail | undefined {
  if (typeof srcSet !== 'string') return undefined;
  const candidates = srcSet.split(',').map((candidate) => candidate.trim().split(/\s+/));
  const valid = candidates.every(
    (parts) => parts.length === 2 && /^\/[^/\\]/.test(parts[0]!) && /^\d+w$/.test(parts[1]!),
  );
  return valid ? { src: candidates[0]![0]!, srcSet } : undefined;
}

/** The `srcset` of a picture's copies at `widths`, `pathOf` naming each copy's path on this site. */
export function thumbnailSrcSet(widths: readonly number[], pathOf: (width: number) => string): string {
  return widths.map((width) => `${pathOf(width)} ${width}w`).join(', ');
}

/** Replaces the known thumbnails (source URL → the copies' `srcset`; anything but site paths is ignored). */
export function setImageThumbnails(entries: Record<string, string>): void {
  thumbnails = new Map(
    Object.entries(entries).flatMap(([source, srcSet]) => {
      const thumbnail = parseThumbnail(srcSet);
      return source && thumbnail ? [[source, thumbnail] as const] : [];
    }),
  );
}

/** The copies of a picture, when the build made them. */
export function imageThumbnail(source: string): Thumbnail | undefined {
  return thumbnails.get(source);
}
