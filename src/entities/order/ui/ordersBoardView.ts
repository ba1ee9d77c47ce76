import type { CustomerOrder } from '@/api/generated/shopApi';
import type { BoardGrouping } from '../model/boardQuery';
import type { OrderActionHandlers } from './OrderActions';

/**
 * What Order Management (`/app/orders`) gives its second view, the delivery board (`?view=board`): the orders it
 * has loaded and their state, the day and grouping kept in the URL, the orders new since staff last looked, and
 * the page's own handlers (a status change with its confirmation, the details dialog). The page and the board are
 * two features; the app puts one in the other (src/app/routes/OrderManagementPage.tsx).
 */
export interface OrdersBoardViewProps extends Pick<OrderActionHandlers, 'onChangeStatus' | 'onView'> {
  orders: readonly CustomerOrder[] | undefined;
  state: { loading: boolean; failed: boolean; fetching: boolean; onRetry(): void };
  /** A shop day (`YYYY-MM-DD`), 'overdue', 'unpaid', or '' for the shop's today. */
  day: string;
  onDay(day: string): void;
  /** Lanes by delivery window or by driver (offered for a day when the backend says who delivers). */
  group: BoardGrouping;
  onGroup(group: BoardGrouping): void;
  /** Orders that arrived since staff last looked ('Baru'). */
  newIds: ReadonlySet<number>;
}
