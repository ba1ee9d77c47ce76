import { describe, expect, it } from 'vitest';
import { hasImage, resolveImageSrc } from './imageSource';

describe('resolveImageSrc', () => {
  it("gives no source for no image: empty or the API's 'string' placeholder", () => {
    for (const value of [undefined, null, '', '   ', 'string', ' string '])
      expect(resolveImageSrc(value)).toBeUndefined();
    expect(hasImage('string')).toBe(false);
    expect(hasImage('/mock-assets/a.jpg')).toBe(true);
  });

  it('rewrites a Google Drive share link to its direct form', () => {
    expect(resolveImageSrc('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing')).toBe(
      'https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp',
    );
  });

  it('replaces a known link by its fixed direct URL', () => {
    const known = new Map([['https://ibb.co/abc', '/assets/photo.jpg']]);
    expect(resolveImageSrc(' https://ibb.co/abc ', known)).toBe('/assets/photo.jpg');
    expect(resolveImageSrc('https://ibb.co/other', known)).toBe('https://ibb.co/other');
  });

  it('refuses what the URL policy refuses', () => {
    expect(resolveImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(resolveImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
    expect(resolveImageSrc('//evil.example/x.jpg')).toBeUndefined();
  });
});
