import { API_PLACEHOLDER } from '@/lib/api/placeholder';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import { rewriteImageLink } from './imageLinks';

/** The placeholder text the API uses for "no image" (docs/product-rules.md#api-placeholders). */
export const NO_IMAGE = API_PLACEHOLDER;

/** Whether an image link from data names a picture at all (not empty, not the 'string' placeholder). */
export function hasImage(imageUrl: string | null | undefined): imageUrl is string {
  return Boolean(imageUrl && imageUrl.trim() !== '' && imageUrl.trim() !== NO_IMAGE);
}

/**
 * The one image-source policy (docs/product-rules.md#pictures-from-data) for a
 * picture from data, on the storefront and in the back office alike: no image
 * for the 'string' placeholder or an empty value; file-sharing share links
 * rewritten to their direct form, and links found in `knownLinks` replaced by
 * their fixed direct URL; then only what `safeImageSrc` allows. `undefined`
 * means "show the fallback".
 */
export function resolveImageSrc(
  imageUrl: string | null | undefined,
  knownLinks?: ReadonlyMap<string, string>,
): string | undefined {
  if (!hasImage(imageUrl)) return undefined;
  return safeImageSrc(rewriteImageLink(imageUrl, knownLinks));
}
