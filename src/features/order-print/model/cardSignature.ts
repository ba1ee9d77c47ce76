/**
 * The card of a ticket: the special message, "signed with the
 * customer's name only when the message has none". A message counts as signed
 * when it names the customer, when its last line is a sign-off ('- Budi',
 * '~ Budi', 'Dari Budi', 'Love, Budi', 'Salam, Budi'), ends with one ('… ya! - Budi'), or when the line before
 * the last ends a greeting with a comma ('Love,' / 'Peluk sayang,' then the name).
 */
const SIGN_OFF_START = /^\s*(?:[-–—~]|(?:dari|from|love|salam|peluk|cium|with love|regards|best|cheers|xo+|hugs)\b)/i;
const SIGN_OFF_LINE_END = /^.{1,30},\s*$/;
/** A sign-off at the end of the last line: '… ya! - Budi', '… sembuh ~ keluarga besar'. */
const TRAILING_SIGN_OFF = /\s[-–—~]\s*[^\s-–—~][^-–—~]{0,40}$/;

export function hasSignature(message: string, customerName: string): boolean {
  const name = customerName.trim().toLowerCase();
  if (name && message.toLowerCase().includes(name)) return true;
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.at(-1) ?? '';
  if (SIGN_OFF_START.test(last) || TRAILING_SIGN_OFF.test(last)) return true;
  return lines.length > 1 && SIGN_OFF_LINE_END.test(lines.at(-2) ?? '');
}

/** What the card says: the message (trimmed) and the signature to add, if any; no message gives an empty card. */
export function cardOf(
  message: string | null | undefined,
  customerName: string,
): { message: string; signature?: string } {
  const text = message?.trim() ?? '';
  if (!text) return { message: '' };
  const name = customerName.trim();
  return hasSignature(text, name) || !name ? { message: text } : { message: text, signature: name };
}

/**
 * Who signs the card. The order names one person, `customerName`, which is the
 * recipient's name (the wizard fills it from 'Nama Penerima',
 * docs/product-rules.md#placing-an-order), and a card signed with its own
 * addressee's name would be wrong. So the card is signed with `customerName`
 * only when the delivery record names someone else as the recipient — then
 * `customerName` is the sender; otherwise it stays unsigned.
 */
export function signerOf(order: {
  customerName: string;
  deliveryInfos?: Array<{ recipientName?: string | null }> | null;
}): string {
  const customer = order.customerName?.trim() ?? '';
  const recipient = order.deliveryInfos?.[0]?.recipientName?.trim() ?? '';
  const same = (a: string, b: string) => a.localeCompare(b, 'id', { sensitivity: 'base' }) === 0;
  return customer && recipient && !same(customer, recipient) ? customer : '';
}

/** The card's type size by the message's length, so a long message still fits its third of the sheet. */
export function cardSizeOf(message: string): 'large' | 'medium' | 'small' {
  if (message.length <= 140) return 'large';
  return message.length <= 320 ? 'medium' : 'small';
}
