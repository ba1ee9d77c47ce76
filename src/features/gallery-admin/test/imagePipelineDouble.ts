import { checkImageFile, ImageProcessingError, type ImageRules } from '@/lib/images/imageRules';
import type { ProcessedImage } from '@/lib/images/processImage';

/** A tiny JPEG data URL standing in for a resized picture (jsdom has no canvas). */
export const RESIZED_BASE64 = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsL';
export const RESIZED_DATA_URL = `data:image/jpeg;base64,${RESIZED_BASE64}`;

let gate: Promise<void> | null = null;
let open: (() => void) | null = null;

/** Holds every processing until `releaseProcessing()`: the progress state stays on screen. */
export function holdProcessing() {
  gate = new Promise((resolve) => (open = resolve));
}

export function releaseProcessing() {
  open?.();
  gate = null;
  open = null;
}

/**
 * `processImageFile` for jsdom: the real type and size check, then a fixed
 * 1920 × 1080 result; a file named `broken.*` cannot be decoded.
 */
async function processImageFile(file: File, rules: ImageRules): Promise<ProcessedImage> {
  const problem = checkImageFile(file, rules);
  if (problem) throw new ImageProcessingError(problem);
  if (gate) await gate;
  if (file.name.startsWith('broken')) throw new ImageProcessingError('decode');
  return {
    dataUrl: RESIZED_DATA_URL,
    blob: new Blob(['x'.repeat(2048)], { type: 'image/jpeg' }),
    width: 1920,
    height: 1080,
    quality: rules.quality,
  };
}

export const pipelineModule = { processImageFile };

/** A file of `bytes` bytes (the content is not read). */
export function imageFile(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
