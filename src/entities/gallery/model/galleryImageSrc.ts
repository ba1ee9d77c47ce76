import type { GalleryImage } from '@/api/generated/shopApi';
import { safeImageSrc } from '@/lib/url/urlPolicy';

/**
 * The `src` of a gallery picture (`imageBase64` is a JPEG's base64):
 * `data:image/jpeg;base64,…`, through the one image policy. A value that is
 * already a data URL goes through the policy as it is; anything else
 * (empty, not base64, SVG or other data) has no picture.
 */
export function galleryImageSrc(image: Pick<GalleryImage, 'imageBase64'>): string | undefined {
  const raw = image.imageBase64?.trim();
  if (!raw) return undefined;
  if (raw.startsWith('data:')) return safeImageSrc(raw);
  return safeImageSrc(`data:image/jpeg;base64,${raw.replace(/\s+/g, '')}`);
}
