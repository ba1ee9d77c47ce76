import { getShopTimeZone, parseShopInstant, shopNow } from './shopClock';

/**
 * Every date on screen goes through here: formatted in the user's language
 * but always on the shop's calendar (an order placed at 23:30 in Jakarta is
 * that day's order for staff anywhere).
 */
export type DateStyle =
  /** "Sabtu, 21 November 2026" */
  | 'long'
  /** "21 Nov 2026" */
  | 'medium'
  /** "21 Nov" */
  | 'dayMonth'
  /** "21 Nov 2026, 14.30" */
  | 'dateTime'
  /** "Sab, 21 Nov" (date strips, board lanes) */
  | 'weekdayShort';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
};

/** The zone's name alone ("WIB"): shopZoneName's formatter, kept with the others. */
type FormatterStyle = DateStyle | 'zoneName';

const FORMATTER_OPTIONS: Record<FormatterStyle, Intl.DateTimeFormatOptions> = {
  ...STYLES,
  zoneName: { timeZoneName: 'short' },
};

/**
 * Formatters are made once per locale, style and zone: making an Intl.DateTimeFormat costs far more than using one,
 * and some screens render every second (a countdown).
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: FormatterStyle, zone: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${zone}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...FORMATTER_OPTIONS[style], timeZone: zone });
    cache.set(key, found);
  }
  return found;
}

/**
 * A date from data (`YYYY-MM-DD`, an ISO date-time, or a Date) in the given
 * BCP 47 locale and style, on the shop's calendar; '' when unreadable.
 */
export function formatDate(
  value: string | Date | null | undefined,
  locale = 'id-ID',
  style: DateStyle = 'long',
  zone = getShopTimeZone(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = parseShopInstant(value, zone);
  if (Number.isNaN(instant.getTime())) return '';
  return formatter(locale, style, zone).format(instant);
}

/** The shop zone's short name in a locale ("WIB" in Indonesian, "GMT+7" in English). */
export function shopZoneName(locale = 'id-ID', zone = getShopTimeZone(), at: Date | number = shopNow()): string {
  const parts = formatter(locale, 'zoneName', zone).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
