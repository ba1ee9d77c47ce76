/**
 * What one form asks of an image (docs/product-rules.md#image-limits): the accepted types, the
 * size limit of the original file, the box the picture must fit in, and the
 * JPEG quality rules. Each form passes its own; nothing here is shared state.
 */

export const MB = 1024 * 1024;

/** The picture is scaled down (never up) to fit inside this box, keeping its proportions. */
export interface FitBox {
  maxWidth: number;
  maxHeight: number;
}

export interface ImageRules {
  /** MIME types accepted, e.g. `image/png`, `image/jpeg`. */
  acceptTypes: readonly string[];
  /** Extensions (lower case, no dot) accepted when the browser reports no type. */
  acceptExtensions: readonly string[];
  /** Largest original file, in bytes. */
  maxBytes: number;
  box: FitBox;
  /** JPEG quality, 0 to 1. */
  quality: number;
  /** Use `quality` instead when the original file is larger than `overBytes`. */
  largeInputQuality?: { overBytes: number; quality: number };
  /** Encode once more at `quality` when the result is still larger than `overBytes`. */
  retry?: { overBytes: number; quality: number };
}

/** Why an image was refused: each form turns these into its own message. */
export type ImageProblem = 'type' | 'size' | 'decode' | 'process';

export class ImageProcessingError extends Error {
  constructor(
    readonly problem: ImageProblem,
    options?: { cause?: unknown },
  ) {
    super(`Image refused: ${problem}`, options);
    this.name = 'ImageProcessingError';
  }
}

export function problemOf(error: unknown): ImageProblem {
  return error instanceof ImageProcessingError ? error.problem : 'process';
}

function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Type and size check of the chosen file, before any decoding. */
export function checkImageFile(file: Pick<File, 'type' | 'size' | 'name'>, rules: ImageRules): 'type' | 'size' | null {
  const type = file.type.toLowerCase();
  const typeOk = type ? rules.acceptTypes.includes(type) : rules.acceptExtensions.includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/** Target size: fits `box`, keeps the aspect ratio, never enlarges, at least 1 px. */
export function fitWithin(width: number, height: number, box: FitBox): { width: number; height: number } {
  const scale = Math.min(1, box.maxWidth / width, box.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** First JPEG quality for an original of `bytes`. */
export function firstQuality(bytes: number, rules: ImageRules): number {
  const large = rules.largeInputQuality;
  return large && bytes > large.overBytes ? large.quality : rules.quality;
}

/** The `accept` attribute of a file input for these rules. */
export function acceptAttribute(rules: ImageRules): string {
  return [...rules.acceptTypes, ...rules.acceptExtensions.map((extension) => `.${extension}`)].join(',');
}
