import { shopToday } from '@/lib/dates/shopClock';
import { useHydrated } from '../hydration/useHydrated';

/**
 * The shop's current year (the footers' '© 2026'). A prerendered page was
 * rendered on the day it was built, maybe in another year than the visitor's,
 * so the year is left out of the HTML and filled in once the app runs the
 * page: the page hydrates without a mismatch and shows this year.
 */
export function ShopYear() {
  const hydrated = useHydrated();
  return hydrated ? <>{shopToday().slice(0, 4)}</> : null;
}
