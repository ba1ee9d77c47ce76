import type { CustomerOrder } from '@/api/generated/shopApi';
import { isFiltered, type OrderListQuery } from '../model/orderListQuery';
import { selectFilteredOrders, selectOrderPage, selectOrderStats } from '../model/orderSelectors';

const NO_ORDERS: readonly CustomerOrder[] = [];

/**
 * What the order screens show of a loaded list for a view: the stats, the
 * filtered orders (what the export takes) and the page on screen. Memoised
 * selectors, so a re-render with the same list and view computes nothing.
 */
export function useOrdersView(orders: readonly CustomerOrder[] | undefined, query: OrderListQuery) {
  const all = orders ?? NO_ORDERS;
  const filtered = selectFilteredOrders(all, query.search, query.status, query.payment);
  return {
    all,
    filtered,
    stats: selectOrderStats(all),
    page: selectOrderPage(filtered, query.page, query.size),
    narrowed: isFiltered(query),
  };
}
