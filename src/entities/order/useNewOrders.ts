import { useMemo } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useNewItems, type NewItems } from '@/components/announce/useNewItems';

/** Where the back office keeps what staff have seen of the orders (localStorage `seen:orders`). */
export const NEW_ORDERS_NAME = 'orders';

/** The orders that arrived since staff last looked (useNewItems over the order ids); undefined until loaded. */
export function useNewOrders(orders: readonly CustomerOrder[] | undefined): NewItems {
  const ids = useMemo(() => orders?.map((order) => order.orderID), [orders]);
  return useNewItems(NEW_ORDERS_NAME, ids);
}
