import type { CustomerOrder } from '@/api/generated/shopApi';
import { addDays, toShopDay } from '@/lib/dates/shopClock';
import { DELIVERY_TIME_KEYS, DELIVERY_TIME_LABELS, type DeliveryTimeKey } from '@/lib/orders/orderValues';
import { ORDER_COUNTS } from './orderStats';
import { displayedOrderStatus, displayedPaymentStatus } from './orderStatus';
import { isPickup } from './orderTerms';

/**
 * The florist's day: which orders go out on a shop day, in which
 * delivery window, and which need attention. Every day here is a shop
 * calendar day (`YYYY-MM-DD` in the shop's zone, see lib/dates/shopClock).
 */

export type DeliveryLane = DeliveryTimeKey | 'other' | 'pickup';
/**
 * Lanes in board and manifest order: the four windows (docs/product-rules.md#delivery-times), 'Lainnya'
 * for any other text, then 'Ambil di Toko' for the orders picked up at the shop, whatever their window
 * (docs/product-rules.md#delivery-rules-proposed).
 */
export const DELIVERY_LANES: readonly DeliveryLane[] = [...DELIVERY_TIME_KEYS, 'other', 'pickup'];
const LANE_OF_WINDOW = new Map<string, DeliveryLane>(DELIVERY_TIME_KEYS.map((key) => [DELIVERY_TIME_LABELS[key], key]));

/** The window lane of an order's delivery time; older or hand-written texts go to 'other'. */
function windowLaneOf(order: Pick<CustomerOrder, 'deliveryTime'>): DeliveryLane {
  return LANE_OF_WINDOW.get(order.deliveryTime?.trim() ?? '') ?? 'other';
}

/** The lane of an order: 'pickup' for a pickup at the shop, else its delivery time's. */
export function laneOf(order: Pick<CustomerOrder, 'deliveryTime' | 'fulfilment'>): DeliveryLane {
  return isPickup(order) ? 'pickup' : windowLaneOf(order);
}

/** The shop day an order is delivered on ('' when its date cannot be read). */
export function deliveryDayOf(order: Pick<CustomerOrder, 'deliveryDate'>): string {
  return toShopDay(order.deliveryDate);
}

/** Active: still to be delivered or done — anything but Cancelled. */
export function isActiveDelivery(order: Pick<CustomerOrder, 'orderStatuses'>): boolean {
  return displayedOrderStatus(order) !== 'Cancelled';
}

/**
 * Overdue: the delivery day is before the shop's today and the order is still open (not Delivered, Completed or
 * Cancelled).
 */
export function isOverdue(order: Pick<CustomerOrder, 'deliveryDate' | 'orderStatuses'>, today: string): boolean {
  const day = deliveryDayOf(order);
  return day !== '' && day < today && ORDER_COUNTS.displayedOpen(order);
}

/** Not paid yet: the displayed payment is anything but Paid. */
export function isUnpaid(order: Pick<CustomerOrder, 'payments'>): boolean {
  return displayedPaymentStatus(order) !== 'Paid';
}

/** Delivered or completed, yet not paid: money to collect. */
export function isDoneButUnpaid(order: Pick<CustomerOrder, 'orderStatuses' | 'payments'>): boolean {
  return ORDER_COUNTS.displayedCompletedOrDelivered(order) && isUnpaid(order);
}

/** Board and manifest order: by lane, then (pickups) by window, then by order ID. */
export function compareDeliveries(a: CustomerOrder, b: CustomerOrder): number {
  const lane = (order: CustomerOrder) => DELIVERY_LANES.indexOf(laneOf(order));
  const window = (order: CustomerOrder) => DELIVERY_LANES.indexOf(windowLaneOf(order));
  return lane(a) - lane(b) || window(a) - window(b) || a.orderID - b.orderID;
}

/** The active orders delivered on a shop day, in window order. */
export function deliveriesOn(orders: readonly CustomerOrder[], day: string): CustomerOrder[] {
  return orders.filter((order) => isActiveDelivery(order) && deliveryDayOf(order) === day).sort(compareDeliveries);
}

/** The driver's stops of a shop day: its active deliveries without the pickups, in window order. */
export function driverStopsOn(orders: readonly CustomerOrder[], day: string): CustomerOrder[] {
  return deliveriesOn(orders, day).filter((order) => !isPickup(order));
}

/** The overdue orders, oldest delivery first. */
export function overdueOrders(orders: readonly CustomerOrder[], today: string): CustomerOrder[] {
  return orders
    .filter((order) => isOverdue(order, today))
    .sort((a, b) => deliveryDayOf(a).localeCompare(deliveryDayOf(b)) || compareDeliveries(a, b));
}

/** An order's deliveries grouped by lane (every lane present, possibly empty). */
export function byLane(orders: readonly CustomerOrder[]): Record<DeliveryLane, CustomerOrder[]> {
  const lanes = Object.fromEntries(DELIVERY_LANES.map((lane) => [lane, [] as CustomerOrder[]])) as Record<
    DeliveryLane,
    CustomerOrder[]
  >;
  for (const order of orders) lanes[laneOf(order)].push(order);
  return lanes;
}

export type BoardDay = { kind: 'overdue'; count: number } | { kind: 'day'; day: string; count: number };

/** The date strip: 'Terlambat', then today and the next 6 shop days, each with its count of active deliveries. */
export function dateStrip(orders: readonly CustomerOrder[], today: string): BoardDay[] {
  const counts = new Map<string, number>();
  for (const order of orders) {
    if (!isActiveDelivery(order)) continue;
    const day = deliveryDayOf(order);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days = Array.from({ length: 7 }, (_, offset) => addDays(today, offset));
  return [
    { kind: 'overdue', count: overdueOrders(orders, today).length },
    ...days.map((day) => ({ kind: 'day' as const, day, count: counts.get(day) ?? 0 })),
  ];
}
