import { createSelector } from '@reduxjs/toolkit';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { orderStats } from '@/entities/order/model/orderStats';
import { paginate } from '@/lib/paging/paging';
import type { PaymentFilter, StatusFilter } from './orderListQuery';
import { filterIndexedOrders, indexOrders, normaliseSearch } from './orderSearch';

/**
 * The order list's derived data as memoised selectors (reselect, weakMap
 * memoised per argument): the search index is built once per loaded list,
 * the filter runs once per list × search × filters, the stats once per list,
 * a page once per filtered list × page × size — never again on a re-render.
 */
type Orders = readonly CustomerOrder[];

/** The list's search index (lowercased text, displayed statuses), once per loaded list. */
export const selectOrderIndex = createSelector([(orders: Orders) => orders], (orders) => indexOrders(orders));

/** The orders matching the search and filters, in the list's order. */
export const selectFilteredOrders = createSelector(
  [
    (orders: Orders) => selectOrderIndex(orders),
    (_orders: Orders, search: string) => normaliseSearch(search),
    (_orders: Orders, _search: string, status: StatusFilter) => status,
    (_orders: Orders, _search: string, _status: StatusFilter, payment: PaymentFilter) => payment,
  ],
  filterIndexedOrders,
);

/** The stat cards, over all orders (docs/product-rules.md#order-statistics). */
export const selectOrderStats = createSelector([(orders: Orders) => orders], orderStats);

/** One page of the filtered orders, clamped to the pages there are. */
export const selectOrderPage = createSelector(
  [
    (filtered: Orders) => filtered,
    (_filtered: Orders, page: number) => page,
    (_filtered: Orders, _page: number, size: number) => size,
  ],
  (filtered, page, size) => paginate(filtered, page, size),
);
