import { addDays as addCalendarDays, shopDayOf, shopDayStart, shopWallTime } from '../../src/lib/dates/shopClock';

/**
 * Date helpers shared by the seed modules, on the shop's calendar (the same
 * shop clock as the app), so the seed is the same whatever zone the machine
 * running it is in.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** The shop's midnight of the day of `date`. */
export function startOfDay(date: Date): Date {
  return shopDayStart(shopDayOf(date));
}

/** The shop's midnight `days` calendar days after the day of `date`. */
export function addDays(date: Date, days: number): Date {
  return shopDayStart(addCalendarDays(shopDayOf(date), days));
}

/** `hour:minute` in the shop, `days` calendar days after the day of `date`. */
export function atShopTime(date: Date, days: number, hour: number, minute: number): Date {
  return shopWallTime(addCalendarDays(shopDayOf(date), days), hour, minute);
}

export function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}
