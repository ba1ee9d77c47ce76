import { describe, expect, it } from 'vitest';
import { acknowledgeAll, firstLook, markOpened, newIdsOf, parseSeen } from './newItems';

describe('new items (increasing ids)', () => {
  it('the first look sees everything: nothing is new', () => {
    const seen = firstLook([1072, 1070, 1071]);
    expect(seen).toEqual({ baseline: 1072, opened: [] });
    expect(newIdsOf([1072, 1070, 1071], seen)).toEqual([]);
  });

  it('an empty first look counts every later item as new', () => {
    expect(newIdsOf([2, 1], firstLook([]))).toEqual([2, 1]);
  });

  it('items above the baseline are new, in the list order, until opened or acknowledged', () => {
    const seen = firstLook([10, 9]);
    const list = [13, 12, 11, 10, 9];
    expect(newIdsOf(list, seen)).toEqual([13, 12, 11]);
    const opened = markOpened(12, seen);
    expect(newIdsOf(list, opened)).toEqual([13, 11]);
    expect(markOpened(9, opened)).toBe(opened);
    expect(markOpened(12, opened)).toBe(opened);
    const acknowledged = acknowledgeAll(list, opened);
    expect(acknowledged).toEqual({ baseline: 13, opened: [] });
    expect(newIdsOf([14, ...list], acknowledged)).toEqual([14]);
  });

  it('acknowledging a shorter list never lowers the baseline', () => {
    expect(acknowledgeAll([3], { baseline: 10, opened: [] }).baseline).toBe(10);
  });

  it('reads only a well-formed stored state', () => {
    expect(parseSeen(JSON.stringify({ baseline: 5, opened: [6, 4, 'x'] }))).toEqual({ baseline: 5, opened: [6] });
    expect(parseSeen(null)).toBeUndefined();
    expect(parseSeen('not json')).toBeUndefined();
    expect(parseSeen(JSON.stringify({ baseline: 'x' }))).toBeUndefined();
    expect(parseSeen('null')).toBeUndefined();
  });
});
