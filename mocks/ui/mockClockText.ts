import { formatDate, shopZoneName } from '../../src/lib/dates/formatDate';
import { getShopTimeZone, isIsoDay, shopDateTimeLocal, shopWallTime } from '../../src/lib/dates/shopClock';
import { htmlLangOf } from '../../src/lib/i18n/languages';

/** The date locale of an app language (English dates in the British order, as the app shows them). */
export function dateLocaleOf(language: string): string {
  return language === 'en' ? 'en-GB' : htmlLangOf(language);
}

/** An instant as the shop's clock shows it: "Kamis, 24 Desember 2026 12:30 WIB". */
export function formatShopMoment(instant: Date, language: string, zone = getShopTimeZone()): string {
  const locale = dateLocaleOf(language);
  return `${formatDate(instant, locale, 'long', zone)} ${shopDateTimeLocal(instant, zone).slice(11)} ${shopZoneName(locale, zone, instant)}`;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The instant of a `datetime-local` value read as the shop's wall-clock time; null when it is not one. */
export function instantOfShopWallTime(value: string, zone = getShopTimeZone()): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match || !isIsoDay(match[1])) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute > 59) return null;
  return shopWallTime(match[1], hour, minute, zone);
}
