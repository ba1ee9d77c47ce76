import { useEffect, useMemo, useState } from 'react';
import { useListGalleryImagesQuery } from '@/entities/gallery/api';
import { countStatuses, listArgs, matchesView } from '../model/galleryFilter';
import { useGalleryListParams } from './useGalleryListParams';

/**
 * The management list (docs/product-rules.md#gallery): one server page of 6 for the URL's page
 * and status filter ('active' asks the server; 'inactive' filters the loaded
 * page), then the search over that page. Changing page or filter, and every
 * change to an image (tags), load again. Counters: the total from the server,
 * active and inactive among the photos loaded on this page.
 */
export function useGalleryList() {
  const params = useGalleryListParams();
  const { page, status, search, setPage } = params;
  const [includeImages, setIncludeImages] = useState(true);
  const query = useListGalleryImagesQuery(listArgs(page, status, includeImages), { refetchOnMountOrArgChange: true });
  const result = query.currentData;
  const loaded = useMemo(() => result?.data ?? [], [result]);
  const visible = useMemo(() => loaded.filter((image) => matchesView(image, status, search)), [loaded, status, search]);
  const totalPages = result?.totalPages ?? 0;

  // A page past the end (an old link, or the last photo of the last page deleted) shows the last page.
  useEffect(() => {
    if (result && totalPages > 0 && page > totalPages) setPage(totalPages, true);
  }, [result, totalPages, page, setPage]);

  const refresh = () => {
    if (page === 1) void query.refetch();
    else setPage(1);
  };
  const reset = () => {
    if (page === 1 && status === 'all') void query.refetch();
    params.reset();
  };

  return {
    ...params,
    includeImages,
    setIncludeImages,
    loaded,
    visible,
    totalPages,
    total: result?.totalRecords ?? 0,
    counts: countStatuses(loaded),
    isLoading: !result && !query.isError,
    isFetching: query.isFetching,
    isError: query.isError && !query.isFetching,
    hasData: Boolean(result),
    refresh,
    reset,
    retry: () => void query.refetch(),
    reload: () => query.refetch(),
    filtered: status !== 'all' || search.trim() !== '',
  };
}
