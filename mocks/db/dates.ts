/** Calendar helpers in the runtime's local time zone (the "server's" time zone). */

/** `YYYY-MM-DD` of the local calendar day of `date`. */
export function localDateString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` date, or null when it is not a real date. */
export function parseLocalDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * A date-time or `YYYY-MM-DD` date as an ISO date-time string: a plain date
 * becomes its local midnight (as the order form's delivery day).
 */
export function toIsoDateTime(text: string): string {
  const day = parseLocalDate(text);
  if (day) return day.toISOString();
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? text : parsed.toISOString();
}
