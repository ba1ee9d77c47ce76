import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test/makeOrder';
import { STATUS_KINDS } from './statusKinds';

const AT = '2026-11-23T01:00:00.000Z';

describe('what a status change applies to an order (docs/product-rules.md#status-changes)', () => {
  it('sets the first (displayed) entry and stamps it, leaving the others', () => {
    const order = makeOrder(1, { statuses: ['Pending', 'Completed'], payments: ['Pending', 'Failed'] });
    STATUS_KINDS.status.apply(order, 'Processing', AT);
    STATUS_KINDS.payment.apply(order, 'Paid', AT);
    expect(order.orderStatuses.map((entry) => entry.status)).toEqual(['Processing', 'Completed']);
    expect(order.orderStatuses[0].confirmationDate).toBe(AT);
    expect(order.payments.map((entry) => entry.paymentStatus)).toEqual(['Paid', 'Failed']);
    expect(order.payments[0].paymentDate).toBe(AT);
  });

  it('adds an entry when there is none; a payment for the order total', () => {
    const order = makeOrder(1, { statuses: [], payments: [] });
    STATUS_KINDS.status.apply(order, 'Delivered', AT);
    STATUS_KINDS.payment.apply(order, 'Paid', AT);
    expect(order.orderStatuses).toEqual([{ statusID: 0, orderID: 1, status: 'Delivered', confirmationDate: AT }]);
    expect(order.payments).toEqual([
      { paymentID: 0, orderID: 1, paymentAmount: 250_000, paymentStatus: 'Paid', paymentDate: AT },
    ]);
  });

  it('offers staff the settable values and filters on every value (docs/product-rules.md#order-statuses)', () => {
    expect(STATUS_KINDS.status.settable).toEqual(['Processing', 'Completed', 'Delivered', 'Cancelled']);
    expect(STATUS_KINDS.payment.settable).toEqual(['Paid', 'Failed', 'Refunded']);
    expect(STATUS_KINDS.status.values).toEqual(['Pending', ...STATUS_KINDS.status.settable]);
    expect(STATUS_KINDS.payment.values).toEqual(['Pending', ...STATUS_KINDS.payment.settable]);
  });
});
