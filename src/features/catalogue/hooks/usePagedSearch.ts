import { useMemo, useState } from 'react';
import { usePaging, type Paging } from '@/components/pagination/usePaging';

/** Categories and products: 6 per page. */
export const CATALOGUE_PAGE_SIZE = 6;

export interface PagedSearch<T> extends Paging<T> {
  query: string;
  /** Changes the search text and goes back to page 1. */
  setQuery(query: string): void;
}

/** Case-insensitive "contains" on any of the given texts. */
export function matchesText(query: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || texts.some((value) => (value ?? '').toLocaleLowerCase().includes(needle));
}

/** Client-side search over a loaded list, paged (the page shown is the last one when fewer remain after a delete). */
export function usePagedSearch<T>(
  items: readonly T[] | undefined,
  matches: (item: T, query: string) => boolean,
  pageSize = CATALOGUE_PAGE_SIZE,
): PagedSearch<T> {
  const [query, setQueryText] = useState('');
  const filtered = useMemo(() => (items ?? []).filter((item) => matches(item, query)), [items, matches, query]);
  const paging = usePaging(filtered, pageSize);
  return {
    ...paging,
    query,
    setQuery: (next) => {
      setQueryText(next);
      paging.setPage(1);
    },
  };
}
