import { afterEach, describe, expect, it } from 'vitest';
import { setShopTimeZone, toShopDay } from '@/lib/dates/shopClock';
import { createShopDayLookup } from './shopDayLookup';

describe('createShopDayLookup', () => {
  afterEach(() => {
    setShopTimeZone('Asia/Jakarta');
  });

  it('gives the same day as toShopDay for instants, plain days, wall times and odd values', () => {
    const values = [
      '2026-11-23T16:59:59.999Z', // 23:59:59 in Jakarta
      '2026-11-23T17:00:00.000Z', // 00:00 of the 24th
      '2026-11-23T17:00:00+00:00',
      '2026-11-24T00:30:00+07:00',
      '2026-11-24',
      '2026-11-24T23:30:00',
      '2026-02-30',
      'not a date',
      '',
      null,
      undefined,
      new Date('2026-11-23T17:00:00Z'),
    ];
    const lookup = createShopDayLookup();
    for (const value of values) expect(lookup(value), String(value)).toBe(toShopDay(value));
  });

  it('follows the shop zone across a DST change, for every quarter hour of two days', () => {
    setShopTimeZone('Europe/Berlin');
    const lookup = createShopDayLookup();
    const start = Date.parse('2026-03-28T00:00:00Z');
    for (let time = start; time < start + 2 * 86_400_000; time += 15 * 60_000) {
      const iso = new Date(time).toISOString();
      expect(lookup(iso), iso).toBe(toShopDay(iso));
    }
  });
});
