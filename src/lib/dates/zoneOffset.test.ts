import { tzOffset } from '@date-fns/tz';
import { describe, expect, it, vi } from 'vitest';
import { zoneOffset } from './zoneOffset';

vi.mock('@date-fns/tz', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@date-fns/tz')>();
  return { ...actual, tzOffset: vi.fn(actual.tzOffset) };
});

const HOUR = 3_600_000;

/** Instants from `fromYear` to `toYear`, every 9 days and 7 hours. */
function instants(fromYear: number, toYear: number): number[] {
  const list: number[] = [];
  for (let time = Date.UTC(fromYear, 0, 1); time < Date.UTC(toYear, 0, 1); time += 9 * 24 * HOUR + 7 * HOUR)
    list.push(time);
  return list;
}

describe('zoneOffset', () => {
  it.each(['Asia/Jakarta', 'Asia/Pontianak', 'Asia/Makassar', 'Asia/Jayapura'])(
    "knows %s as the platform's zone data does, since 1988",
    (zone) => {
      for (const time of instants(1988, 2060)) {
        const at = new Date(time).toISOString();
        expect([at, zoneOffset(zone, time)]).toEqual([at, tzOffset(zone, new Date(time))]);
      }
    },
  );

  it('asks the platform about older instants and other zones', () => {
    expect(zoneOffset('Asia/Jakarta', Date.UTC(1960, 5, 1))).toBe(450);
    expect(zoneOffset('Asia/Pontianak', Date.UTC(1980, 5, 1))).toBe(480);
    expect(zoneOffset('Europe/Berlin', Date.UTC(2026, 6, 1))).toBe(120);
    expect(zoneOffset('Europe/Berlin', Date.UTC(2026, 11, 1))).toBe(60);
    expect(zoneOffset('Australia/Adelaide', Date.UTC(2026, 0, 1))).toBe(630);
    expect(zoneOffset('Mars/Olympus_Mons', Date.now())).toBeNaN();
  });

  it("answers the shop's default zone without asking Intl", async () => {
    // The test setup loaded the shop clock before this file's mock: load both afresh.
    vi.resetModules();
    const calls = vi.mocked((await import('@date-fns/tz')).tzOffset);
    const { zoneOffset: fresh } = await import('./zoneOffset');
    calls.mockClear();
    for (let day = 0; day < 90; day++) expect(fresh('Asia/Jakarta', Date.UTC(2026, 8, 1) + day * 24 * HOUR)).toBe(420);
    expect(calls).not.toHaveBeenCalled();
    expect(fresh('Europe/Berlin', Date.UTC(2026, 6, 1))).toBe(120);
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
