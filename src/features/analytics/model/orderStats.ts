import type { CustomerOrder } from '@/api/generated/shopApi';
import { displayedOrderStatus, ORDER_STATUSES, type OrderStatusKey } from '@/entities/order/model/orderStatus';
import { addDays, shopToday, toShopDay } from '@/lib/dates/shopClock';

export interface DayPoint {
  /** YYYY-MM-DD, local calendar day. */
  date: string;
  orders: number;
  revenue: number;
}

export interface StatusSlice {
  status: OrderStatusKey;
  count: number;
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
  pending: number;
  completed: number;
}

/** The shop calendar day the order was placed on. */
function orderDay(order: CustomerOrder): string {
  return toShopDay(order.orderDate);
}

/** The orders placed in the last `days` shop calendar days, today included. */
export function ordersInPeriod(orders: readonly CustomerOrder[], days: number, now: Date | number = Date.now()): CustomerOrder[] {
  const last = shopToday(now);
  const first = addDays(last, -(days - 1));
  return orders.filter((order) => {
    const day = orderDay(order);
    return day >= first && day <= last;
  });
}

/** Orders and revenue per day over the last `days` days, with empty days as zero. */
export function dailySeries(orders: readonly CustomerOrder[], days: number, now: Date | number = Date.now()): DayPoint[] {
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

/** Order count per current status, in the spec's status order; Unknown only when present. */
export function statusBreakdown(orders: readonly CustomerOrder[]): StatusSlice[] {
  const counts = new Map<OrderStatusKey, number>();
  for (const order of orders) counts.set(displayedOrderStatus(order), (counts.get(displayedOrderStatus(order)) ?? 0) + 1);
  const slices: StatusSlice[] = ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  if (counts.get('Unknown')) slices.push({ status: 'Unknown', count: counts.get('Unknown') ?? 0 });
  return slices;
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

export function periodTotals(orders: readonly CustomerOrder[]): PeriodTotals {
  const revenue = orders.reduce((sum, order) => sum + order.totalPrice, 0);
  return {
    orders: orders.length,
    revenue,
    averageOrder: orders.length ? Math.round(revenue / orders.length) : 0,
    pending: orders.filter((order) => displayedOrderStatus(order) === 'Pending').length,
    completed: orders.filter((order) => ['Completed', 'Delivered'].includes(displayedOrderStatus(order))).length,
  };
}
