import { describe, expect, it } from 'vitest';
import { galleryIdOf, loadProblemOf } from './editLoad';

const state = (over: Partial<Parameters<typeof loadProblemOf>[0]>) => ({
  isError: false,
  isFetching: false,
  isSuccess: false,
  ...over,
});

describe('edit page load', () => {
  it('takes only whole numbers from 1 as ids', () => {
    expect(galleryIdOf('12')).toBe(12);
    for (const bad of [undefined, '', 'abc', '0', '-1', '1.5', '1e3', ' 2']) expect(galleryIdOf(bad)).toBeNull();
  });

  it("says 'not found' for a 404, a { success: false } answer or an empty one, 'failed' otherwise", () => {
    expect(loadProblemOf(state({ isError: true, error: { status: 404 } }), undefined)).toBe('notFound');
    expect(
      loadProblemOf(state({ isError: true, error: { name: 'Error', message: 'The server reported…' } }), undefined),
    ).toBe('notFound');
    expect(loadProblemOf(state({ isSuccess: true }), undefined)).toBe('notFound');
    expect(loadProblemOf(state({ isError: true, error: { status: 500 } }), undefined)).toBe('failed');
    expect(loadProblemOf(state({ isError: true, error: { status: 'FETCH_ERROR' } }), undefined)).toBe('failed');
    expect(loadProblemOf(state({ isFetching: true, isError: true, error: { status: 500 } }), undefined)).toBeNull();
  });
});
