import type { ImageProblem, ImageRules } from './imageRules';
import type { ResizedImage } from './resizeCore';

/** Messages between `processImage.ts` and `resizeWorker.ts`. */
export interface ResizeRequest {
  id: number;
  file: Blob;
  rules: ImageRules;
}

export type ResizeResponse =
  | { id: number; ok: true; image: ResizedImage }
  /** `unsupported`: this worker cannot do it (no OffscreenCanvas 2D): the page falls back to the main thread. */
  | { id: number; ok: false; problem: ImageProblem | 'unsupported' };
