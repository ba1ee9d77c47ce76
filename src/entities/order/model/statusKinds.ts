import type { CustomerOrder, OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/orderValues';
import { toOrderStatus, toPaymentStatus } from './orderStatus';
import { SETTABLE_ORDER_STATUSES, SETTABLE_PAYMENT_STATUSES } from './statusMoves';

/** Which of an order's two statuses a change is about: the order status or the payment status. */
export type StatusKind = 'status' | 'payment';

/** The first entry takes the changes, or an entry is added when there is none. */
function setFirst<Entry>(entries: Entry[], changes: Partial<Entry>, added: () => Entry): void {
  const first = entries[0];
  if (first) Object.assign(first, changes);
  else entries.push(added());
}

/**
 * Everything that depends on which status a change is about, in one place.
 * `apply` is what a change does to an order (docs/product-rules.md#status-changes):
 * the first entry, the displayed one, takes the new value stamped `at`; an
 * order without one gets a new entry (id 0 until the server answers).
 */
export const STATUS_KINDS = {
  status: {
    /** Every value, as the filters offer them. */
    values: ORDER_STATUSES,
    settable: SETTABLE_ORDER_STATUSES,
    /** A value as displayed: itself when known, else Unknown. */
    known: toOrderStatus,
    /** Where its labels are in the `orderStatus` namespace. */
    labelKey: 'order',
    apply(order: CustomerOrder, status: OrderStatusValue, at: string): void {
      setFirst(order.orderStatuses, { status, confirmationDate: at }, () => ({
        statusID: 0,
        orderID: order.orderID,
        status,
        confirmationDate: at,
      }));
    },
  },
  payment: {
    values: PAYMENT_STATUSES,
    settable: SETTABLE_PAYMENT_STATUSES,
    known: toPaymentStatus,
    labelKey: 'payment',
    apply(order: CustomerOrder, paymentStatus: PaymentStatusValue, at: string): void {
      const added = () => ({
        paymentID: 0,
        orderID: order.orderID,
        paymentAmount: order.totalPrice,
        paymentStatus,
        paymentDate: at,
      });
      setFirst(order.payments, { paymentStatus, paymentDate: at }, added);
    },
  },
} as const;
