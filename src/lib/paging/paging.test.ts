import { describe, expect, it } from 'vitest';
import { clampPage, countPages, pageRange, pageSlice, paginate, visiblePages } from './paging';

const items = Array.from({ length: 14 }, (_, index) => index + 1);

describe('countPages', () => {
  it('counts whole pages, at least one', () => {
    expect(countPages(14, 6)).toBe(3);
    expect(countPages(12, 6)).toBe(2);
    expect(countPages(1, 10)).toBe(1);
    expect(countPages(0, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});

describe('pageRange', () => {
  it('gives the X to Y of a page, the last page being short', () => {
    expect(pageRange(1, 6, 14)).toEqual({ from: 1, to: 6 });
    expect(pageRange(2, 6, 14)).toEqual({ from: 7, to: 12 });
    expect(pageRange(3, 6, 14)).toEqual({ from: 13, to: 14 });
  });

  it('is 0 to 0 for an empty list and the last page for a page past the end', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(5, 6, 14)).toEqual({ from: 13, to: 14 });
  });
});

describe('pageSlice', () => {
  it('cuts the items of a page', () => {
    expect(pageSlice(items, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageSlice(items, 3, 6)).toEqual([13, 14]);
    expect(pageSlice(items, 7, 6)).toEqual([13, 14]);
    expect(pageSlice([], 1, 6)).toEqual([]);
  });
});

describe('paginate', () => {
  it('puts page, pages, items and range together, clamping the page', () => {
    expect(paginate(items, 9, 5)).toEqual({
      page: 3,
      totalPages: 3,
      items: [11, 12, 13, 14],
      total: 14,
      from: 11,
      to: 14,
    });
    expect(paginate([], 2, 5)).toEqual({ page: 1, totalPages: 1, items: [], total: 0, from: 0, to: 0 });
  });
});

describe('visiblePages', () => {
  it('shows every page up to seven', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages, a gap and the last near the start', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(visiblePages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });

  it('shows the neighbours of the current page between two gaps in the middle', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('shows the first, a gap and the last pages near the end', () => {
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(visiblePages(18, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });
});
