import { addDays, isoDay } from '@/lib/dates/shopClock';

/**
 * A month on the closed-days calendar: weeks from Monday, days as `YYYY-MM-DD`, `null` before the first
 * and after the last day. Plain calendar arithmetic in UTC, so no machine zone moves a day.
 */

/** `YYYY-MM` of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month `by` months from `month` (`YYYY-MM`). */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  const [year, mon] = month.split('-').map(Number);
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  const [year, mon, date] = day.split('-').map(Number);
  return (new Date(Date.UTC(year, mon - 1, date)).getUTCDay() + 6) % 7;
}

export function monthWeeks(month: string): Array<Array<string | null>> {
  const [year, mon] = month.split('-').map(Number);
  const first = isoDay(year, mon, 1);
  const cells: Array<string | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let n = 0; n < daysInMonth(month); n += 1) cells.push(addDays(first, n));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The day a key moves the calendar's focus to, or undefined for other keys. */
export function dayForKey(day: string, key: string): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
    case 'PageDown': {
      const month = shiftMonth(monthOf(day), key === 'PageUp' ? -1 : 1);
      const date = Math.min(Number(day.slice(8)), daysInMonth(month));
      return `${month}-${String(date).padStart(2, '0')}`;
    }
    default:
      return undefined;
  }
}

/** Month names and weekday initials in a locale ("Desember 2026"; "Sen" … "Min"). */
export function monthTitle(month: string, locale: string): string {
  const [year, mon] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mon - 1, 1)),
  );
}

export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, n) => format.format(new Date(Date.UTC(2024, 0, 1 + n))));
}
