import { afterEach, describe, expect, it } from 'vitest';
import { imageThumbnail, setImageThumbnails, thumbnailSrcSet } from './imageThumbnails';

const COPIES = '/assets/catalogue/abc-480.webp 480w, /assets/catalogue/abc-800.webp 800w';

describe('image thumbnails made at build time', () => {
  afterEach(() => setImageThumbnails({}));

  it('finds the copies of a registered picture, the smallest as its source, and none for another', () => {
    setImageThumbnails({ 'https://api.example.com/mawar.jpg': COPIES });
    expect(imageThumbnail('https://api.example.com/mawar.jpg')).toEqual({
      src: '/assets/catalogue/abc-480.webp',
      srcSet: COPIES,
    });
    expect(imageThumbnail('https://api.example.com/anggrek.jpg')).toBeUndefined();
  });

  it('accepts only site paths by width, and forgets the old ones when replaced', () => {
    setImageThumbnails({
      'https://api.example.com/a.jpg': 'https://evil.example/a.webp 480w',
      'https://api.example.com/c.jpg': '/assets/catalogue/c-480.webp 480w, //evil.example/c.webp 800w',
      'https://api.example.com/d.jpg': '/assets/catalogue/d-480.webp',
      'https://api.example.com/b.jpg': '/assets/catalogue/b-480.webp 480w',
    });
    expect(imageThumbnail('https://api.example.com/a.jpg')).toBeUndefined();
    expect(imageThumbnail('https://api.example.com/c.jpg')).toBeUndefined();
    expect(imageThumbnail('https://api.example.com/d.jpg')).toBeUndefined();
    expect(imageThumbnail('https://api.example.com/b.jpg')?.src).toBe('/assets/catalogue/b-480.webp');
    setImageThumbnails({});
    expect(imageThumbnail('https://api.example.com/b.jpg')).toBeUndefined();
  });

  it('writes the srcset of the copies by width', () => {
    expect(thumbnailSrcSet([480, 800], (width) => `/assets/catalogue/abc-${width}.webp`)).toBe(COPIES);
  });
});
