import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/makeOrder';
import { countByDisplayedStatus, countOrders, ORDER_COUNTS, orderStats } from './orderStats';

const ORDERS = [
  makeOrder(1, { statuses: ['Pending'], totalPrice: 100_000 }),
  makeOrder(2, { statuses: ['Completed', 'Pending'], totalPrice: 250_000 }),
  makeOrder(3, { statuses: ['Processing'], totalPrice: 75_000 }),
  makeOrder(4, { statuses: ['Delivered', 'Completed'], totalPrice: 1_000_000 }),
  makeOrder(5, { statuses: [], totalPrice: 5_000 }),
];

describe('order statistics (docs/product-rules.md#order-statistics)', () => {
  it('Order Management counts every order, orders having a Pending or a Completed entry anywhere, and sums every totalPrice', () => {
    expect(orderStats(ORDERS)).toEqual({ total: 5, pending: 2, completed: 2, revenue: 1_430_000 });
  });

  it('is all zero without orders', () => {
    expect(orderStats([])).toEqual({ total: 0, pending: 0, completed: 0, revenue: 0 });
  });

  it('the displayed-status counts read the first entry only', () => {
    expect(countOrders(ORDERS, ORDER_COUNTS.displayedPending)).toBe(1);
    expect(countOrders(ORDERS, ORDER_COUNTS.displayedCompletedOrDelivered)).toBe(2);
    // open: Pending, Processing and an order without a status (Unknown)
    expect(ORDERS.filter(ORDER_COUNTS.displayedOpen).map((order) => order.orderID)).toEqual([1, 3, 5]);
  });

  it('counts orders per displayed status in the product order, Unknown last and only when there is one', () => {
    expect(countByDisplayedStatus(ORDERS)).toEqual([
      { status: 'Pending', count: 1 },
      { status: 'Processing', count: 1 },
      { status: 'Completed', count: 1 },
      { status: 'Delivered', count: 1 },
      { status: 'Cancelled', count: 0 },
      { status: 'Unknown', count: 1 },
    ]);
    expect(countByDisplayedStatus(ORDERS.slice(0, 1)).map((slice) => slice.status)).not.toContain('Unknown');
  });
});
