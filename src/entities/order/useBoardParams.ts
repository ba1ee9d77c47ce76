import { useMemo } from 'react';
import { useQueryState } from '@/components/routing/useQueryState';
import { BOARD_QUERY, type BoardGrouping, type OrdersView } from './model/boardQuery';

/**
 * The orders screen's view (list or board), the board's day and its lanes' grouping, in the URL; the list's own
 * parameters are kept.
 */
export function useBoardParams() {
  const [query, update] = useQueryState(BOARD_QUERY);
  const setters = useMemo(
    () => ({
      setView: (view: OrdersView) => update({ view, day: '' }),
      setDay: (day: string) => update({ view: 'board', day }),
      setGroup: (group: BoardGrouping) => update({ view: 'board', group }),
    }),
    [update],
  );
  return { ...query, ...setters };
}
