import { MB, type ImageRules } from './imageRules';
import { processImageFile } from './processImage';

/**
 * What an upload of a photo asks (docs/product-rules.md#image-limits): the types the server takes, its size limit,
 * and how the photo is shrunk before it goes (the shared pipeline, `processImageFile`).
 */
export interface UploadImageRules {
  /** MIME types the server takes. */
  contentTypes: readonly string[];
  /** Extensions (lower case, no dot) taken when the browser reports no type. */
  extensions: readonly string[];
  /** The server's limit, in bytes. */
  maxUploadBytes: number;
  /** Up to this size a file goes as it is. */
  asIsBytes: number;
  /** How a larger one is shrunk: the largest original, the box, the JPEG quality. */
  shrink: ImageRules;
  /** File name of a shrunk photo whose own name is empty. */
  fallbackName: string;
}

export type UploadImageProblem = 'type' | 'size' | 'empty';
export type PreparedUploadImage = { file: File } | { problem: UploadImageProblem };

/**
 * A phone camera's JPG or PNG for a staff upload taking JPG or PNG of at most 5 MB: a photo up to 1 MB goes as it
 * is, a larger one is fitted in 1600 px and re-encoded as JPEG 0.8 (0.65 when still over 2 MB), so a 20 MB camera
 * photo can still be sent.
 */
export const CAMERA_PHOTO_UPLOAD: Omit<UploadImageRules, 'fallbackName'> = {
  contentTypes: ['image/jpeg', 'image/png'],
  extensions: ['jpg', 'jpeg', 'png'],
  maxUploadBytes: 5 * MB,
  asIsBytes: 1 * MB,
  shrink: {
    acceptTypes: ['image/jpeg', 'image/jpg', 'image/png'],
    acceptExtensions: ['jpg', 'jpeg', 'png'],
    maxBytes: 20 * MB,
    box: { maxWidth: 1600, maxHeight: 1600 },
    quality: 0.8,
    retry: { overBytes: 2 * MB, quality: 0.65 },
  },
};

function typeProblem(file: File, rules: UploadImageRules): boolean {
  const type = file.type.toLowerCase();
  if (type)
    return !rules.contentTypes.includes(type) && !(type === 'image/jpg' && rules.contentTypes.includes('image/jpeg'));
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return !rules.extensions.includes(extension);
}

function jpegName(name: string, fallback: string): string {
  return `${name.replace(/\.[^.]*$/, '') || fallback}.jpg`;
}

/**
 * A chosen photo made ready to upload: refused for its type, emptiness or size; sent as it is when small; else shrunk
 * through the shared pipeline. What is still over the server's limit after that is refused; a photo the pipeline
 * cannot decode goes as it is when it may.
 */
export async function prepareImageUpload(
  file: File,
  rules: UploadImageRules,
  process: typeof processImageFile = processImageFile,
): Promise<PreparedUploadImage> {
  if (typeProblem(file, rules)) return { problem: 'type' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > rules.shrink.maxBytes) return { problem: 'size' };
  const tooLarge = file.size > rules.maxUploadBytes;
  if (!tooLarge && file.size <= rules.asIsBytes) return { file };
  try {
    const processed = await process(file, rules.shrink);
    if (processed.blob.size >= file.size && !tooLarge) return { file };
    if (processed.blob.size > rules.maxUploadBytes) return { problem: 'size' };
    return { file: new File([processed.blob], jpegName(file.name, rules.fallbackName), { type: 'image/jpeg' }) };
  } catch {
    return tooLarge ? { problem: 'size' } : { file };
  }
}
