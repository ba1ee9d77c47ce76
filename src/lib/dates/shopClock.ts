import { INDONESIAN_ZONES, zoneOffset } from './zoneOffset';

/**
 * The shop clock: every business date (the minimum delivery date, "today",
 * day boundaries, dates shown to staff) is a calendar day in the shop's time
 * zone, never in the zone of whatever device runs the code. A visitor in
 * Berlin ordering for Bandung sees the shop's tomorrow, not their own.
 *
 * The zone comes from runtime `config.json` (`shopTimeZone`); the runtime
 * config calls `setShopTimeZone` when it loads. This module reads no
 * configuration itself, so Node scripts and Playwright tests import it as is.
 *
 * Calendar days travel as `YYYY-MM-DD` strings (what `<input type="date">`
 * uses); instants as `Date` or ISO strings. Zone offsets come from
 * `tzOffset` of @date-fns/tz (Intl-based, DST-aware; Indonesia's zones
 * without Intl: zoneOffset.ts); we deliberately avoid
 * its `TZDate` subclass of `Date`, which breaks under fake clocks that swap
 * the global `Date` (Playwright's `page.clock`, test runners).
 *
 * "Now" for shop rules is `shopNow()`: the device's clock plus an offset, 0
 * unless something moves it (`setShopClockOffset`; in mock mode the mock
 * backend's `clock:` scenario does, so the app and the mock agree on the time).
 */

export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Jakarta';

let shopZone = DEFAULT_SHOP_TIME_ZONE;

/**
 * Zones already checked. Indonesia's four (the default among them) need no check: asking Intl about a
 * zone loads the platform's time-zone data, main-thread work that the start (module load, config)
 * would pay for nothing; zoneOffset.ts knows their offsets without Intl too.
 */
const checkedZones = new Map<string, boolean>(INDONESIAN_ZONES.map((zone) => [zone, true]));

/** Whether the platform knows the IANA zone name. */
export function isValidTimeZone(zone: string): boolean {
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    checkedZones.set(zone, valid);
  }
  return valid;
}

/** Sets the shop's zone; an unknown name keeps the current one (and says so). */
export function setShopTimeZone(zone: string | undefined): string {
  if (zone && isValidTimeZone(zone)) shopZone = zone;
  else if (zone) console.warn(`[shop clock] unknown time zone "${zone}", keeping ${shopZone}`);
  return shopZone;
}

export function getShopTimeZone(): string {
  return shopZone;
}

let clockOffsetMs = 0;

/** The current instant for shop rules (epoch ms): the device's clock moved by the shop clock's offset. */
export function shopNow(): number {
  return Date.now() + clockOffsetMs;
}

/** Moves `shopNow()` by `ms` from the device's clock (0: the device's clock; not a finite number counts as 0). */
export function setShopClockOffset(ms: number): void {
  clockOffsetMs = Number.isFinite(ms) ? Math.round(ms) : 0;
}

/** How far `shopNow()` is from the device's clock, in ms. */
export function getShopClockOffset(): number {
  return clockOffsetMs;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time without `Z` or an offset: wall-clock time in the shop's zone. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of a calendar date given by its parts (month 1-12). */
export function isoDay(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether the text is a real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const match = PLAIN_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day `days` after (or before, when negative) an ISO day; pure calendar maths. */
export function addDays(isoDate: string, days: number): string {
  const match = PLAIN_DATE.exec(isoDate);
  if (!match) throw new RangeError(`addDays: not a YYYY-MM-DD date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return isoDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The shop's calendar day of an instant. */
export function shopDayOf(instant: Date | number, zone = shopZone): string {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const wall = new Date(time + zoneOffset(zone, time) * 60_000);
  return isoDay(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
}

/** The instant at which the shop's clock shows the given wall-clock time (month 1-12). */
function wallTimeToInstant(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = zoneOffset(zone, asUtc);
  let instant = asUtc - first * 60_000;
  // Across a DST change the offset at the guess can differ from the one at the wall time.
  const secondOffset = zoneOffset(zone, instant);
  if (secondOffset !== first) instant = asUtc - secondOffset * 60_000;
  return new Date(instant);
}

/** The shop's wall-clock time of an instant as `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` uses). */
export function shopDateTimeLocal(instant: Date | number, zone = shopZone): string {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const wall = new Date(time + zoneOffset(zone, time) * 60_000);
  const day = isoDay(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
  return `${day}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The instant `hour:minute` of a shop calendar day. */
export function shopWallTime(isoDate: string, hour: number, minute = 0, zone = shopZone): Date {
  const match = PLAIN_DATE.exec(isoDate);
  if (!match) throw new RangeError(`shopWallTime: not a YYYY-MM-DD date: ${isoDate}`);
  return wallTimeToInstant(zone, Number(match[1]), Number(match[2]), Number(match[3]), hour, minute);
}

/** Today in the shop (`now` injectable for tests and for fixed clocks). */
export function shopToday(now: Date | number = shopNow(), zone = shopZone): string {
  return shopDayOf(now, zone);
}

/** The minimum delivery date (docs/product-rules.md#delivery-date): the shop's tomorrow. */
export function shopTomorrow(now: Date | number = shopNow(), zone = shopZone): string {
  return addDays(shopToday(now, zone), 1);
}

/** The instant a shop calendar day starts (its midnight in the shop's zone). */
export function shopDayStart(isoDate: string, zone = shopZone): Date {
  const match = PLAIN_DATE.exec(isoDate);
  if (!match) throw new RangeError(`shopDayStart: not a YYYY-MM-DD date: ${isoDate}`);
  return wallTimeToInstant(zone, Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * An instant from data: a plain day is the shop's midnight of that day; a
 * date-time without zone is wall-clock time in the shop; anything else (with
 * `Z` or an offset) is parsed as is. Invalid input gives an invalid Date.
 */
export function parseShopInstant(value: string | Date, zone = shopZone): Date {
  if (value instanceof Date) return value;
  const text = value.trim();
  if (PLAIN_DATE.test(text)) return isIsoDay(text) ? shopDayStart(text, zone) : new Date(NaN);
  const wall = WALL_TIME.exec(text);
  if (wall) {
    const [y, mo, d, h, mi, s] = wall.slice(1, 7).map((part) => Number(part ?? 0));
    const ms = Number((wall[7] ?? '0').padEnd(3, '0'));
    return wallTimeToInstant(zone, y, mo, d, h, mi, s, ms);
  }
  return new Date(text);
}

/** The shop's calendar day of a date from data (a plain day stays as it is); '' when unreadable. */
export function toShopDay(value: string | Date | null | undefined, zone = shopZone): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && PLAIN_DATE.test(value.trim())) return isIsoDay(value.trim()) ? value.trim() : '';
  const instant = parseShopInstant(value, zone);
  return Number.isNaN(instant.getTime()) ? '' : shopDayOf(instant, zone);
}
