import { useCallback } from 'react';
import { useLiveSearchParams } from '@/components/routing/useLiveSearchParams';

export interface ParameterListParams {
  /** 1-based page asked for (clamped to the pages there are when shown). */
  page: number;
  search: string;
}

/** Reads `?q=telfon&page=2`; anything missing or odd is the default (page 1, no search). */
export function readListParams(params: URLSearchParams): ParameterListParams {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, search: params.get('q') ?? '' };
}

/** The query string of a list state, defaults left out. */
export function writeListParams({ page, search }: ParameterListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The list's search and page live in the URL, so a reload, the back button or
 * a shared link opens the same view. A new search goes back to page 1; typing
 * replaces the history entry instead of adding one per key.
 */
export function useParameterListParams() {
  const [params, setParams] = useLiveSearchParams();
  const current = readListParams(params);
  const update = useCallback(
    (change: Partial<ParameterListParams>, replace: boolean) =>
      setParams((previous) => writeListParams({ ...readListParams(previous), ...change }), { replace }),
    [setParams],
  );
  return {
    ...current,
    setPage: useCallback((page: number) => update({ page }, false), [update]),
    setSearch: useCallback((search: string) => update({ search, page: 1 }, true), [update]),
  };
}
