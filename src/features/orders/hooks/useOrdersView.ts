import { useDeferredValue, useMemo } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { isFiltered, type OrderListQuery } from '../model/orderListQuery';
import { selectFilteredOrders, selectOrderPage, selectOrderStats } from '../model/orderSelectors';

const NO_ORDERS: readonly CustomerOrder[] = [];

/**
 * What the order screens show of a loaded list: the stats, the filtered
 * orders (what the export takes) and the page on screen, for the URL's view
 * with `searchText` — what the search box holds now, which may be ahead of
 * the URL while typing (then the view is on page 1, as the URL will be).
 * The search is deferred: the box answers a keystroke first, the list in the
 * render right after. Memoised selectors, so a re-render with the same list
 * and view computes nothing.
 */
export function useOrdersView(orders: readonly CustomerOrder[] | undefined, query: OrderListQuery, searchText: string) {
  const all = orders ?? NO_ORDERS;
  const search = useDeferredValue(searchText);
  const page = search === query.search ? query.page : 1;
  const filtered = selectFilteredOrders(all, search, query.status, query.payment);
  const shown = selectOrderPage(filtered, page, query.size);
  const narrowed = isFiltered({ ...query, search });
  const stats = selectOrderStats(all);
  return useMemo(
    () => ({ all, filtered, stats, page: shown, narrowed, search }),
    [all, filtered, stats, shown, narrowed, search],
  );
}
