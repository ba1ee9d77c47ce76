/**
 * The card's words: what the visitor typed under "Instruksi Khusus", printed on the card, read by the driver.
 * The contract names the field `specialMessage`; the code calls it the card message, and these two are the only
 * places that map one onto the other.
 */
export function cardMessageOf(order: { specialMessage?: string | null }): string | null {
  return order.specialMessage?.trim() || null;
}

/** The contract's field for the card's words, as an order is created: a blank message is none. */
export function specialMessageFor(cardMessage: string): { specialMessage: string | null } {
  return { specialMessage: cardMessage.trim() || null };
}
