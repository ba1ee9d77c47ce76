import { resolveImageSrc } from '@/lib/images/imageSource';
import fallbackPhoto from '../assets/category-fallback.jpg';

/**
 * The one stock photo shown when a category or product image fails (docs/product-rules.md#pictures-from-data),
 * bundled with the app (no third-party host).
 */
export const FALLBACK_IMAGE_URL: string = fallbackPhoto;

/**
 * Known links (docs/product-rules.md#pictures-from-data): the shop's old
 * default category picture, kept in data as an
 * ImgBB viewer page (`https://ibb.co/…`, an HTML page, not a picture, and one
 * whose direct address cannot be derived), is replaced by a fixed direct URL:
 * our bundled copy of the stock photo. Add a line here if the shop names
 * other such links; Google Drive links need no entry (rewritten by rule).
 */
export const KNOWN_IMAGE_LINKS: ReadonlyMap<string, string> = new Map([
  ['https://ibb.co/fleur-florist-default', FALLBACK_IMAGE_URL],
]);

/**
 * What an `<img>` loads for a category or product image from data (lib/images/imageSource with our known links);
 * undefined when there is none.
 */
export function catalogueImageSrc(imageUrl: string | null | undefined): string | undefined {
  return resolveImageSrc(imageUrl, KNOWN_IMAGE_LINKS);
}
