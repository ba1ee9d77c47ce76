import { ImageProcessingError, type ImageRules } from './imageRules';
import {
  decodeWithBitmap,
  paint,
  resizeDecoded,
  type DecodedImage,
  type JpegSurface,
  type ResizedImage,
} from './resizeCore';

/**
 * Fallback when no worker with OffscreenCanvas is available: the same steps
 * with a DOM canvas. `createImageBitmap` still decodes off the main thread
 * where it exists; otherwise an <img> decodes (browsers apply the EXIF
 * orientation to images by default).
 */

async function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (cause) {
    URL.revokeObjectURL(url);
    throw new ImageProcessingError('decode', { cause });
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

function domSurface(width: number, height: number): JpegSurface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    draw: (source) => paint(canvas.getContext('2d'), source, width, height),
    toJpeg: (quality) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new ImageProcessingError('process'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
}

export async function resizeOnMainThread(file: Blob, rules: ImageRules): Promise<ResizedImage> {
  const decoded =
    typeof createImageBitmap === 'function' ? await decodeWithBitmap(file) : await decodeWithImageElement(file);
  return resizeDecoded(decoded, file.size, rules, domSurface);
}
