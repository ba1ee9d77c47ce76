import type { CustomerOrder, OrderStatus, OrderStatusValue, Payment, PaymentStatusValue } from '@/api/generated/shopApi';

/** Which of an order's statuses a change is about: the order status or the payment status. */
export type StatusKind = 'status' | 'payment';

/** The statuses the admin may set (spec §4): order Processing, Completed, Delivered, Cancelled; payment Paid, Failed, Refunded. */
export const SETTABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['Processing', 'Completed', 'Delivered', 'Cancelled'];
export const SETTABLE_PAYMENT_STATUSES: readonly PaymentStatusValue[] = ['Paid', 'Failed', 'Refunded'];

/** The entries a change replaced, to put back if the server refuses it. */
export type StatusEntries = { kind: 'status'; entries: OrderStatus[] } | { kind: 'payment'; entries: Payment[] };

/**
 * What the server does on a status change, done to a cached order (an immer
 * draft) so the list shows it at once: the first entry — the displayed one
 * (spec §4) — takes the new value, or one is added when there is none.
 * Returns the entries as they were.
 */
export function applyStatus(order: CustomerOrder, kind: StatusKind, value: string, at: string): StatusEntries {
  if (kind === 'status') {
    const before: StatusEntries = { kind, entries: order.orderStatuses.map((entry) => ({ ...entry })) };
    const status = value as OrderStatusValue;
    const first = order.orderStatuses[0];
    if (first) Object.assign(first, { status, confirmationDate: at });
    else order.orderStatuses.push({ statusID: 0, orderID: order.orderID, status, confirmationDate: at });
    return before;
  }
  const before: StatusEntries = { kind, entries: order.payments.map((entry) => ({ ...entry })) };
  const paymentStatus = value as PaymentStatusValue;
  const first = order.payments[0];
  if (first) Object.assign(first, { paymentStatus, paymentDate: at });
  else order.payments.push({ paymentID: 0, orderID: order.orderID, paymentAmount: order.totalPrice, paymentStatus, paymentDate: at });
  return before;
}

const byId = (orders: CustomerOrder[], orderID: number) => orders.find((candidate) => candidate.orderID === orderID);

/** Applies the change to the order with that id in a cached list; undefined when it is not there. */
export function applyStatusInList(orders: CustomerOrder[], orderID: number, kind: StatusKind, value: string, at: string): StatusEntries | undefined {
  const order = byId(orders, orderID);
  return order ? applyStatus(order, kind, value, at) : undefined;
}

/** Puts the entries a change replaced back on the order with that id (found by id: the list may have been reloaded meanwhile). */
export function restoreStatusInList(orders: CustomerOrder[], orderID: number, before: StatusEntries): void {
  const order = byId(orders, orderID);
  if (!order) return;
  if (before.kind === 'status') order.orderStatuses = before.entries;
  else order.payments = before.entries;
}
