import { fitWithin, firstQuality, ImageProcessingError, type ImageRules } from './imageRules';

/**
 * The resize steps shared by the worker and the main-thread fallback:
 * decode (EXIF orientation applied), draw into a box-fitting canvas, encode
 * as JPEG, and encode again at a lower quality when still too large.
 * Free of `window` and `document` so it runs inside a worker.
 */

export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** A canvas of the target size that can encode itself as JPEG. */
export interface JpegSurface {
  draw(source: CanvasImageSource): void;
  toJpeg(quality: number): Promise<Blob>;
}

export type SurfaceFactory = (width: number, height: number) => JpegSurface;

export interface ResizedImage {
  blob: Blob;
  width: number;
  height: number;
  /** The quality of the JPEG kept. */
  quality: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** JPEG has no transparency: paint white first so transparent PNG areas do not turn black. */
export function paint(context: Context2D | null, source: CanvasImageSource, width: number, height: number) {
  if (!context) throw new ImageProcessingError('process');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}

/** `createImageBitmap` with the picture turned the way its EXIF orientation says. */
export async function decodeWithBitmap(file: Blob): Promise<DecodedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (cause) {
    throw new ImageProcessingError('decode', { cause });
  }
  return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

export function offscreenSurface(width: number, height: number): JpegSurface {
  const canvas = new OffscreenCanvas(width, height);
  return {
    draw: (source) => paint(canvas.getContext('2d'), source, width, height),
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
  };
}

/** Fits, encodes, and re-encodes at the lower quality when the first result is still over the limit. */
export async function resizeDecoded(
  image: DecodedImage,
  originalBytes: number,
  rules: ImageRules,
  makeSurface: SurfaceFactory,
): Promise<ResizedImage> {
  const { width, height } = fitWithin(image.width, image.height, rules.box);
  try {
    const surface = makeSurface(width, height);
    surface.draw(image.source);
    let quality = firstQuality(originalBytes, rules);
    let blob = await surface.toJpeg(quality);
    const retry = rules.retry;
    if (retry && blob.size > retry.overBytes && retry.quality < quality) {
      quality = retry.quality;
      blob = await surface.toJpeg(quality);
    }
    return { blob, width, height, quality };
  } catch (cause) {
    throw cause instanceof ImageProcessingError ? cause : new ImageProcessingError('process', { cause });
  } finally {
    image.close();
  }
}
