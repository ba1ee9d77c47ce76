import { nextFixedHolidays } from '../../src/lib/dates/indonesianHolidays';
import { addDays, shopNow, shopTomorrow } from '../../src/lib/dates/shopClock';

/**
 * The delivery day the journeys order for: the first day from the shop's tomorrow that the seed keeps open.
 * The seed's delivery rules close the next two fixed national holidays (mocks/seed/deliverySettings.ts), so on
 * 24 December the shop's tomorrow is Christmas and on 31 December New Year's Day, and the wizard offers no
 * window for them. A backend without the delivery rules takes any day from tomorrow, so this day suits both.
 */
export function orderDay(now: number = shopNow()): string {
  const closed = new Set(nextFixedHolidays(new Date(now)));
  let day = shopTomorrow(now);
  while (closed.has(day)) day = addDays(day, 1);
  return day;
}
