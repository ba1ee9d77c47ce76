import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setImageThumbnails } from '@/lib/images/imageThumbnails';
import { FALLBACK_IMAGE_URL, KNOWN_IMAGE_LINKS } from '../model/catalogueImage';
import { FlowerImage } from './FlowerImage';

function renderImage(imageUrl: string, { alt = 'Buket', eager }: { alt?: string; eager?: boolean } = {}) {
  const utils = render(<FlowerImage imageUrl={imageUrl} alt={alt} eager={eager} />);
  const state = () => utils.container.querySelector('[data-image-state]')?.getAttribute('data-image-state');
  return { ...utils, state };
}

describe('FlowerImage', () => {
  it('goes loading → failed → fallback image → placeholder icon', () => {
    const { state } = renderImage('https://cdn.example.com/mawar.jpg');
    expect(state()).toBe('loading');
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', 'https://cdn.example.com/mawar.jpg');
    fireEvent.error(screen.getByRole('img', { name: 'Buket' }));
    expect(state()).toBe('failed');
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', FALLBACK_IMAGE_URL);
    fireEvent.load(screen.getByRole('img', { name: 'Buket' }));
    expect(state()).toBe('fallback');
    fireEvent.error(screen.getByRole('img', { name: 'Buket' }));
    expect(state()).toBe('placeholder');
    expect(screen.getByRole('img', { name: 'Buket' }).tagName).toBe('DIV');
  });

  it('shows the picture once it loads', () => {
    const { state } = renderImage('/mock-assets/categories/buket-mawar.jpg');
    fireEvent.load(screen.getByRole('img', { name: 'Buket' }));
    expect(state()).toBe('loaded');
  });

  it('rewrites a Google Drive share link to its direct form', () => {
    renderImage('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing');
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute(
      'src',
      'https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp',
    );
  });

  it('replaces the one known link by its fixed direct URL', () => {
    const [known, direct] = [...KNOWN_IMAGE_LINKS][0];
    renderImage(known);
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', direct);
  });

  it("starts at the fallback for no image, 'string' or an unsafe link", () => {
    for (const value of ['', 'string', 'javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=']) {
      const { unmount } = renderImage(value);
      expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', FALLBACK_IMAGE_URL);
      unmount();
    }
  });

  it('loads lazily unless asked to load at once', () => {
    const { unmount } = renderImage('/mock-assets/a.jpg');
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('loading', 'lazy');
    unmount();
    renderImage('/mock-assets/a.jpg', { eager: true });
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('loading', 'eager');
  });

  it('keeps a decorative picture (empty alt) out of the accessibility tree, placeholder included', () => {
    const { container, state } = renderImage('', { alt: '' });
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(state()).toBe('placeholder');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  describe('with a thumbnail made at build time', () => {
    const COPIES = '/assets/catalogue/mawar-480.webp 480w, /assets/catalogue/mawar-800.webp 800w';
    afterEach(() => setImageThumbnails({}));

    it('offers the copies by width, shown at once without waiting for the load event', () => {
      setImageThumbnails({ 'https://api.example.com/mawar.jpg': COPIES });
      render(<FlowerImage imageUrl="https://api.example.com/mawar.jpg" alt="Buket" sizes="112px" priority />);
      const image = screen.getByRole('img', { name: 'Buket' });
      expect(image).toHaveAttribute('src', '/assets/catalogue/mawar-480.webp');
      expect(image).toHaveAttribute('srcset', COPIES);
      expect(image).toHaveAttribute('sizes', '112px');
      expect(image).toHaveAttribute('fetchpriority', 'high');
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveClass('is-loaded');
      expect(document.querySelector('[data-image-state]')).toHaveAttribute('data-image-state', 'loaded');
    });

    it('falls back to the stock photo when the thumbnail fails, and ignores pictures it was not made for', () => {
      setImageThumbnails({ 'https://api.example.com/mawar.jpg': COPIES });
      const { unmount } = render(<FlowerImage imageUrl="https://api.example.com/mawar.jpg" alt="Buket" />);
      fireEvent.error(screen.getByRole('img', { name: 'Buket' }));
      expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', FALLBACK_IMAGE_URL);
      expect(screen.getByRole('img', { name: 'Buket' })).not.toHaveAttribute('srcset');
      unmount();
      render(<FlowerImage imageUrl="https://api.example.com/anggrek.jpg" alt="Buket" />);
      expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', 'https://api.example.com/anggrek.jpg');
      expect(screen.getByRole('img', { name: 'Buket' })).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img', { name: 'Buket' })).not.toHaveClass('is-loaded');
    });
  });
});
