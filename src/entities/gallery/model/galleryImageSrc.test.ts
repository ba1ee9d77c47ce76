import { describe, expect, it } from 'vitest';
import { galleryImageSrc } from './galleryImageSrc';

describe('galleryImageSrc', () => {
  it('turns plain base64 into a JPEG data URL', () => {
    expect(galleryImageSrc({ imageBase64: '/9j/4AAQSkZJRg==' })).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
    expect(galleryImageSrc({ imageBase64: ' /9j/4AAQ\nSkZJRg== ' })).toBe('data:image/jpeg;base64,/9j/4AAQSkZJRg==');
  });

  it('keeps an image data URL and refuses other data URLs', () => {
    expect(galleryImageSrc({ imageBase64: 'data:image/png;base64,iVBORw0KGgo=' })).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(galleryImageSrc({ imageBase64: 'data:text/html;base64,PHNjcmlwdD4=' })).toBeUndefined();
  });

  it('has no picture for an empty value or one that is not base64', () => {
    expect(galleryImageSrc({ imageBase64: '' })).toBeUndefined();
    expect(galleryImageSrc({ imageBase64: 'javascript:alert(1)' })).toBeUndefined();
    expect(galleryImageSrc({ imageBase64: '"><img src=x onerror=alert(1)>' })).toBeUndefined();
  });
});
