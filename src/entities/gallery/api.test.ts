import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@/api/generated/shopApi';
import { mockServer } from '@mocks/node';
import { galleryApi } from './api';

const image = (id: number, isActive: boolean, displayOrder: number): GalleryImage =>
  ({
    id,
    title: `Foto ${id}`,
    description: null,
    imageBase64: '',
    isActive,
    displayOrder,
    createdBy: 'admin',
    updatedBy: 'admin',
  }) as GalleryImage;

const PAGE_ARGS = { page: 1, pageSize: 6, includeImages: false, activeOnly: false };

/** One page loads once; its reload after a change never answers, so the cache holds the patch (or its undo). */
async function loadedStore(answer: number) {
  let lists = 0;
  mockServer.use(
    http.get('*/api/Gallery', async () => {
      lists += 1;
      if (lists > 1) await delay('infinite');
      return HttpResponse.json({
        data: [image(1, true, 0), image(2, false, 1)],
        totalRecords: 2,
        totalPages: 1,
        hasNextPage: false,
        hasPreviousPage: false,
      });
    }),
    http.put('*/api/Gallery/:id', () =>
      answer === 200 ? HttpResponse.json(image(1, false, 0)) : new HttpResponse(null, { status: answer }),
    ),
    http.put('*/api/Gallery/:id/order', () =>
      answer === 200 ? HttpResponse.json(image(2, false, 0)) : new HttpResponse(null, { status: answer }),
    ),
  );
  const store = configureStore({
    reducer: { [galleryApi.reducerPath]: galleryApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(galleryApi.middleware),
  });
  await store.dispatch(galleryApi.endpoints.listGalleryImages.initiate(PAGE_ARGS)).unwrap();
  const cached = () => galleryApi.endpoints.listGalleryImages.select(PAGE_ARGS)(store.getState()).data!.data;
  return { store, cached };
}

describe('gallery changes in the cached pages', () => {
  it('show the active toggle at once and keep it when the server agrees', async () => {
    const { store, cached } = await loadedStore(200);
    const sent = store.dispatch(
      galleryApi.endpoints.updateGalleryImage.initiate({
        id: 1,
        galleryImageUpdate: { id: 1, title: 'Foto 1', isActive: false },
      }),
    );
    expect(cached().map((item) => item.isActive)).toEqual([false, false]);
    await sent.unwrap();
    expect(cached()[0].isActive).toBe(false);
  });

  it('put the old state and order back when the server refuses', async () => {
    const { store, cached } = await loadedStore(500);
    const toggled = store.dispatch(
      galleryApi.endpoints.updateGalleryImage.initiate({
        id: 2,
        galleryImageUpdate: { id: 2, title: 'Foto 2', isActive: true },
      }),
    );
    const moved = store.dispatch(
      galleryApi.endpoints.updateGalleryImageOrder.initiate({ id: 2, galleryOrderUpdate: { displayOrder: 0 } }),
    );
    expect(cached()[1]).toMatchObject({ isActive: true, displayOrder: 0 });
    await expect(toggled.unwrap()).rejects.toBeDefined();
    await expect(moved.unwrap()).rejects.toBeDefined();
    await Promise.resolve();
    expect(cached()[1]).toMatchObject({ isActive: false, displayOrder: 1 });
  });
});
