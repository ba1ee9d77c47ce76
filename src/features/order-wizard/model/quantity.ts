/** Quantity limits (docs/product-rules.md#quantity-and-total). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 20;

/** Values below 1 (or not a number) are forced to 1; above 20 to 20; fractions are dropped. */
export function clampQuantity(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(parsed) || parsed < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.trunc(parsed));
}

/** Total = price × quantity, in whole rupiah. */
export function orderTotal(price: number, quantity: number): number {
  return Math.round(price) * clampQuantity(quantity);
}
