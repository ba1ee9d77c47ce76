import { vi } from 'vitest';

/** A file of `bytes` zero bytes, as a picker hands it over. */
export const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** An image pipeline (processImage's place) that always shrinks to a JPEG of `bytes` bytes. */
export const processedTo = (bytes: number) =>
  vi.fn(async () => ({
    blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
    width: 1600,
    height: 1200,
    quality: 0.8,
    dataUrl: '',
  }));
