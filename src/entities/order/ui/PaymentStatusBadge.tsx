import { paymentStatusTone } from '../model/orderStatus';
import { useOrderStatusLabels } from './useOrderStatusLabels';
import './statusBadge.css';

/**
 * A payment status as a coloured badge with its translated name (docs/product-rules.md#status-badges); anything not
 * known shows Unknown in grey.
 */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const { paymentStatusLabel } = useOrderStatusLabels();
  return (
    <span className={`status-badge status-badge--${paymentStatusTone(status)}`}>{paymentStatusLabel(status)}</span>
  );
}
