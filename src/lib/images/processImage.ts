import { checkImageFile, ImageProcessingError, type ImageRules } from './imageRules';
import { resizeOnMainThread } from './mainThreadResize';
import type { ResizedImage } from './resizeCore';
import type { ResizeRequest, ResizeResponse } from './workerProtocol';

/**
 * The one client-side image pipeline (docs/product-rules.md#image-limits), used
 * by every form that takes a photo: type and size check → decode with EXIF
 * orientation → fit the form's box → JPEG at the form's quality, again lower
 * when still too big → data URL. Runs in a Web Worker with OffscreenCanvas
 * where the browser has one, else on a main-thread canvas. Failures are
 * `ImageProcessingError`s whose `problem` ('type' | 'size' | 'decode' |
 * 'process') the form turns into its own message.
 */

export interface ProcessedImage extends ResizedImage {
  /** `data:image/jpeg;base64,…`, what the payloads carry. */
  dataUrl: string;
}

type Pending = {
  resolve: (image: ResizedImage) => void;
  reject: (reason: unknown) => void;
  file: Blob;
  rules: ImageRules;
};

const UNSUPPORTED = Symbol('worker unsupported');
let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function workerPossible(): boolean {
  return (
    !workerBroken &&
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof createImageBitmap === 'function'
  );
}

/** Everything still waiting goes to the main thread, and the worker is not used again. */
function abandonWorker() {
  workerBroken = true;
  worker?.terminate();
  worker = null;
  for (const [id, job] of pending) {
    pending.delete(id);
    resizeOnMainThread(job.file, job.rules).then(job.resolve, job.reject);
  }
}

function getWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./resizeWorker.ts', import.meta.url), { type: 'module', name: 'image-resize' });
  created.onmessage = (event: MessageEvent<ResizeResponse>) => {
    const response = event.data;
    const job = pending.get(response.id);
    if (!job) return;
    if (response.ok) {
      pending.delete(response.id);
      job.resolve(response.image);
    } else if (response.problem === 'unsupported') {
      abandonWorker();
    } else {
      pending.delete(response.id);
      job.reject(new ImageProcessingError(response.problem));
    }
  };
  created.onerror = (event) => {
    event.preventDefault();
    abandonWorker();
  };
  worker = created;
  return created;
}

function resizeInWorker(file: Blob, rules: ImageRules): Promise<ResizedImage> | typeof UNSUPPORTED {
  if (!workerPossible()) return UNSUPPORTED;
  let target: Worker;
  try {
    target = getWorker();
  } catch {
    workerBroken = true;
    return UNSUPPORTED;
  }
  return new Promise<ResizedImage>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, file, rules });
    const request: ResizeRequest = { id, file, rules };
    target.postMessage(request);
  });
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageProcessingError('process', { cause: reader.error }));
    reader.readAsDataURL(blob);
  });
}

export interface ProcessOptions {
  /** Skip the worker (the bench compares both; tests of the fallback). */
  mainThread?: boolean;
}

export async function processImageFile(
  file: File,
  rules: ImageRules,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  const problem = checkImageFile(file, rules);
  if (problem) throw new ImageProcessingError(problem);
  const inWorker = options.mainThread ? UNSUPPORTED : resizeInWorker(file, rules);
  const image = inWorker === UNSUPPORTED ? await resizeOnMainThread(file, rules) : await inWorker;
  return { ...image, dataUrl: await blobToDataUrl(image.blob) };
}
