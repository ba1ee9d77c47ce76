import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPublicOrderQuery } from '@/entities/order/publicOrderApi';
import { LIVE_QUERY } from '@/lib/api/liveQuery';

/**
 * The customer's order (getPublicOrder) for the page's id and token, refreshed every 30 seconds
 * while the page is open and in view, and when the visitor comes back to the tab. Without a usable
 * id or token nothing is asked.
 */
export function usePublicOrder(orderId: number | null, token: string | null) {
  const args = orderId !== null && token ? { orderId, token } : skipToken;
  return useGetPublicOrderQuery(args, LIVE_QUERY);
}

/** The route's `:orderID` as an order id: a positive whole number, else null. */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
