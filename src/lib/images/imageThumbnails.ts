/**
 * Small copies of pictures from data, made at build time: the
 * prerendered order page paints its category cards from the HTML, and their
 * pictures, 800 px JPEGs from the backend, would be the page's largest paint
 * on slow 4G. The build makes a THUMBNAIL_WIDTH-wide WebP of each
 * (scripts/vite/categorySnapshot.mjs) and the page registers them here before
 * it renders, keyed by the picture's source as the image policy resolved it.
 * An `<img>` then lists both (`srcset`) and the browser picks by size.
 * A picture whose link has changed since the build has no entry and loads as
 * before.
 */

/** Width in pixels of the build's thumbnails (4:3, so 360 px high). */
export const THUMBNAIL_WIDTH = 480;

let thumbnails: ReadonlyMap<string, string> = new Map();

/** Replaces the known thumbnails (source URL → the thumbnail's path on this site; anything else is ignored). */
export function setImageThumbnails(entries: Record<string, string>): void {
  thumbnails = new Map(Object.entries(entries).filter(([source, thumbnail]) => source && /^\/[^/\\]/.test(thumbnail)));
}

/** The thumbnail of a picture, when the build made one. */
export function imageThumbnail(source: string): string | undefined {
  return thumbnails.get(source);
}

/**
 * The `srcset` offering a picture's thumbnail and its original (uploads are stored at most 800 px on their longest
 * side, docs/product-rules.md#image-limits).
 */
export function thumbnailSrcSet(thumbnail: string, source: string): string {
  return `${thumbnail} ${THUMBNAIL_WIDTH}w, ${source} 800w`;
}
