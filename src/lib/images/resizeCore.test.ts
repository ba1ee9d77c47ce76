import { describe, expect, it, vi, type Mock } from 'vitest';
import { ImageProcessingError, MB, type ImageRules } from './imageRules';
import { resizeDecoded, type DecodedImage, type JpegSurface } from './resizeCore';

const gallery: ImageRules = {
  acceptTypes: ['image/jpeg'],
  acceptExtensions: ['jpg'],
  maxBytes: 10 * MB,
  box: { maxWidth: 1920, maxHeight: 1080 },
  quality: 0.8,
  retry: { overBytes: 2 * MB, quality: 0.6 },
};

function decoded(width: number, height: number): DecodedImage & { close: Mock<() => void> } {
  return { source: {} as CanvasImageSource, width, height, close: vi.fn<() => void>() };
}

/** A surface whose JPEG size depends on the quality: `sizes[quality]` bytes. */
function fakeSurfaces(sizes: Record<number, number>) {
  const made: Array<{ width: number; height: number; qualities: number[] }> = [];
  const factory = (width: number, height: number): JpegSurface => {
    const record = { width, height, qualities: [] as number[] };
    made.push(record);
    return {
      draw: () => undefined,
      toJpeg: async (quality) => {
        record.qualities.push(quality);
        return new Blob([new Uint8Array(sizes[quality] ?? 10)], { type: 'image/jpeg' });
      },
    };
  };
  return { factory, made };
}

describe('resizeDecoded', () => {
  it('draws at the fitted size and keeps the first JPEG when small enough', async () => {
    const { factory, made } = fakeSurfaces({ 0.8: MB });
    const image = decoded(4000, 3000);
    const result = await resizeDecoded(image, 6 * MB, gallery, factory);
    expect(made).toEqual([{ width: 1440, height: 1080, qualities: [0.8] }]);
    expect(result).toMatchObject({ width: 1440, height: 1080, quality: 0.8 });
    expect(image.close).toHaveBeenCalled();
  });

  it('encodes again at the lower quality when still over the limit', async () => {
    const { factory, made } = fakeSurfaces({ 0.8: 2 * MB + 1, 0.6: MB });
    const result = await resizeDecoded(decoded(4000, 3000), 9 * MB, gallery, factory);
    expect(made[0].qualities).toEqual([0.8, 0.6]);
    expect(result.quality).toBe(0.6);
    expect(result.blob.size).toBe(MB);
  });

  it('starts lower for large originals (category edit: 0.7 over 1 MB)', async () => {
    const { factory, made } = fakeSurfaces({});
    const rules: ImageRules = {
      ...gallery,
      box: { maxWidth: 800, maxHeight: 800 },
      retry: undefined,
      largeInputQuality: { overBytes: MB, quality: 0.7 },
    };
    await resizeDecoded(decoded(1000, 1000), 2 * MB, rules, factory);
    expect(made[0]).toEqual({ width: 800, height: 800, qualities: [0.7] });
  });

  it("turns an encoding failure into 'process' and still releases the picture", async () => {
    const image = decoded(100, 100);
    const failing = (): JpegSurface => ({ draw: () => undefined, toJpeg: () => Promise.reject(new Error('boom')) });
    await expect(resizeDecoded(image, 10, gallery, failing)).rejects.toMatchObject({ problem: 'process' });
    await expect(resizeDecoded(decoded(1, 1), 10, gallery, failing)).rejects.toBeInstanceOf(ImageProcessingError);
    expect(image.close).toHaveBeenCalled();
  });
});
