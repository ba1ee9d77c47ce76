/**
 * An order's money (docs/product-rules.md#delivery-rules-proposed), one rule for the app and the mock
 * backend: `totalPrice` is unit price × quantity; the delivery fee, when the order carries one, and a bunga
 * papan's text surcharge, when it carries one (docs/product-rules.md#the-right-words-proposed), are added for
 * the grand total the customer pays. An order placed without the delivery rules has no fee; one placed without
 * the proposed words has no surcharge.
 */
export interface OrderAmounts {
  totalPrice: number;
  deliveryFee?: number | null;
  textSurcharge?: number | null;
}

export function grandTotal({ totalPrice, deliveryFee, textSurcharge }: OrderAmounts): number {
  return totalPrice + (deliveryFee ?? 0) + (textSurcharge ?? 0);
}

/**
 * The paid-amount limit: what a staff member records as paid when approving a proof is at most the order's
 * grand total (docs/product-rules.md#order-page-proposed). The review form helps; the backend refuses.
 */
export function isWithinGrandTotal(amountPaid: number, orderGrandTotal: number): boolean {
  return amountPaid <= orderGrandTotal;
}
