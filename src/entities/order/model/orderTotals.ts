import type { CustomerOrder } from '@/api/generated/shopApi';

/**
 * An order's money (docs/product-rules.md#delivery-rules-proposed): `totalPrice` stays unit price ×
 * quantity; the delivery fee, when the order carries one, is added for the grand total everyone sees.
 * Orders placed without the proposed delivery fields have no fee: their grand total is their total.
 */
export function orderDeliveryFee(order: Pick<CustomerOrder, 'deliveryFee'>): number {
  return order.deliveryFee ?? 0;
}

export function orderGrandTotal(order: Pick<CustomerOrder, 'totalPrice' | 'deliveryFee'>): number {
  return order.totalPrice + orderDeliveryFee(order);
}

/** Whether the order was placed with the delivery rules (it then says how it is fulfilled and what delivery cost). */
export function hasDeliveryDetails(order: Pick<CustomerOrder, 'deliveryFee' | 'fulfilment'>): boolean {
  return order.deliveryFee !== undefined || order.fulfilment !== undefined;
}
