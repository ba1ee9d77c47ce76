import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CustomerOrder, DeliveryTimeLabel, OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import type * as values from '@/lib/orders/orderValues';
import {
  displayedOrderStatus,
  displayedPaymentStatus,
  orderStatusTone,
  paymentStatusTone,
  toOrderStatus,
} from './orderStatus';

type Lists = Pick<CustomerOrder, 'orderStatuses' | 'payments'>;

const order = (statuses: string[], payments: string[]): Lists =>
  ({
    orderStatuses: statuses.map((status, index) => ({
      statusID: index + 1,
      orderID: 1,
      status,
      confirmationDate: '2025-01-01T00:00:00Z',
    })),
    payments: payments.map((paymentStatus, index) => ({
      paymentID: index + 1,
      orderID: 1,
      paymentAmount: 1,
      paymentStatus,
      paymentDate: '2025-01-01T00:00:00Z',
    })),
  }) as Lists;

describe('order read model (order and payment statuses)', () => {
  it('displays the first entry of the status and payment lists', () => {
    const placed = order(['Completed', 'Pending'], ['Paid', 'Pending']);
    expect(displayedOrderStatus(placed)).toBe('Completed');
    expect(displayedPaymentStatus(placed)).toBe('Paid');
  });

  it('displays Unknown for an empty list or a value it does not know', () => {
    expect(displayedOrderStatus(order([], []))).toBe('Unknown');
    expect(displayedPaymentStatus(order([], []))).toBe('Unknown');
    expect(displayedOrderStatus(order(['Shipped'], ['Paid']))).toBe('Unknown');
    expect(displayedPaymentStatus(order(['Pending'], ['pending']))).toBe('Unknown');
    expect(toOrderStatus(undefined)).toBe('Unknown');
  });

  it('colours order statuses: pending yellow, processing blue, completed green, cancelled red, delivered purple, others grey', () => {
    expect(
      ['Pending', 'Processing', 'Completed', 'Cancelled', 'Delivered', 'Unknown', 'Returned'].map(orderStatusTone),
    ).toEqual(['yellow', 'blue', 'green', 'red', 'purple', 'grey', 'grey']);
  });

  it('colours payment statuses: pending yellow, paid green, failed red, refunded purple', () => {
    expect(['Pending', 'Paid', 'Failed', 'Refunded', 'Unknown'].map(paymentStatusTone)).toEqual([
      'yellow',
      'green',
      'red',
      'purple',
      'grey',
    ]);
  });
});

describe('the shared order values (src/lib/orders/orderValues.ts)', () => {
  it('are the values of the API contract', () => {
    expectTypeOf<values.OrderStatusValue>().toEqualTypeOf<OrderStatusValue>();
    expectTypeOf<values.PaymentStatusValue>().toEqualTypeOf<PaymentStatusValue>();
    expectTypeOf<values.DeliveryTimeLabel>().toEqualTypeOf<DeliveryTimeLabel>();
  });
});
