import type { CustomerOrder } from '@/api/generated/shopApi';
import { countOrders, ORDER_COUNTS, orderRevenue } from '@/entities/order/model/orderStats';
import { addDays, shopNow, shopToday, toShopDay } from '@/lib/dates/shopClock';

export interface DayPoint {
  /** YYYY-MM-DD, local calendar day. */
  date: string;
  orders: number;
  revenue: number;
}

export interface ProductTotal {
  name: string;
  quantity: number;
  revenue: number;
}

export interface PeriodTotals {
  orders: number;
  revenue: number;
  averageOrder: number;
  /** ORDER_COUNTS.displayedPending */
  pending: number;
  /** ORDER_COUNTS.displayedCompletedOrDelivered */
  completed: number;
}

/** The shop calendar day the order was placed on. */
function orderDay(order: CustomerOrder): string {
  return toShopDay(order.orderDate);
}

/** The orders placed in the last `days` shop calendar days, today included. */
export function ordersInPeriod(
  orders: readonly CustomerOrder[],
  days: number,
  now: Date | number = shopNow(),
): CustomerOrder[] {
  const last = shopToday(now);
  const first = addDays(last, -(days - 1));
  return orders.filter((order) => {
    const day = orderDay(order);
    return day >= first && day <= last;
  });
}

/** Orders and revenue per day over the last `days` days, with empty days as zero. */
export function dailySeries(
  orders: readonly CustomerOrder[],
  days: number,
  now: Date | number = shopNow(),
): DayPoint[] {
  const points = new Map<string, DayPoint>();
  const today = shopToday(now);
  for (let offset = days - 1; offset >= 0; offset--) {
    const date = addDays(today, -offset);
    points.set(date, { date, orders: 0, revenue: 0 });
  }
  for (const order of orders) {
    const point = points.get(orderDay(order));
    if (!point) continue;
    point.orders += 1;
    point.revenue += order.totalPrice;
  }
  return [...points.values()];
}

/** Best-selling products by revenue. */
export function topProducts(orders: readonly CustomerOrder[], limit = 5, unknownName = '—'): ProductTotal[] {
  const totals = new Map<string, ProductTotal>();
  for (const order of orders) {
    const name = order.flowerProduct?.productName?.trim() || unknownName;
    const total = totals.get(name) ?? { name, quantity: 0, revenue: 0 };
    total.quantity += order.quantity;
    total.revenue += order.totalPrice;
    totals.set(name, total);
  }
  return [...totals.values()].sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity).slice(0, limit);
}

/** The headline numbers of a period, by displayed status (docs/product-rules.md#order-statistics). */
export function periodTotals(orders: readonly CustomerOrder[]): PeriodTotals {
  const revenue = orderRevenue(orders);
  return {
    orders: orders.length,
    revenue,
    averageOrder: orders.length ? Math.round(revenue / orders.length) : 0,
    pending: countOrders(orders, ORDER_COUNTS.displayedPending),
    completed: countOrders(orders, ORDER_COUNTS.displayedCompletedOrDelivered),
  };
}
