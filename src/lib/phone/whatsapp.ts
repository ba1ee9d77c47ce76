/** Country code of Indonesia. */
export const COUNTRY_CODE = '62';

/**
 * Normalises a phone number for wa.me (docs/product-rules.md#chat-phone): strip
 * non-digits; a leading 0 becomes 62; otherwise prefix 62 unless it already
 * starts with 62. Returns '' when there are no digits.
 */
export function normaliseWhatsAppNumber(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (digits.startsWith('0')) return COUNTRY_CODE + digits.slice(1);
  if (digits.startsWith(COUNTRY_CODE)) return digits;
  return COUNTRY_CODE + digits;
}

/** https://wa.me/<number>?text=<message>, or undefined without a usable number. */
export function buildWhatsAppLink(phone: string | null | undefined, message?: string): string | undefined {
  const number = normaliseWhatsAppNumber(phone);
  if (!number) return undefined;
  const query = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${number}${query}`;
}
