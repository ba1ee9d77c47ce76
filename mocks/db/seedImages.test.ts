import { describe, expect, it, vi } from 'vitest';
import { isSeedAssetPath, materializeSeedImages, setAssetReader } from './seedImages';
import type { GalleryImageRow } from './types';

function row(id: number, imageBase64: string): GalleryImageRow {
  return {
    id,
    title: `Foto ${id}`,
    description: null,
    imageBase64,
    isActive: true,
    displayOrder: id,
    createdBy: 'admin',
    updatedBy: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: null,
  };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

describe('seed pictures read from files', () => {
  it('tells a file path from base64', () => {
    expect(isSeedAssetPath('/mock-assets/gallery/gallery-01.jpg')).toBe(true);
    expect(isSeedAssetPath('/9j/4AAQSkZJRg==')).toBe(false);
  });

  it('replaces paths by the file base64, reading each file once; base64 rows are left alone', async () => {
    const reader = vi.fn(async () => JPEG);
    setAssetReader(reader);
    const rows = [
      row(1, '/mock-assets/gallery/gallery-01.jpg'),
      row(2, '/mock-assets/gallery/gallery-01.jpg'),
      row(3, 'AAAA'),
    ];
    await Promise.all([materializeSeedImages(rows), materializeSeedImages(rows.slice(0, 1))]);
    expect(rows.map((r) => r.imageBase64)).toEqual(['/9j/4AAQ', '/9j/4AAQ', 'AAAA']);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(reader).toHaveBeenCalledWith('/mock-assets/gallery/gallery-01.jpg');
  });

  it('a failed read fails the call and is retried by the next one', async () => {
    const reader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(JPEG);
    setAssetReader(reader);
    const target = row(1, '/mock-assets/gallery/gallery-02.jpg');
    await expect(materializeSeedImages([target])).rejects.toThrow('offline');
    expect(target.imageBase64).toBe('/mock-assets/gallery/gallery-02.jpg');
    await materializeSeedImages([target]);
    expect(target.imageBase64).toBe('/9j/4AAQ');
  });
});
