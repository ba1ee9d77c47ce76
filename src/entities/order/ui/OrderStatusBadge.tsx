import { orderStatusTone } from '../model/orderStatus';
import { useOrderStatusLabels } from './useOrderStatusLabels';
import './statusBadge.css';

/**
 * An order status as a coloured badge with its translated name (docs/product-rules.md#status-badges); anything not
 * known shows Unknown in grey.
 */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const { orderStatusLabel } = useOrderStatusLabels();
  return <span className={`status-badge status-badge--${orderStatusTone(status)}`}>{orderStatusLabel(status)}</span>;
}
