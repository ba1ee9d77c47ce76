import { useMemo, useState } from 'react';

/** Categories and products: 6 per page (spec §9). */
export const CATALOGUE_PAGE_SIZE = 6;

export interface PagedSearch<T> {
  query: string;
  /** Changes the search text and goes back to page 1. */
  setQuery(query: string): void;
  /** The page shown: the one asked for, or the last one when fewer pages remain (after a delete). */
  page: number;
  setPage(page: number): void;
  totalPages: number;
  pageItems: T[];
  /** Items matching the search. */
  total: number;
  /** 1-based range shown; 0 and 0 when nothing matches. */
  from: number;
  to: number;
}

/** Case-insensitive "contains" on any of the given texts. */
export function matchesText(query: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || texts.some((value) => (value ?? '').toLocaleLowerCase().includes(needle));
}

/** Client-side search and pagination over a loaded list. */
export function usePagedSearch<T>(
  items: readonly T[] | undefined,
  matches: (item: T, query: string) => boolean,
  pageSize = CATALOGUE_PAGE_SIZE,
): PagedSearch<T> {
  const [query, setQueryText] = useState('');
  const [requestedPage, setRequestedPage] = useState(1);
  const filtered = useMemo(() => (items ?? []).filter((item) => matches(item, query)), [items, matches, query]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  const start = (page - 1) * pageSize;
  const pageItems = filtered.slice(start, start + pageSize);
  return {
    query,
    setQuery: (next) => {
      setQueryText(next);
      setRequestedPage(1);
    },
    page,
    setPage: (next) => setRequestedPage(Math.min(Math.max(1, next), totalPages)),
    totalPages,
    pageItems,
    total: filtered.length,
    from: filtered.length === 0 ? 0 : start + 1,
    to: start + pageItems.length,
  };
}
