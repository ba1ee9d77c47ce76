import { formatDate, shopZoneName } from '@/lib/dates/formatDate';
import { shopDateTimeLocal, shopDayOf } from '@/lib/dates/shopClock';

/**
 * When a payment session stops being payable, as the customer reads it, in shop time whatever the device's zone:
 * the hour alone on the shop's day ('10.15 WIB', '10:15 GMT+7' in English), with the date on another day
 * ('24 Nov 2026, 01.15 WIB').
 */
export function sessionTimeText(instant: string, now: number, language: string): string {
  const at = Date.parse(instant);
  if (!Number.isFinite(at)) return '';
  const locale = language === 'en' ? 'en-GB' : 'id-ID';
  const zone = shopZoneName(locale, undefined, at);
  if (shopDayOf(at) !== shopDayOf(now)) return `${formatDate(instant, locale, 'dateTime')} ${zone}`;
  const hourMinute = shopDateTimeLocal(at).slice(11, 16);
  return `${language === 'en' ? hourMinute : hourMinute.replace(':', '.')} ${zone}`;
}
