/** The chat button reappears this long after it was closed (docs/product-rules.md#chat-phone). */
export const CHAT_REAPPEAR_MS = 30_000;

/** The prefilled Indonesian greeting of the chat link. */
export function chatGreeting(shopName: string): string {
  return `Halo ${shopName}, saya ingin bertanya tentang rangkaian bunga Anda.`;
}
