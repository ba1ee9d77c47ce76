import type { CustomerOrder } from '@/api/generated/shopApi';
import { grandTotal } from '@/lib/orders/orderMoney';
import { hasDeliveryDetails, orderDeliveryFee } from './orderTotals';

/**
 * What an order placed with the proposed delivery rules says about its delivery
 * (docs/product-rules.md#delivery-rules-proposed): how it is fulfilled, its zone, its fee and the grand
 * total (`totalPrice` + fee). Orders placed without those fields have no terms and show as before.
 */
export interface OrderTerms {
  pickup: boolean;
  /** the zone id the order carries (none for a pickup or a delivery outside every zone) */
  zoneId?: string;
  fee: number;
  grandTotal: number;
}

export function orderTermsOf(order: CustomerOrder): OrderTerms | undefined {
  if (!hasDeliveryDetails(order)) return undefined;
  const pickup = order.fulfilment === 'pickup';
  return {
    pickup,
    ...(!pickup && order.deliveryZoneId ? { zoneId: order.deliveryZoneId } : {}),
    fee: orderDeliveryFee(order),
    grandTotal: grandTotal(order),
  };
}

/** Picked up at the shop: no stop for the driver. */
export function isPickup(order: Pick<CustomerOrder, 'fulfilment'>): boolean {
  return order.fulfilment === 'pickup';
}

/** Whether any of the orders names a zone (only then are the zone names worth loading). */
export function anyZone(orders: readonly Pick<CustomerOrder, 'deliveryZoneId'>[]): boolean {
  return orders.some((order) => Boolean(order.deliveryZoneId));
}
