import { describe, expect, it } from 'vitest';
import { grandTotal, isWithinGrandTotal } from './orderMoney';

describe('the grand total', () => {
  it('is the products, the delivery fee and the text surcharge, each when the order carries it', () => {
    expect(grandTotal({ totalPrice: 850_000 })).toBe(850_000);
    expect(grandTotal({ totalPrice: 850_000, deliveryFee: 25_000 })).toBe(875_000);
    expect(grandTotal({ totalPrice: 850_000, deliveryFee: 25_000, textSurcharge: 67_500 })).toBe(942_500);
    expect(grandTotal({ totalPrice: 850_000, deliveryFee: null, textSurcharge: null })).toBe(850_000);
  });

  it('bounds what staff record as paid', () => {
    expect(isWithinGrandTotal(942_500, 942_500)).toBe(true);
    expect(isWithinGrandTotal(942_501, 942_500)).toBe(false);
  });
});
