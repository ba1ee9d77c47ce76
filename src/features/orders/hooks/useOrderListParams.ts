import { useMemo } from 'react';
import { useQueryState } from '@/components/routing/useQueryState';
import {
  ORDER_LIST_QUERY,
  type OrderListQuery,
  type PageSize,
  type PaymentFilter,
  type StatusFilter,
} from '../model/orderListQuery';

/**
 * Search, filters, page size and page of the order list, in the URL. A new
 * search, filter or page size goes back to page 1; typing replaces the
 * history entry (the page writes it when typing pauses: useUrlSyncedText).
 */
export function useOrderListParams() {
  const [query, update] = useQueryState(ORDER_LIST_QUERY);
  const setters = useMemo(
    () => ({
      setSearch: (search: string) => update({ search, page: 1 }, { replace: true }),
      setStatus: (status: StatusFilter) => update({ status, page: 1 }),
      setPayment: (payment: PaymentFilter) => update({ payment, page: 1 }),
      setSize: (size: PageSize) => update({ size, page: 1 }),
      setPage: (page: number) => update({ page }),
      clearFilters: () => update({ search: '', status: 'all', payment: 'all', page: 1 }),
    }),
    [update],
  );
  return { query: query as OrderListQuery, ...setters };
}
