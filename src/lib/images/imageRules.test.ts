import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkImageFile, firstQuality, fitWithin, MB, type ImageRules } from './imageRules';

const rules: ImageRules = {
  acceptTypes: ['image/png', 'image/jpeg'],
  acceptExtensions: ['png', 'jpg', 'jpeg'],
  maxBytes: 5 * MB,
  box: { maxWidth: 800, maxHeight: 600 },
  quality: 0.8,
  largeInputQuality: { overBytes: MB, quality: 0.7 },
};

describe('checkImageFile', () => {
  it('accepts the listed types up to the limit and refuses others', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 5 * MB }, rules)).toBeNull();
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * MB + 1 }, rules)).toBe('size');
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 }, rules)).toBe('type');
    expect(checkImageFile({ name: 'a.pdf', type: 'application/pdf', size: 10 }, rules)).toBe('type');
  });

  it('uses the extension when the browser gives no type', () => {
    expect(checkImageFile({ name: 'FOTO.JPEG', type: '', size: 10 }, rules)).toBeNull();
    expect(checkImageFile({ name: 'foto.heic', type: '', size: 10 }, rules)).toBe('type');
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute(rules)).toBe('image/png,image/jpeg,.png,.jpg,.jpeg');
  });
});

describe('fitWithin', () => {
  it('fits the box keeping proportions: landscape 800x600, portrait limited to 600 high', () => {
    expect(fitWithin(4000, 3000, { maxWidth: 800, maxHeight: 600 })).toEqual({ width: 800, height: 600 });
    expect(fitWithin(3000, 4000, { maxWidth: 800, maxHeight: 600 })).toEqual({ width: 450, height: 600 });
    expect(fitWithin(1600, 900, { maxWidth: 800, maxHeight: 600 })).toEqual({ width: 800, height: 450 });
  });

  it('longest side 800 for categories, 1920x1080 for the gallery', () => {
    expect(fitWithin(1200, 3000, { maxWidth: 800, maxHeight: 800 })).toEqual({ width: 320, height: 800 });
    expect(fitWithin(4000, 3000, { maxWidth: 1920, maxHeight: 1080 })).toEqual({ width: 1440, height: 1080 });
    expect(fitWithin(6000, 2000, { maxWidth: 1920, maxHeight: 1080 })).toEqual({ width: 1920, height: 640 });
  });

  it('never enlarges and never reaches 0', () => {
    expect(fitWithin(300, 200, { maxWidth: 800, maxHeight: 600 })).toEqual({ width: 300, height: 200 });
    expect(fitWithin(10000, 1, { maxWidth: 800, maxHeight: 600 })).toEqual({ width: 800, height: 1 });
  });
});

describe('firstQuality', () => {
  it('takes the lower quality for large originals only', () => {
    expect(firstQuality(MB, rules)).toBe(0.8);
    expect(firstQuality(MB + 1, rules)).toBe(0.7);
    expect(firstQuality(9 * MB, { ...rules, largeInputQuality: undefined })).toBe(0.8);
  });
});
