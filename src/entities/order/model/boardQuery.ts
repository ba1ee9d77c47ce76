import { isIsoDay } from '@/lib/dates/shopClock';
import { choiceField, type QueryField, type QuerySchema } from '@/lib/url/queryState';

/** Which orders screen: the list (default) or the delivery board (`?view=board`). */
export type OrdersView = 'list' | 'board';

/**
 * What the board shows: a shop day (`YYYY-MM-DD`), 'overdue' (the 'Terlambat'
 * chip and alert), 'unpaid' (delivered or completed yet unpaid, the second
 * alert) or '' for the shop's today.
 */
export type BoardDaySelection = string;

/** How the board's lanes go: by delivery window (default) or by driver (`&group=driver`, dispatch). */
export type BoardGrouping = 'window' | 'driver';

export interface BoardQuery {
  view: OrdersView;
  day: BoardDaySelection;
  group: BoardGrouping;
}

const SPECIAL = new Set(['overdue', 'unpaid']);

/** `day`: a valid ISO day, 'overdue' or 'unpaid'; anything else reads as today (''). */
function dayField(): QueryField<string> {
  return {
    read: (raw) => (raw !== null && (SPECIAL.has(raw) || isIsoDay(raw)) ? raw : ''),
    write: (value) => (value ? value : null),
  };
}

/** `/app/orders?view=board&day=2026-11-24&group=driver` (defaults left out). */
export const BOARD_QUERY: QuerySchema<BoardQuery> = {
  view: choiceField(['list', 'board'] as const, 'list'),
  day: dayField(),
  group: choiceField(['window', 'driver'] as const, 'window'),
};
