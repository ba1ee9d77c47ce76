import { describe, expect, it } from 'vitest';
import { shopToday, toShopDay } from '@/lib/dates/shopClock';
import { MockDatabase } from '@mocks/db/database';
import { toCustomerOrder } from '@mocks/db/joins';
import { dashboardSummary, lateTransactions, statusNominal } from '@mocks/db/reports';
import { createSeed } from '@mocks/seed/createSeed';
import { countByDisplayedStatus, countOrders, ORDER_COUNTS, orderStats } from './orderStats';

/**
 * Order Management's cards, analytics and the delivery board count with the
 * definitions of orderStats.ts; the mock backend's reports count on its own,
 * as the server does. On the seed every order has one status entry, so where
 * a definition reads "having an entry" and another "the first entry" they
 * must give the same numbers (docs/product-rules.md#order-statistics).
 */
const NOW = new Date('2026-03-10T09:00:00Z');
const db = new MockDatabase(createSeed(NOW));
const orders = db.customerOrders.all().map((row) => toCustomerOrder(db, row, { requestUrl: 'http://localhost/' }));
const report = dashboardSummary(db, NOW);

describe('the screens and the mock reports agree on the seed', () => {
  it('has one status entry per order and something in every count', () => {
    expect(orders.every((order) => order.orderStatuses.length === 1)).toBe(true);
    expect([report.pendingOrders, report.completedOrders, report.deliveredOrders].every((count) => count > 0)).toBe(
      true,
    );
  });

  it("Order Management's cards are the dashboard report's total, pending, completed and revenue", () => {
    expect(orderStats(orders)).toEqual({
      total: report.totalOrders,
      pending: report.pendingOrders,
      completed: report.completedOrders,
      revenue: report.totalRevenue,
    });
  });

  it("analytics' pending and completed-or-delivered, and its chart per status, are the reports' counts", () => {
    expect(countOrders(orders, ORDER_COUNTS.displayedPending)).toBe(report.pendingOrders);
    expect(countOrders(orders, ORDER_COUNTS.displayedCompletedOrDelivered)).toBe(
      report.completedOrders + report.deliveredOrders,
    );
    expect(countByDisplayedStatus(orders)).toEqual(statusNominal(db).map(({ status, count }) => ({ status, count })));
  });

  it("the board's open orders due by today are the late-transactions report", () => {
    const today = shopToday(NOW);
    const due = orders.filter((order) => ORDER_COUNTS.displayedOpen(order) && toShopDay(order.deliveryDate) <= today);
    expect(due.map((order) => order.orderID).sort()).toEqual(
      lateTransactions(db, NOW)
        .orders.map((order) => order.orderID)
        .sort(),
    );
  });
});
