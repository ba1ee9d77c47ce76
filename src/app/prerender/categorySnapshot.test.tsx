import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { applyCategorySnapshot, refreshCategories, type CategorySnapshot } from '@/entities/catalogue/categorySnapshot';
import { setImageThumbnails } from '@/lib/images/imageThumbnails';
import { hydratePrerendered } from '@/test/hydratePrerendered';
import type { AppStore } from '../store';
import { renderPage } from './renderPage';

const ORDER = '/public/fleur/order';
const HOME = '/public/home';

/** The build's snapshot: what the backend said at build time, with the first category since renamed and repriced. */
async function buildTimeSnapshot(): Promise<{ snapshot: CategorySnapshot; live: FlowerCategory[] }> {
  const live = (await (await fetch(`${window.location.origin}/api/FlowerCategory`)).json()) as FlowerCategory[];
  const [first, ...rest] = live;
  const categories = [{ ...first, categoryName: 'Mawar Pilihan Kemarin', priceRangeStart: 99_000 }, ...rest];
  const thumbnails = Object.fromEntries(
    live.map((category, index) => [
      category.imageUrl,
      `/assets/catalogue/thumb-${index}-480.webp 480w, /assets/catalogue/thumb-${index}-800.webp 800w`,
    ]),
  );
  return { snapshot: { categories, thumbnails }, live };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  setImageThumbnails({});
  vi.restoreAllMocks();
});

const cardTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.wizard-card__title')].map((title) => title.textContent);

describe('the order page prerendered with the categories the build read', () => {
  it('paints the cards and their thumbnails from the HTML, the first preloaded at high priority', async () => {
    const { snapshot } = await buildTimeSnapshot();
    const page = await renderPage(ORDER, { categories: snapshot });
    const container = document.createElement('div');
    container.innerHTML = page.html;

    expect(cardTitles(container)).toEqual(snapshot.categories.map((category) => category.categoryName));
    expect(container.textContent).not.toContain('Memuat kategori bunga');
    const first = container.querySelector('.wizard-card img');
    expect(first).toHaveAttribute('src', '/assets/catalogue/thumb-0-480.webp');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveClass('is-loaded');
    // ready as it looks: a tap before the app runs is kept and answered once it hydrates (startScript.mjs)
    expect(container.querySelector('.wizard-card button')).toBeEnabled();
    expect(page.lcpImage).toEqual({
      href: '/assets/catalogue/thumb-0-480.webp',
      srcset: first?.getAttribute('srcset'),
      sizes: first?.getAttribute('sizes'),
    });
    expect(
      JSON.parse(new DOMParser().parseFromString(page.data, 'text/html').querySelector('script')?.textContent ?? ''),
    ).toMatchObject({ path: ORDER, categories: snapshot });
  });

  it('hydrates that markup without a warning, then shows what the backend says now', async () => {
    const { snapshot, live } = await buildTimeSnapshot();
    const page = await renderPage(ORDER, { categories: snapshot });
    setImageThumbnails({});
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const prerenderedTitle = container.querySelector('.wizard-card__title');
    expect(prerenderedTitle).toHaveTextContent('Mawar Pilihan Kemarin');

    // What src/main.tsx does with the page's data element.
    const errors = vi.spyOn(console, 'error');
    const refresh = vi.fn((store: AppStore) => void store.dispatch(refreshCategories()));
    root = await hydratePrerendered(
      container,
      ORDER,
      (store) => store.dispatch(applyCategorySnapshot(snapshot)),
      refresh,
    );

    await waitFor(() => expect(cardTitles(container)[0]).toBe(live[0].categoryName));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(cardTitles(container)).toEqual(live.map((category) => category.categoryName));
    expect(container.querySelector('.wizard-card')).toHaveTextContent('Rp 150.000 - Rp 1.500.000');
    expect(
      container.querySelector('.wizard-card__title'),
      'the prerendered card was hydrated, not rendered afresh',
    ).toBe(prerenderedTitle);
    expect(container.querySelector('.wizard-card img')).toHaveAttribute('src', '/assets/catalogue/thumb-0-480.webp');
    expect(container.querySelector('.wizard-card button')).toBeEnabled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the home page prerendered with the categories the build read', () => {
  const homeTitles = (container: HTMLElement) =>
    [...container.querySelectorAll('.category-card__title')].map((title) => title.textContent);

  it('paints its category cards, with their thumbnails for a phone, and hydrates them without a warning', async () => {
    const { snapshot, live } = await buildTimeSnapshot();
    const page = await renderPage(HOME, { categories: snapshot });
    setImageThumbnails({});
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);

    expect(homeTitles(container)).toEqual(snapshot.categories.map((category) => category.categoryName));
    expect(container.querySelector('.home-categories')).not.toHaveAttribute('aria-busy', 'true');
    const picture = container.querySelector('.category-card img');
    expect(picture).toHaveAttribute('src', '/assets/catalogue/thumb-0-480.webp');
    expect(picture?.getAttribute('sizes')).toMatch(/, 84vw$/);
    const prerenderedTitle = container.querySelector('.category-card__title');

    const errors = vi.spyOn(console, 'error');
    root = await hydratePrerendered(
      container,
      HOME,
      (store) => store.dispatch(applyCategorySnapshot(snapshot)),
      (store) => void store.dispatch(refreshCategories()),
    );

    await waitFor(() => expect(homeTitles(container)[0]).toBe(live[0].categoryName));
    expect(container.querySelector('.category-card__title'), 'hydrated, not rendered afresh').toBe(prerenderedTitle);
    expect(errors).not.toHaveBeenCalled();
  });
});
