import { afterEach, describe, expect, it } from 'vitest';
import { imageThumbnail, setImageThumbnails } from './imageThumbnails';

describe('image thumbnails made at build time', () => {
  afterEach(() => setImageThumbnails({}));

  it('finds the thumbnail of a registered picture, and none for another', () => {
    setImageThumbnails({ 'https://api.example.com/mawar.jpg': '/assets/catalogue/abc-480.webp' });
    expect(imageThumbnail('https://api.example.com/mawar.jpg')).toBe('/assets/catalogue/abc-480.webp');
    expect(imageThumbnail('https://api.example.com/anggrek.jpg')).toBeUndefined();
  });

  it('accepts only site paths as thumbnails, and forgets the old ones when replaced', () => {
    setImageThumbnails({
      'https://api.example.com/a.jpg': 'https://evil.example/a.webp',
      'https://api.example.com/c.jpg': '//evil.example/c.webp',
      'https://api.example.com/b.jpg': '/assets/catalogue/b-480.webp',
    });
    expect(imageThumbnail('https://api.example.com/a.jpg')).toBeUndefined();
    expect(imageThumbnail('https://api.example.com/c.jpg')).toBeUndefined();
    expect(imageThumbnail('https://api.example.com/b.jpg')).toBe('/assets/catalogue/b-480.webp');
    setImageThumbnails({});
    expect(imageThumbnail('https://api.example.com/b.jpg')).toBeUndefined();
  });
});
