/**
 * The deposit rule of the product (spec §9, docs/product-rules.md#order-page-proposed): 50 % of what
 * the customer pays (the order total plus the delivery fee), rounded up to the rupiah, due 48 hours
 * after the order was placed. The mock backend and the order page share this one rule.
 */

export const DEPOSIT_SHARE = 0.5;
export const DEPOSIT_DUE_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;

export function depositAmount(grandTotal: number): number {
  return Math.ceil(Math.max(0, grandTotal) * DEPOSIT_SHARE);
}

/** The instant the deposit is due: the order time plus 48 hours (shown in shop time). */
export function depositDueAt(orderDate: string | Date): Date {
  const placed = orderDate instanceof Date ? orderDate.getTime() : Date.parse(orderDate);
  return new Date(placed + DEPOSIT_DUE_HOURS * HOUR_MS);
}
