import { tzOffset } from '@date-fns/tz';

/**
 * Indonesia's zones, one offset each since 1988 and no daylight saving (WIB
 * +07:00 since 1964, Pontianak moved to it in 1988; WITA +08:00; WIT +09:00).
 * Compared with the platform's zone data by zoneOffset.test.ts.
 */
const STEADY_SINCE = Date.UTC(1988, 0, 1);
const STEADY_OFFSETS: Readonly<Record<string, number>> = {
  'Asia/Jakarta': 420,
  'Asia/Pontianak': 420,
  'Asia/Makassar': 480,
  'Asia/Jayapura': 540,
};

/** Indonesia's zone names: known to exist without asking `Intl` (shopClock.isValidTimeZone). */
export const INDONESIAN_ZONES: readonly string[] = Object.keys(STEADY_OFFSETS);

/**
 * The UTC offset of `zone` at `time`, in minutes. Indonesia's zones (the
 * shop's, by default) since 1988 are known without asking `Intl`: the first
 * `Intl.DateTimeFormat` with a time zone loads the platform's zone data on
 * the main thread, which the mock's seed and the wizard's first render paid
 * while the page loaded. Any other zone or instant: `tzOffset` of
 * @date-fns/tz (Intl-based, DST-aware; NaN for a zone the platform does not know).
 */
export function zoneOffset(zone: string, time: number): number {
  const steady = STEADY_OFFSETS[zone];
  if (steady !== undefined && time >= STEADY_SINCE) return steady;
  return tzOffset(zone, new Date(time));
}
