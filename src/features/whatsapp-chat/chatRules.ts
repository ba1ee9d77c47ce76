/** The chat button reappears this long after it was closed (spec §9). */
export const CHAT_REAPPEAR_MS = 30_000;

/** The prefilled Indonesian greeting of the chat link (spec §2 'Chat button'). */
export function chatGreeting(shopName: string): string {
  return `Halo ${shopName}, saya ingin bertanya tentang rangkaian bunga Anda.`;
}
