import type { CustomerOrder } from '@/api/generated/shopApi';
import { compareDeliveries } from './deliveryDay';
import { assignmentOf } from './doorstep';

/**
 * Dispatch (the proposed doorstep): a shop day's deliveries by driver, each driver's in the order of their run
 * (`runPosition`), for the board's lanes by driver and the manifest per driver.
 */

/** Whether the backend says who delivers (it sends `driver` on the orders): dispatch is offered. */
export function offersDispatch(orders: readonly CustomerOrder[]): boolean {
  return orders.some((order) => assignmentOf(order) !== undefined);
}

/** Stops in their run's order; a stop without a place yet after the placed ones, in window order. */
export function compareRunStops(a: CustomerOrder, b: CustomerOrder): number {
  const place = (order: CustomerOrder) => order.runPosition ?? Number.MAX_SAFE_INTEGER;
  return place(a) - place(b) || compareDeliveries(a, b);
}

/** A driver's stops among the orders, in their run's order. */
export function runStopsOf(orders: readonly CustomerOrder[], driver: string): CustomerOrder[] {
  return orders.filter((order) => assignmentOf(order)?.driver === driver).sort(compareRunStops);
}

export interface DriverLanes {
  /** Deliveries on no run yet, in window order. */
  unassigned: CustomerOrder[];
  /** One lane per driver: the Driver accounts (`drivers`) and any other driver an order names, by name. */
  runs: { driver: string; orders: CustomerOrder[] }[];
  /** Orders that are on no run by nature (pickups), in window order. */
  others: CustomerOrder[];
}

/** A day's orders (in window order) in lanes by driver. */
export function byDriver(orders: readonly CustomerOrder[], drivers: readonly string[]): DriverLanes {
  const unassigned: CustomerOrder[] = [];
  const others: CustomerOrder[] = [];
  const named = new Set(drivers);
  for (const order of orders) {
    const assignment = assignmentOf(order);
    if (!assignment) others.push(order);
    else if (assignment.driver === null) unassigned.push(order);
    else named.add(assignment.driver);
  }
  const runs = [...named]
    .sort((a, b) => a.localeCompare(b))
    .map((driver) => ({ driver, orders: runStopsOf(orders, driver) }));
  return { unassigned, runs, others };
}
