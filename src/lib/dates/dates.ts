/** Local calendar date as YYYY-MM-DD (what <input type="date"> uses). */
export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The minimum delivery date: tomorrow (spec §9). */
export function tomorrowIsoDate(now: Date = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return toIsoDate(next);
}

/** Long Indonesian (or English) date, e.g. "Sabtu, 21 November 2026". */
export function formatLongDate(value: string | Date, locale = 'id-ID'): string {
  const date = typeof value === 'string' ? parseDate(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** Parses YYYY-MM-DD as a local date (not UTC), anything else with Date. */
export function parseDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value);
}
