import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomKey } from './randomKey';

describe('randomKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a UUID where the browser makes them', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is 32 random hex digits outside a secure context (no randomUUID)', () => {
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) });
    const keys = new Set([randomKey(), randomKey(), randomKey()]);
    expect(keys.size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
