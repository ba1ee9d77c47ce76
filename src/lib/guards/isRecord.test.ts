import { describe, expect, it } from 'vitest';
import { isRecord } from './isRecord';

describe('isRecord', () => {
  it('accepts key → value objects', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ errors: { name: ['Required'] } })).toBe(true);
  });

  it('refuses null, arrays and other values', () => {
    for (const value of [null, undefined, [], ['a'], 'text', 0, true]) expect(isRecord(value)).toBe(false);
  });
});
