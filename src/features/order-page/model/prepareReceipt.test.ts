import { describe, expect, it, vi } from 'vitest';
import { MB } from '@/lib/images/imageRules';
import { fileOf, processedTo } from '@/test/imageFiles';
import { prepareReceipt } from './prepareReceipt';

describe('prepareReceipt', () => {
  it('refuses another type and an empty file before anything else', async () => {
    const process = processedTo(10);
    expect(await prepareReceipt(fileOf(10, 'bukti.webp', 'image/webp'), process)).toEqual({ problem: 'type' });
    expect(await prepareReceipt(fileOf(10, 'bukti.pdf', 'application/pdf'), process)).toEqual({ problem: 'type' });
    expect(await prepareReceipt(fileOf(0, 'bukti.png', 'image/png'), process)).toEqual({ problem: 'empty' });
    expect(process).not.toHaveBeenCalled();
  });

  it('sends a small PNG or GIF as it is', async () => {
    const process = processedTo(10);
    const png = fileOf(200_000, 'layar.png', 'image/png');
    expect(await prepareReceipt(png, process)).toEqual({ file: png });
    expect(process).not.toHaveBeenCalled();
  });

  it('compresses a large photo to JPEG, even one over 5 MB', async () => {
    const process = processedTo(800_000);
    const result = await prepareReceipt(fileOf(8 * MB, 'IMG_0001.HEIC.jpg', 'image/jpeg'), process);
    expect(process).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ file: { name: 'IMG_0001.HEIC.jpg', type: 'image/jpeg', size: 800_000 } });
  });

  it('refuses what is still over 5 MB after compressing, and anything over 20 MB', async () => {
    expect(await prepareReceipt(fileOf(8 * MB, 'besar.png', 'image/png'), processedTo(6 * MB))).toEqual({
      problem: 'size',
    });
    const process = processedTo(10);
    expect(await prepareReceipt(fileOf(21 * MB, 'raksasa.jpg', 'image/jpeg'), process)).toEqual({ problem: 'size' });
    expect(process).not.toHaveBeenCalled();
  });

  it('keeps the original when compressing does not help or cannot decode it', async () => {
    const original = fileOf(2 * MB, 'bukti.gif', 'image/gif');
    expect(await prepareReceipt(original, processedTo(3 * MB))).toEqual({ file: original });
    const failing = vi.fn(async () => Promise.reject(new Error('decode')));
    expect(await prepareReceipt(original, failing)).toEqual({ file: original });
    expect(await prepareReceipt(fileOf(6 * MB, 'bukti.jpg', 'image/jpeg'), failing)).toEqual({ problem: 'size' });
  });
});
