import { describe, expect, it } from 'vitest';
import { grandTotal } from '@/lib/orders/orderMoney';
import { hasDeliveryDetails, orderDeliveryFee } from './orderTotals';

describe('order totals', () => {
  it('adds the delivery fee to the product total for the grand total', () => {
    expect(grandTotal({ totalPrice: 450_000, deliveryFee: 25_000 })).toBe(475_000);
    expect(orderDeliveryFee({ deliveryFee: 25_000 })).toBe(25_000);
  });

  it('keeps an order placed without the delivery fields at its product total', () => {
    expect(grandTotal({ totalPrice: 450_000 })).toBe(450_000);
    expect(orderDeliveryFee({})).toBe(0);
    expect(hasDeliveryDetails({})).toBe(false);
  });

  it('treats free delivery and pickup as delivery details with a zero fee', () => {
    expect(grandTotal({ totalPrice: 1_500_000, deliveryFee: 0 })).toBe(1_500_000);
    expect(hasDeliveryDetails({ deliveryFee: 0 })).toBe(true);
    expect(hasDeliveryDetails({ fulfilment: 'pickup' })).toBe(true);
  });
});
