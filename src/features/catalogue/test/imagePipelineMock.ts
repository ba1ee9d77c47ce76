import { vi } from 'vitest';
import { checkImageFile, ImageProcessingError, type ImageRules } from '@/lib/images/imageRules';

/** A tiny JPEG data URL standing in for a resized picture (jsdom has no canvas). */
export const RESIZED_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsL';

/**
 * `processImageFile` for jsdom: the real type and size check, then a fixed
 * result; a file named `broken.*` fails to decode, `crash.*` to process.
 */
export const processImageFileMock = vi.fn(async (file: File, rules: ImageRules) => {
  const problem = checkImageFile(file, rules);
  if (problem) throw new ImageProcessingError(problem);
  if (file.name.startsWith('broken')) throw new ImageProcessingError('decode');
  if (file.name.startsWith('crash')) throw new ImageProcessingError('process');
  return {
    dataUrl: RESIZED_DATA_URL,
    blob: new Blob(['x'], { type: 'image/jpeg' }),
    width: 800,
    height: 600,
    quality: rules.quality,
  };
});

export function imageFile(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
