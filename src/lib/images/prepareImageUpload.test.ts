import { describe, expect, it, vi } from 'vitest';
import { fileOf, processedTo } from '@/test/imageFiles';
import { MB } from './imageRules';
import { CAMERA_PHOTO_UPLOAD, prepareImageUpload } from './prepareImageUpload';

const RULES = { ...CAMERA_PHOTO_UPLOAD, fallbackName: 'foto' };

describe('prepareImageUpload', () => {
  it('refuses another type and an empty file before anything else', async () => {
    const process = processedTo(10);
    expect(await prepareImageUpload(fileOf(10, 'a.gif', 'image/gif'), RULES, process)).toEqual({ problem: 'type' });
    expect(await prepareImageUpload(fileOf(10, 'a.pdf', ''), RULES, process)).toEqual({ problem: 'type' });
    expect(await prepareImageUpload(fileOf(0, 'a.png', 'image/png'), RULES, process)).toEqual({ problem: 'empty' });
    expect(process).not.toHaveBeenCalled();
  });

  it('sends a small photo as it is', async () => {
    const process = processedTo(10);
    const png = fileOf(200_000, 'rangkaian.png', 'image/png');
    expect(await prepareImageUpload(png, RULES, process)).toEqual({ file: png });
    expect(process).not.toHaveBeenCalled();
  });

  it('shrinks a camera photo to JPEG, even one over 5 MB, and refuses what stays too large', async () => {
    const result = await prepareImageUpload(fileOf(8 * MB, 'IMG_1.png', 'image/png'), RULES, processedTo(900_000));
    expect(result).toMatchObject({ file: { name: 'IMG_1.jpg', type: 'image/jpeg', size: 900_000 } });
    expect(await prepareImageUpload(fileOf(8 * MB, 'a.jpg', 'image/jpeg'), RULES, processedTo(6 * MB))).toEqual({
      problem: 'size',
    });
    expect(await prepareImageUpload(fileOf(21 * MB, 'a.jpg', 'image/jpeg'), RULES, processedTo(10))).toEqual({
      problem: 'size',
    });
  });

  it('keeps the original when shrinking does not help or cannot decode it', async () => {
    const original = fileOf(2 * MB, 'a.jpg', 'image/jpeg');
    expect(await prepareImageUpload(original, RULES, processedTo(3 * MB))).toEqual({ file: original });
    const failing = vi.fn(async () => Promise.reject(new Error('decode')));
    expect(await prepareImageUpload(original, RULES, failing)).toEqual({ file: original });
    expect(await prepareImageUpload(fileOf(6 * MB, 'a.jpg', 'image/jpeg'), RULES, failing)).toEqual({
      problem: 'size',
    });
  });
});
