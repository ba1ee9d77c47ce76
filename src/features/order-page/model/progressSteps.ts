import type { PublicOrder, PublicOrderHistoryEntry } from '@/api/generated/shopApi';
import { toOrderStatus, toPaymentStatus } from '@/entities/order/model/orderStatus';

/**
 * The order's way as its customer sees it: received (Pending) → arranging (Processing) → delivered
 * or completed (Delivered, Completed); a cancelled order stops after 'received' with 'cancelled'.
 */
export type ProgressStepKey = 'received' | 'arranging' | 'delivered' | 'completed' | 'cancelled';

export interface ProgressStep {
  key: ProgressStepKey;
  state: 'done' | 'current' | 'next';
}

/** The last step's name before it is reached: a pickup ends 'completed', a delivery 'delivered'. */
function lastStepOf(order: Pick<PublicOrder, 'status' | 'fulfilment'>): ProgressStepKey {
  const status = toOrderStatus(order.status);
  if (status === 'Completed') return 'completed';
  if (status === 'Delivered') return 'delivered';
  return order.fulfilment === 'pickup' ? 'completed' : 'delivered';
}

export function progressSteps(order: Pick<PublicOrder, 'status' | 'fulfilment'>): ProgressStep[] {
  const status = toOrderStatus(order.status);
  if (status === 'Cancelled') {
    return [
      { key: 'received', state: 'done' },
      { key: 'cancelled', state: 'current' },
    ];
  }
  const reached = status === 'Processing' ? 1 : status === 'Delivered' || status === 'Completed' ? 2 : 0;
  const keys: ProgressStepKey[] = ['received', 'arranging', lastStepOf(order)];
  return keys.map((key, index) => ({ key, state: index < reached ? 'done' : index === reached ? 'current' : 'next' }));
}

/** The i18n key (namespace `orderPage`) of one history entry; unknown values read as an update. */
export function historyLabelKey(entry: PublicOrderHistoryEntry): string {
  return entry.kind === 'payment'
    ? `history.payment.${toPaymentStatus(entry.value)}`
    : `history.status.${toOrderStatus(entry.value)}`;
}

/** Whether the customer still has something to pay: not paid and not cancelled. */
export function paymentDue(order: Pick<PublicOrder, 'status' | 'paymentStatus'>): boolean {
  return toPaymentStatus(order.paymentStatus) !== 'Paid' && toOrderStatus(order.status) !== 'Cancelled';
}
