import { problemOf } from './imageRules';
import { decodeWithBitmap, offscreenSurface, resizeDecoded } from './resizeCore';
import type { ResizeRequest, ResizeResponse } from './workerProtocol';

/**
 * Decodes, resizes and encodes off the main thread (createImageBitmap +
 * OffscreenCanvas), so a 12-megapixel photo never freezes the page.
 * Loaded by `processImage.ts` as a module worker.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ResizeRequest>) => void) | null;
  postMessage(message: ResizeResponse): void;
}

const scope = self as unknown as WorkerScope;

function supported(): boolean {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') return false;
  try {
    return (
      new OffscreenCanvas(1, 1).getContext('2d') !== null &&
      typeof OffscreenCanvas.prototype.convertToBlob === 'function'
    );
  } catch {
    return false;
  }
}

scope.onmessage = async (event) => {
  const { id, file, rules } = event.data;
  if (!supported()) {
    scope.postMessage({ id, ok: false, problem: 'unsupported' });
    return;
  }
  try {
    const decoded = await decodeWithBitmap(file);
    const image = await resizeDecoded(decoded, file.size, rules, offscreenSurface);
    scope.postMessage({ id, ok: true, image });
  } catch (error) {
    scope.postMessage({ id, ok: false, problem: problemOf(error) });
  }
};
