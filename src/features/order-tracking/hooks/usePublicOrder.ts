import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPublicOrderQuery } from '@/entities/payment/api';

/** How often the open page asks for the order again (and at once when the tab regains focus). */
export const ORDER_REFRESH_MS = 30_000;

/**
 * The customer's order (getPublicOrder) for the page's id and token, refreshed every 30 seconds
 * while the page is open and in view, and when the visitor comes back to the tab. Without a usable
 * id or token nothing is asked.
 */
export function usePublicOrder(orderId: number | null, token: string | null) {
  const args = orderId !== null && token ? { orderId, token } : skipToken;
  return useGetPublicOrderQuery(args, { pollingInterval: ORDER_REFRESH_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
}

/** The route's `:orderID` as an order id: a positive whole number, else null. */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
