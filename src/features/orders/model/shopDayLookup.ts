import { addDays, shopDayOf, shopDayStart, toShopDay } from '@/lib/dates/shopClock';

/** An ISO date-time that names its zone (`Z` or an offset): an instant, read as it is. */
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

const QUARTER_HOUR_MS = 15 * 60_000;

interface DayRange {
  start: number;
  end: number;
  day: string;
}

/**
 * `toShopDay` for many values at once (the CSV's 20,000 dates): the shop's
 * zone is looked up once per calendar day met, not once per value — each day
 * met is remembered as the range of instants between its shop midnights, and
 * each quarter hour met with its day. Plain days, shop wall times and anything odd go to `toShopDay` itself, so
 * the answers are the same. Make one per export (the shop's zone is read then).
 */
export function createShopDayLookup(): (value: string | Date | null | undefined) => string {
  const ranges: DayRange[] = [];
  // Zone offsets and DST changes are whole quarter hours (in every zone since 1972), so a quarter hour has one day.
  const quarters = new Map<number, string>();
  let last: DayRange | undefined;
  const dayOfInstant = (time: number) => {
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    const cached = quarters.get(quarter);
    if (cached !== undefined) return cached;
    const day = rangeDay(time);
    quarters.set(quarter, day);
    return day;
  };
  const rangeDay = (time: number) => {
    if (last && time >= last.start && time < last.end) return last.day;
    const known = ranges.find((range) => time >= range.start && time < range.end);
    if (known) return (last = known).day;
    const day = shopDayOf(time);
    last = { day, start: shopDayStart(day).getTime(), end: shopDayStart(addDays(day, 1)).getTime() };
    ranges.push(last);
    return day;
  };
  return (value) => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayOfInstant(value.getTime());
    const text = value?.trim() ?? '';
    if (!HAS_ZONE.test(text)) return toShopDay(value);
    const time = Date.parse(text);
    return Number.isNaN(time) ? toShopDay(value) : dayOfInstant(time);
  };
}
