import type { OrderStatusValue } from '@/api/generated/shopApi';
import type { OrderStatusKey } from '@/entities/order/model/orderStatus';

/** The florist's day moves an order forward: Pending → Processing → Completed → Delivered (issue 11). */
const NEXT: Partial<Record<OrderStatusKey, OrderStatusValue>> = {
  Pending: 'Processing',
  Processing: 'Completed',
  Completed: 'Delivered',
};

export function nextStatusOf(status: OrderStatusKey): OrderStatusValue | undefined {
  return NEXT[status];
}

/** An order can be cancelled from the board until it is done (Completed, Delivered) or already Cancelled. */
export function canCancel(status: OrderStatusKey): boolean {
  return status === 'Pending' || status === 'Processing' || status === 'Unknown';
}
