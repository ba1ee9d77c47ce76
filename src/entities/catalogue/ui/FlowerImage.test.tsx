import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';
import { makeStore } from '@/app/store';
import { AppProviders } from '@/app/AppProviders';
import { FALLBACK_IMAGE_URL, KNOWN_IMAGE_LINKS } from '../model/imageFallback';
import { CatalogueImage } from './CatalogueImage';

async function renderImage(imageUrl: string) {
  const i18n = await initI18n({ resources: bundledResources(), lng: 'id' });
  const utils = render(
    <AppProviders store={makeStore()} i18n={i18n}>
      <CatalogueImage imageUrl={imageUrl} alt="Buket" />
    </AppProviders>,
  );
  const state = () => utils.container.querySelector('[data-image-state]')?.getAttribute('data-image-state');
  return { ...utils, state };
}

describe('CatalogueImage', () => {
  it('goes loading → failed → fallback image → placeholder icon', async () => {
    const { state } = await renderImage('https://cdn.example.com/mawar.jpg');
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

  it('shows the picture once it loads', async () => {
    const { state } = await renderImage('/mock-assets/categories/buket-mawar.jpg');
    fireEvent.load(screen.getByRole('img', { name: 'Buket' }));
    expect(state()).toBe('loaded');
  });

  it('rewrites a Google Drive share link to its direct form', async () => {
    await renderImage('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing');
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', 'https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp');
  });

  it('replaces the one known link by its fixed direct URL', async () => {
    const [known, direct] = [...KNOWN_IMAGE_LINKS][0];
    await renderImage(known);
    expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', direct);
  });

  it("starts at the fallback for no image, 'string' or an unsafe link", async () => {
    for (const value of ['', 'string', 'javascript:alert(1)']) {
      const { unmount } = await renderImage(value);
      expect(screen.getByRole('img', { name: 'Buket' })).toHaveAttribute('src', FALLBACK_IMAGE_URL);
      unmount();
    }
  });
});
