/**
 * Runs in headless Chromium (see run.mjs): resizes the same 12-megapixel JPEG
 * to fit 1920×1080 with our pipeline (worker, then the main-thread fallback)
 * and with browser-image-compression (main thread, then its own worker, its
 * script served locally), and records for each run the wall time and the
 * longest main-thread task (PerformanceObserver 'longtask').
 */
import imageCompression from 'browser-image-compression';
import { fitWithin, MB, type ImageRules } from '@/lib/images/imageRules';
import { processImageFile } from '@/lib/images/processImage';

/** The gallery form's image rules: 1920×1080, JPEG 0.8, again at 0.6 above 2 MB. */
const GALLERY: ImageRules = {
  acceptTypes: ['image/jpeg', 'image/png', 'image/gif'],
  acceptExtensions: ['jpg', 'jpeg', 'png', 'gif'],
  maxBytes: 10 * MB,
  box: { maxWidth: 1920, maxHeight: 1080 },
  quality: 0.8,
  retry: { overBytes: 2 * MB, quality: 0.6 },
};

interface Run {
  method: string;
  ms: number;
  longestTaskMs: number;
  longTasks: number;
  blockingMs: number;
  width: number;
  height: number;
  bytes: number;
}

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

const idle = () =>
  new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 200)), 50));

async function dimensions(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

async function measure(method: string, job: () => Promise<Blob>): Promise<Run> {
  await idle();
  const start = performance.now();
  const blob = await job();
  const end = performance.now();
  await idle(); // long task entries arrive asynchronously
  const tasks = longTasks.filter((task) => task.startTime + task.duration > start && task.startTime < end);
  const { width, height } = await dimensions(blob);
  return {
    method,
    ms: end - start,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    longTasks: tasks.length,
    blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    width,
    height,
    bytes: blob.size,
  };
}

async function fetchFile(path: string): Promise<File> {
  const blob = await (await fetch(path)).blob();
  return new File([blob], path.slice(1), { type: 'image/jpeg' });
}

async function main() {
  const params = new URLSearchParams(location.search);
  const rounds = Number(params.get('rounds') ?? 3);
  const file = await fetchFile('/photo.jpg');
  const rotated = await fetchFile('/photo-rotated.jpg');
  const source = await dimensions(file);
  const target = fitWithin(source.width, source.height, GALLERY.box);
  const bicOptions = {
    // browser-image-compression only limits the longest side: the longest side that fits 1920×1080.
    maxWidthOrHeight: Math.max(target.width, target.height),
    initialQuality: 0.8,
    fileType: 'image/jpeg',
    maxSizeMB: 2,
    alwaysKeepResolution: true,
    libURL: `${location.origin}/browser-image-compression.js`,
  };
  const methods: Array<[string, () => Promise<Blob>]> = [
    ['ours (worker + OffscreenCanvas)', async () => (await processImageFile(file, GALLERY)).blob],
    ['ours (main-thread fallback)', async () => (await processImageFile(file, GALLERY, { mainThread: true })).blob],
    ['browser-image-compression (main thread)', () => imageCompression(file, { ...bicOptions, useWebWorker: false })],
    ['browser-image-compression (its worker)', () => imageCompression(file, { ...bicOptions, useWebWorker: true })],
  ];
  const runs: Run[] = [];
  for (const [method, job] of methods) {
    await job(); // warm-up: worker start, code caches
    for (let round = 0; round < rounds; round++) runs.push(await measure(method, job));
  }
  const oriented = await processImageFile(rotated, GALLERY);
  const result = {
    userAgent: navigator.userAgent,
    source: { ...source, bytes: file.size },
    target,
    runs,
    exif: { width: oriented.width, height: oriented.height },
  };
  (window as unknown as { __bench: unknown }).__bench = result;
  document.getElementById('log')!.textContent = JSON.stringify(result, null, 2);
}

main().catch((error: unknown) => {
  (window as unknown as { __bench: unknown }).__bench = { error: String(error) };
});
