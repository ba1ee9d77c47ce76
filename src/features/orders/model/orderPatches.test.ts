import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/orderFixtures';
import { applyStatusInList, restoreStatusInList } from './orderPatches';

const AT = '2026-11-23T01:00:00.000Z';

describe('optimistic status patches', () => {
  it('set the first (displayed) entry and give back what was there', () => {
    const list = [makeOrder(1, { statuses: ['Pending', 'Completed'] }), makeOrder(2)];
    const before = applyStatusInList(list, 1, 'status', 'Processing', AT);
    expect(list[0].orderStatuses.map((entry) => entry.status)).toEqual(['Processing', 'Completed']);
    expect(list[0].orderStatuses[0].confirmationDate).toBe(AT);
    expect(list[1].orderStatuses[0].status).toBe('Pending');
    restoreStatusInList(list, 1, before!);
    expect(list[0].orderStatuses.map((entry) => entry.status)).toEqual(['Pending', 'Completed']);
  });

  it('add an entry when there is none, for the payment too', () => {
    const list = [makeOrder(1, { statuses: [], payments: [] })];
    const statusBefore = applyStatusInList(list, 1, 'status', 'Delivered', AT);
    const paymentBefore = applyStatusInList(list, 1, 'payment', 'Paid', AT);
    expect(list[0].orderStatuses).toEqual([{ statusID: 0, orderID: 1, status: 'Delivered', confirmationDate: AT }]);
    expect(list[0].payments).toEqual([{ paymentID: 0, orderID: 1, paymentAmount: 250_000, paymentStatus: 'Paid', paymentDate: AT }]);
    restoreStatusInList(list, 1, paymentBefore!);
    restoreStatusInList(list, 1, statusBefore!);
    expect(list[0].orderStatuses).toEqual([]);
    expect(list[0].payments).toEqual([]);
  });

  it('restore by id, even when the list was reloaded and reordered meanwhile', () => {
    const list = [makeOrder(1), makeOrder(2, { payments: ['Pending'] })];
    const before = applyStatusInList(list, 2, 'payment', 'Failed', AT)!;
    const reloaded = [makeOrder(3), list[1], list[0]];
    restoreStatusInList(reloaded, 2, before);
    expect(reloaded[1].payments[0].paymentStatus).toBe('Pending');
    expect(reloaded[0].payments[0].paymentStatus).toBe('Pending');
  });

  it('do nothing for an order not in the list', () => {
    const list = [makeOrder(1)];
    expect(applyStatusInList(list, 99, 'status', 'Cancelled', AT)).toBeUndefined();
    expect(list[0].orderStatuses[0].status).toBe('Pending');
  });
});
