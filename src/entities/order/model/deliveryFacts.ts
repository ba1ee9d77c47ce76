import type { CustomerOrder } from '@/api/generated/shopApi';

/** Who and where a delivery goes: the order's delivery info when it has one, else the order's own fields. */
export interface DeliveryFacts {
  recipient: string;
  phone: string;
  address: string;
  date: string;
  window: string;
}

const pick = (first: string | null | undefined, fallback: string) => (first?.trim() ? first.trim() : fallback.trim());

export function deliveryFactsOf(order: CustomerOrder): DeliveryFacts {
  const info = order.deliveryInfos?.[0];
  return {
    recipient: pick(info?.recipientName, order.customerName),
    phone: pick(info?.recipientPhone, order.phoneNumber),
    address: pick(info?.deliveryAddress, order.address),
    date: order.deliveryDate,
    window: order.deliveryTime?.trim() ?? '',
  };
}
