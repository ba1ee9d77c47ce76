import type { FlowerCategory } from '@/api/generated/shopApi';
import { isRecord } from '@/lib/guards/isRecord';
import { setImageThumbnails } from '@/lib/images/imageThumbnails';
import { catalogueApi } from './api';

/**
 * The categories as the build read them from the backend, with the
 * thumbnails it made of their pictures (scripts/vite/categorySnapshot.mjs).
 *
 * The order page's largest paint is a category picture. Fetched by the app, it
 * waits for the script, the config and the categories call; prerendered with a
 * small WebP of each picture, the cards paint from the HTML
 * (docs/performance.md#backend-snapshot-prerender_api_base_url). The snapshot
 * is only the first paint: the page asks the backend again once it is hydrated
 * (refreshCategories), and what the backend answers replaces it — a category
 * added, changed or removed since the build shows as such a moment later. A
 * build made without a backend to read (the default) prerenders the loading
 * skeletons instead.
 */
export interface CategorySnapshot {
  categories: FlowerCategory[];
  /** picture source (as the image policy resolves it) → its copies' `srcset` on this site (imageThumbnails.ts) */
  thumbnails: Record<string, string>;
}

/**
 * Whether a value read from the page is a snapshot (the data element is ours, but a broken one must not stop the
 * start).
 */
export function isCategorySnapshot(value: unknown): value is CategorySnapshot {
  return (
    isRecord(value) &&
    Array.isArray(value.categories) &&
    value.categories.every(
      (category) =>
        isRecord(category) && typeof category.categoryID === 'number' && typeof category.categoryName === 'string',
    ) &&
    isRecord(value.thumbnails) &&
    Object.values(value.thumbnails).every((path) => typeof path === 'string')
  );
}

/** Puts the snapshot's categories in the cache and registers its thumbnails: dispatch it before the first render. */
export function applyCategorySnapshot(snapshot: CategorySnapshot) {
  setImageThumbnails(snapshot.thumbnails);
  // One plain action (no thunk's pending and fulfilled): the cheapest way into the cache at start.
  return catalogueApi.util.upsertQueryEntries([
    { endpointName: 'listFlowerCategories', arg: undefined, value: snapshot.categories },
  ]);
}

/** Asks the backend for the categories again (after the hydration), keeping the snapshot on screen until it answers. */
export function refreshCategories() {
  return catalogueApi.endpoints.listFlowerCategories.initiate(undefined, { forceRefetch: true, subscribe: false });
}
