import type { GalleryImage, ListGalleryImagesApiArg } from '@/api/generated/shopApi';

/** Management page size. */
export const GALLERY_PAGE_SIZE = 6;

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: unknown): value is StatusFilter {
  return (STATUS_FILTERS as readonly unknown[]).includes(value);
}

/**
 * The list call for a page (docs/product-rules.md#gallery): 'active' asks the server for
 * active images only; 'all' and 'inactive' send no server filter
 * (`activeOnly=false`) — 'inactive' is applied to the loaded page.
 */
export function listArgs(page: number, status: StatusFilter, includeImages: boolean): ListGalleryImagesApiArg {
  return { page, pageSize: GALLERY_PAGE_SIZE, includeImages, activeOnly: status === 'active' };
}

/** Search over title and description, case-insensitive, ignoring surrounding spaces. */
export function matchesSearch(image: Pick<GalleryImage, 'title' | 'description'>, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [image.title, image.description ?? ''].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** What the page shows of what it loaded: the status filter (client side for 'inactive') and the search. */
export function matchesView(
  image: Pick<GalleryImage, 'title' | 'description' | 'isActive'>,
  status: StatusFilter,
  search: string,
): boolean {
  if (status === 'active' && !image.isActive) return false;
  if (status === 'inactive' && image.isActive) return false;
  return matchesSearch(image, search);
}

/** Active and inactive photos among those loaded on this page (the counters). */
export function countStatuses(images: readonly Pick<GalleryImage, 'isActive'>[]): { active: number; inactive: number } {
  const active = images.filter((image) => image.isActive).length;
  return { active, inactive: images.length - active };
}
