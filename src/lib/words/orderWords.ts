/**
 * The card's words and the instructions (docs/product-rules.md#the-right-words-proposed). Today's contract has one
 * field, `specialMessage`: what the visitor typed under 'Instruksi Khusus', printed on the card. With the proposed
 * words (tag MessageTemplates) an order carries the card's words in `cardMessage` and keeps `specialMessage` for the
 * instructions to the shop and the courier. These functions, for the app and the mock backend, are the only places
 * that read or write either field.
 */
interface OrderWords {
  specialMessage?: string | null;
  cardMessage?: string | null;
}

/** Whether the order was placed with the card's words apart (the backend returns the field, even as null). */
export const hasSeparateCard = (order: OrderWords): boolean => order.cardMessage !== undefined;

/** The card's words: `cardMessage`, or, for an order placed without it, `specialMessage`. */
export function cardMessageOf(order: OrderWords): string | null {
  return (hasSeparateCard(order) ? order.cardMessage : order.specialMessage)?.trim() || null;
}

/** The instructions to the shop and the courier: `specialMessage` of an order with the card's words apart. */
export function instructionsOf(order: OrderWords): string | null {
  return hasSeparateCard(order) ? order.specialMessage?.trim() || null : null;
}

/**
 * The contract's fields for the words, as an order is created: with the card apart (`separate`), `cardMessage` and
 * `specialMessage` for the instructions; without it, the one box's text in `specialMessage`. A blank text is none.
 */
export function wordsFieldsFor(
  words: { cardMessage: string; instructions?: string },
  separate: boolean,
): { specialMessage: string | null; cardMessage?: string | null } {
  if (!separate) return { specialMessage: words.cardMessage.trim() || null };
  return { cardMessage: words.cardMessage.trim() || null, specialMessage: words.instructions?.trim() || null };
}
