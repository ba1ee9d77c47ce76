import { describe, expect, it } from 'vitest';
import { rewriteImageLink } from './imageLinks';

const ID = '1AbCdEfGhIjKlMnOpQrStUv';
const DIRECT = `https://drive.google.com/uc?export=view&id=${ID}`;

describe('rewriteImageLink', () => {
  it.each([
    `https://drive.google.com/file/d/${ID}/view?usp=sharing`,
    `https://drive.google.com/file/d/${ID}/view`,
    `https://drive.google.com/file/d/${ID}`,
    `https://drive.google.com/open?id=${ID}`,
    `https://drive.google.com/uc?id=${ID}&export=download`,
    `  https://drive.google.com/file/d/${ID}/view?usp=drive_link  `,
  ])('rewrites the Drive share link %s', (link) => {
    expect(rewriteImageLink(link)).toBe(DIRECT);
  });

  it('replaces a known link by its fixed URL (exact match after trimming)', () => {
    const known = new Map([['https://ibb.co/abc', '/assets/fixed.jpg']]);
    expect(rewriteImageLink(' https://ibb.co/abc ', known)).toBe('/assets/fixed.jpg');
    expect(rewriteImageLink('https://ibb.co/abcd', known)).toBe('https://ibb.co/abcd');
  });

  it('leaves everything else alone', () => {
    for (const value of [
      'https://example.com/a.jpg',
      '/mock-assets/a.jpg',
      'data:image/jpeg;base64,AAAA',
      'https://drive.google.com/drive/folders/xyz',
      'not a url',
    ]) {
      expect(rewriteImageLink(value)).toBe(value);
    }
  });
});
