import { useState } from 'react';
import type { GalleryImage, GalleryPage, ListGalleryImagesApiArg } from '@/api/generated/shopApi';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useListGalleryImagesQuery } from '@/entities/gallery/api';

/** Public gallery page size. */
export const PUBLIC_GALLERY_PAGE_SIZE = 6;

/** The public home's gallery call: page size 6, with images, active only (docs/product-rules.md#gallery). */
export function publicGalleryArgs(page: number): ListGalleryImagesApiArg {
  return { page, pageSize: PUBLIC_GALLERY_PAGE_SIZE, includeImages: true, activeOnly: true };
}

export type GalleryStatus = 'loading' | 'ready' | 'loadingMore' | 'error';

export interface PublicGalleryState {
  images: GalleryImage[];
  status: GalleryStatus;
  hasNextPage: boolean;
  loadMore: () => void;
  reload: () => void;
}

function append(images: readonly GalleryImage[], more: readonly GalleryImage[]): GalleryImage[] {
  const known = new Set(images.map((image) => image.id));
  return [...images, ...more.filter((image) => !known.has(image.id))];
}

const selectGallery = ({ currentData, isError }: { currentData?: GalleryPage; isError: boolean }) => ({
  currentData,
  isError,
});

/**
 * The home gallery: the first 6 active images; "load more" keeps the pages
 * shown so far and appends the next one while more exist. A failed call
 * empties the list.
 */
export function usePublicGallery(): PublicGalleryState {
  const [page, setPage] = useState(1);
  const [earlier, setEarlier] = useState<GalleryImage[]>([]);
  const { currentData, isError, refetch } = useDeferredQuery(
    // only what the section shows: the call's start and other flags render nothing
    useListGalleryImagesQuery(publicGalleryArgs(page), { selectFromResult: selectGallery }),
  );

  const loadMore = () => {
    if (!currentData?.hasNextPage) return;
    setEarlier((shown) => append(shown, currentData.data));
    setPage((current) => current + 1);
  };

  const reload = () => {
    setEarlier([]);
    if (page === 1) void refetch();
    else setPage(1);
  };

  if (isError) return { images: [], status: 'error', hasNextPage: false, loadMore, reload };
  if (!currentData) {
    const status = page === 1 ? 'loading' : 'loadingMore';
    return { images: earlier, status, hasNextPage: page > 1, loadMore, reload };
  }
  return {
    images: append(earlier, currentData.data),
    status: 'ready',
    hasNextPage: currentData.hasNextPage,
    loadMore,
    reload,
  };
}
