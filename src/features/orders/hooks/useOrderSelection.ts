import { useCallback, useMemo, useState } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';

/**
 * Which orders are ticked for a bulk change, by id. Ids no longer in the
 * list (deleted meanwhile) drop out; the selection stays while paging or
 * filtering, so orders can be gathered from several pages.
 */
export function useOrderSelection(orders: readonly CustomerOrder[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => orders.filter((order) => ticked.has(order.orderID)), [orders, ticked]);
  const ids = useMemo(() => new Set(selected.map((order) => order.orderID)), [selected]);

  const toggle = useCallback((orderID: number, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(orderID);
      else next.delete(orderID);
      return next;
    });
  }, []);

  /** Ticks (or unticks) every order of the page shown. */
  const togglePage = useCallback((page: readonly CustomerOrder[], on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      for (const order of page) {
        if (on) next.add(order.orderID);
        else next.delete(order.orderID);
      }
      return next;
    });
  }, []);

  /** Keeps only the given ids (after a bulk change: the ones that failed). */
  const keepOnly = useCallback((orderIDs: readonly number[]) => setTicked(new Set(orderIDs)), []);
  const clear = useCallback(() => setTicked(new Set()), []);

  const isSelected = useCallback((orderID: number) => ids.has(orderID), [ids]);
  return { selected, isSelected, toggle, togglePage, keepOnly, clear };
}
