import { isIsoDay, parseShopInstant, shopDayOf, toShopDay } from '../../src/lib/dates/shopClock';

/**
 * Calendar helpers of the mock backend: the shop's calendar (the same shop
 * clock as the app, `Asia/Jakarta` unless configured), never the zone of the
 * machine the mock happens to run on.
 */

/** `YYYY-MM-DD`: the shop's calendar day of an instant. */
export function shopDateString(date: Date): string {
  return shopDayOf(date);
}

/** The shop's calendar day of a stored date-time (or plain date); '' when unreadable. */
export function shopDayOfText(text: string): string {
  return toShopDay(text);
}

/** Whether the text is a real `YYYY-MM-DD` day. */
export function isRealDay(text: string): boolean {
  return isIsoDay(text);
}

/**
 * A date-time or `YYYY-MM-DD` date as an ISO date-time string: a plain date
 * becomes the shop's midnight of that day (the order form's delivery day), a
 * date-time without zone is the shop's wall-clock time.
 */
export function toIsoDateTime(text: string): string {
  const parsed = parseShopInstant(text);
  return Number.isNaN(parsed.getTime()) ? text : parsed.toISOString();
}
