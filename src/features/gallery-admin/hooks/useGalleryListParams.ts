import { useCallback } from 'react';
import { useLiveSearchParams } from '@/components/routing/useLiveSearchParams';
import { isStatusFilter, type StatusFilter } from '../model/galleryFilter';

export interface GalleryListParams {
  page: number;
  status: StatusFilter;
  search: string;
}

/** Reads `?page=2&status=inactive&q=mawar`; anything missing or odd is the default (page 1, all, no search). */
export function readListParams(params: URLSearchParams): GalleryListParams {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: isStatusFilter(status) ? status : 'all',
    search: params.get('q') ?? '',
  };
}

/** The query string of a list state; defaults are left out. */
export function writeListParams({ page, status, search }: GalleryListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (status !== 'all') params.set('status', status);
  if (search) params.set('q', search);
  return params;
}

/**
 * The list's page, status filter and search live in the URL, so a reload or a
 * shared link opens the same view. Filter changes go back to page 1;
 * the search filters the loaded page and keeps it. Typing replaces the history
 * entry instead of adding one per key.
 */
export function useGalleryListParams() {
  const [params, setParams] = useLiveSearchParams();
  const current = readListParams(params);

  const update = useCallback(
    (change: Partial<GalleryListParams>, replace = false) =>
      setParams((previous) => writeListParams({ ...readListParams(previous), ...change }), { replace }),
    [setParams],
  );

  return {
    ...current,
    setPage: useCallback((page: number, replace = false) => update({ page }, replace), [update]),
    setStatus: useCallback((status: StatusFilter) => update({ status, page: 1 }), [update]),
    setSearch: useCallback((search: string) => update({ search }, true), [update]),
    reset: useCallback(() => update({ page: 1, status: 'all', search: '' }), [update]),
  };
}
