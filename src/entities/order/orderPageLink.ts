/**
 * The customer's order page (docs/product-rules.md#order-page-proposed): `/public/pesanan/<id>?t=<token>`.
 * The token is the order's `trackingToken`; without one (today's backend) there is no page to link to.
 */
export function orderPagePath(orderID: number, token: string): string {
  return `/public/pesanan/${orderID}?t=${encodeURIComponent(token)}`;
}

/** The page's absolute address on this site (the storefront and the back office share one origin). */
export function orderPageUrl(
  orderID: number,
  token: string,
  origin: string = globalThis.location?.origin ?? '',
): string {
  return `${origin}${orderPagePath(orderID, token)}`;
}
