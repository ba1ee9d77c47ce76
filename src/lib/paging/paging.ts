/** Client-side paging maths: 1-based pages over a list of `total` items, `pageSize` a page. */

/** How many pages `total` items fill; at least 1, so an empty list still has page 1. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page shown for the one asked: whole, no lower than 1 and no higher than the last page. */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.trunc(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, totalPages));
}

/** The 1-based position of the first and last item on a page ('X to Y of Z'); 0 and 0 when there is none. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const current = clampPage(page, countPages(total, pageSize));
  const start = (current - 1) * pageSize;
  if (total <= 0 || start >= total) return { from: 0, to: 0 };
  return { from: start + 1, to: Math.min(start + pageSize, total) };
}

/** The items of a page (the last page when `page` is past the end). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, countPages(items.length, pageSize));
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

export type PageNumber = number | 'gap';

/**
 * The page buttons to show: every page up to 7, otherwise the first, the last and the
 * current page's neighbours (the first or last five near the ends), with gaps between.
 */
export function visiblePages(page: number, totalPages: number): PageNumber[] {
  if (totalPages <= 7) return Array.from({ length: Math.max(1, totalPages) }, (_, index) => index + 1);
  const current = clampPage(page, totalPages);
  const shown = new Set([1, totalPages, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (current >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((n) => shown.add(n));
  const sorted = [...shown].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? (['gap', n] as const) : [n]));
}

/** One page of a list: which page it is, its items and its 'X to Y of Z' numbers. */
export interface Page<T> {
  page: number;
  totalPages: number;
  items: T[];
  total: number;
  from: number;
  to: number;
}

/** The page asked for of `items`, clamped to the pages there are. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const totalPages = countPages(items.length, pageSize);
  const current = clampPage(page, totalPages);
  return {
    page: current,
    totalPages,
    items: pageSlice(items, current, pageSize),
    total: items.length,
    ...pageRange(current, pageSize, items.length),
  };
}
