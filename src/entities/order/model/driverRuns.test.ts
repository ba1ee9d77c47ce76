import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { byDriver, offersDispatch, runStopsOf } from './driverRuns';

const order = (orderID: number, extra: Partial<CustomerOrder> = {}): CustomerOrder =>
  ({
    orderID,
    deliveryDate: '2026-11-30T00:00:00Z',
    deliveryTime: '09.00 - 12.00',
    fulfilment: 'delivery',
    orderStatuses: [{ status: 'Processing' }],
    ...extra,
  }) as CustomerOrder;

describe('dispatch by driver', () => {
  it('is offered only when the backend says who delivers', () => {
    expect(offersDispatch([order(1), order(2)])).toBe(false);
    expect(offersDispatch([order(1), order(2, { driver: null })])).toBe(true);
  });

  it("lists a driver's stops in their run's order, an unplaced one last", () => {
    const orders = [
      order(1, { driver: 'kurir', runPosition: 2 }),
      order(2, { driver: 'kurir' }),
      order(3, { driver: 'kurir', runPosition: 1 }),
      order(4, { driver: 'budi', runPosition: 1 }),
    ];
    expect(runStopsOf(orders, 'kurir').map((each) => each.orderID)).toEqual([3, 1, 2]);
  });

  it('puts the day in lanes: on no run, each driver (an empty run too), pickups apart', () => {
    const lanes = byDriver(
      [
        order(1, { driver: null }),
        order(2, { driver: 'kurir', runPosition: 1 }),
        order(3, { fulfilment: 'pickup', driver: null }),
        order(4, { driver: 'lama', runPosition: 1 }),
        order(5),
      ],
      ['kurir', 'andi'],
    );
    expect(lanes.unassigned.map((each) => each.orderID)).toEqual([1]);
    expect(lanes.runs.map((run) => [run.driver, run.orders.map((each) => each.orderID)])).toEqual([
      ['andi', []],
      ['kurir', [2]],
      ['lama', [4]],
    ]);
    expect(lanes.others.map((each) => each.orderID)).toEqual([3, 5]);
  });
});
