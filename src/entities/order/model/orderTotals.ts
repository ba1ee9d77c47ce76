import type { CustomerOrder } from '@/api/generated/shopApi';

/**
 * An order's delivery fee as staff see it: 0 for an order placed without the proposed delivery fields. Its
 * grand total is `grandTotal` (src/lib/orders/orderMoney.ts), the rule the mock backend uses too.
 */
export function orderDeliveryFee(order: Pick<CustomerOrder, 'deliveryFee'>): number {
  return order.deliveryFee ?? 0;
}

/** Whether the order was placed with the delivery rules (it then says how it is fulfilled and what delivery cost). */
export function hasDeliveryDetails(order: Pick<CustomerOrder, 'deliveryFee' | 'fulfilment'>): boolean {
  return order.deliveryFee !== undefined || order.fulfilment !== undefined;
}
