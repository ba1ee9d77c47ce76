import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { imageThumbnail, setImageThumbnails } from '@/lib/images/imageThumbnails';
import { catalogueApi } from './api';
import { applyCategorySnapshot, isCategorySnapshot, refreshCategories } from './categorySnapshot';

const makeApiStore = () =>
  configureStore({
    reducer: { [catalogueApi.reducerPath]: catalogueApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(catalogueApi.middleware),
  });

const category = (categoryID: number, categoryName: string): FlowerCategory => ({
  categoryID,
  categoryName,
  description: '',
  imageUrl: `https://api.example.com/${categoryID}.jpg`,
  priceRangeStart: 100_000,
  priceRangeEnd: 200_000,
  isPopular: false,
  flowerProducts: [],
});

describe('the category snapshot', () => {
  afterEach(() => setImageThumbnails({}));

  it('tells a snapshot from a broken data element', () => {
    expect(
      isCategorySnapshot({
        categories: [category(1, 'Mawar')],
        thumbnails: { 'https://api.example.com/1.jpg': '/assets/catalogue/a-480.webp 480w' },
      }),
    ).toBe(true);
    for (const broken of [
      null,
      'x',
      [],
      { categories: [] },
      { categories: [{ categoryID: '1', categoryName: 'Mawar' }], thumbnails: {} },
      { categories: [], thumbnails: { a: 1 } },
    ]) {
      expect(isCategorySnapshot(broken)).toBe(false);
    }
  });

  it('starts the cache with its categories and registers its thumbnails; the refresh replaces them with the backend answer', async () => {
    const store = makeApiStore();
    await store.dispatch(
      applyCategorySnapshot({
        categories: [category(1, 'Mawar Kemarin')],
        thumbnails: { 'https://api.example.com/1.jpg': '/assets/catalogue/a-480.webp 480w' },
      }),
    );
    const cached = () => catalogueApi.endpoints.listFlowerCategories.select()(store.getState() as never);
    expect(cached().data?.map((item) => item.categoryName)).toEqual(['Mawar Kemarin']);
    expect(imageThumbnail('https://api.example.com/1.jpg')?.src).toBe('/assets/catalogue/a-480.webp');

    await store.dispatch(refreshCategories());
    expect(cached().data?.length).toBeGreaterThan(1);
    expect(cached().data?.map((item) => item.categoryName)).not.toContain('Mawar Kemarin');
  });
});
