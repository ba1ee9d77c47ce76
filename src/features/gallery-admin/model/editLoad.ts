import type { GalleryImage } from '@/api/generated/shopApi';

/** The id of `/app/gallery/edit/{id}`: a whole number from 1, else null. */
export function galleryIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

export type LoadProblem = 'missingId' | 'notFound' | 'failed';

interface LoadState {
  isError: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  error?: unknown;
}

/**
 * 'Gallery image not found' for a 404, for `{ success: false }` or an
 * empty answer; 'Failed to load gallery image' for any other failure.
 */
export function loadProblemOf(query: LoadState, image: GalleryImage | undefined): LoadProblem | null {
  if (query.isFetching) return null;
  if (query.isError) {
    const error = query.error as { status?: unknown } | undefined;
    if (error?.status === 404) return 'notFound';
    // No HTTP status: the answer came but held no image ({ success: false } — see unwrapEnvelope).
    if (error && error.status === undefined) return 'notFound';
    return 'failed';
  }
  if (query.isSuccess && (!image || typeof image !== 'object' || typeof image.id !== 'number')) return 'notFound';
  return null;
}
