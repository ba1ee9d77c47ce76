import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/orderFixtures';
import { orderStats } from './orderStats';

describe('order statistics (spec §9)', () => {
  it('counts every order, orders having a Pending or a Completed entry anywhere, and sums every totalPrice', () => {
    const stats = orderStats([
      makeOrder(1, { statuses: ['Pending'], totalPrice: 100_000 }),
      makeOrder(2, { statuses: ['Completed', 'Pending'], totalPrice: 250_000 }),
      makeOrder(3, { statuses: ['Processing'], totalPrice: 75_000 }),
      makeOrder(4, { statuses: ['Delivered', 'Completed'], totalPrice: 1_000_000 }),
      makeOrder(5, { statuses: [], totalPrice: 5_000 }),
    ]);
    expect(stats).toEqual({ total: 5, pending: 2, completed: 2, revenue: 1_430_000 });
  });

  it('is all zero without orders', () => {
    expect(orderStats([])).toEqual({ total: 0, pending: 0, completed: 0, revenue: 0 });
  });
});
