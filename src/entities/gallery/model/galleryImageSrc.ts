import type { GalleryImage } from '@/api/generated/shopApi';
import { safeImageSrc } from '@/lib/url/urlPolicy';

const PLAIN_BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The `src` of a gallery picture (spec §3: `imageBase64` is a JPEG's base64):
 * `data:image/jpeg;base64,…`. A value that is already an image data URL goes
 * through the safe-URL policy; anything else (empty, not base64) has no picture.
 */
export function galleryImageSrc(image: Pick<GalleryImage, 'imageBase64'>): string | undefined {
  const raw = image.imageBase64?.trim();
  if (!raw) return undefined;
  if (raw.startsWith('data:')) return safeImageSrc(raw);
  const plain = raw.replace(/\s+/g, '');
  return PLAIN_BASE64.test(plain) ? `data:image/jpeg;base64,${plain}` : undefined;
}
