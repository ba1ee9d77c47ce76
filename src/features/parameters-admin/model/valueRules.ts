import { normaliseWhatsAppNumber } from '@/lib/phone/whatsapp';
import { SHOP_SETTING_CODES, type ShopSettings } from '@/lib/shop/shopSettings';
import { safeLinkHref } from '@/lib/url/urlPolicy';

/**
 * What the value of a known parameter code holds
 * (docs/product-rules.md#general-parameters): the public site reads codes
 * 001–012 into the shop settings, so their values are checked for what they
 * are. Every other code is free text.
 */
export type ValueKind = 'hours' | 'phone' | 'email' | 'address' | 'text' | 'link';

/** Code → kind of value, for the codes the public site reads. */
export const CODE_KINDS: Readonly<Record<string, ValueKind>> = {
  '001': 'hours',
  '002': 'hours',
  '003': 'phone',
  '004': 'phone',
  '005': 'email',
  '007': 'address',
  '008': 'text',
  '010': 'link',
  '011': 'link',
  '012': 'link',
};

export interface KnownCode {
  code: string;
  kind: ValueKind;
  /** The shop setting the public site fills from it. */
  setting: keyof ShopSettings;
}

/** The known code of a (typed) code, or undefined for a free-text one. */
export function knownCodeOf(code: string | null | undefined): KnownCode | undefined {
  const trimmed = (code ?? '').trim();
  const kind = CODE_KINDS[trimmed];
  const setting = SHOP_SETTING_CODES[trimmed];
  return kind && setting ? { code: trimmed, kind, setting } : undefined;
}

/** Every known code, in code order. */
export const KNOWN_CODES: readonly KnownCode[] = Object.keys(CODE_KINDS)
  .sort()
  .map((code) => knownCodeOf(code))
  .filter((known): known is KnownCode => Boolean(known));

/** Why a value does not fit its code; each is a translation key under `validation`. */
export type ValueProblem = 'phoneCharacters' | 'phoneCountry' | 'phoneLength' | 'email' | 'httpsOnly';

/** Digits a dialled number (62…) may have: E.164 allows 15; an Indonesian landline has at least 10. */
export const DIAL_DIGITS = { min: 10, max: 15 } as const;

const PHONE_CHARACTERS = /^\+?[\d\s\-.()]+$/;
const EMAIL =
  /^[^\s@<>()[\]\\,;:"'`]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** A phone as the chat button dials it (docs/product-rules.md#chat-phone): '' without digits. */
export function dialledNumber(value: string): string {
  return normaliseWhatsAppNumber(value);
}

function phoneProblem(value: string): ValueProblem | undefined {
  if (!PHONE_CHARACTERS.test(value)) return 'phoneCharacters';
  // The chat button always dials Indonesia (62): another country code would be dialled wrong.
  if (value.startsWith('+') && !value.replace(/[\s\-.()]/g, '').startsWith('+62')) return 'phoneCountry';
  const digits = dialledNumber(value).length;
  return digits < DIAL_DIGITS.min || digits > DIAL_DIGITS.max ? 'phoneLength' : undefined;
}

/** A link the footer may open: a whole https:// address with a host name that the URL policy accepts. */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  const href = safeLinkHref(value);
  if (!href) return false;
  try {
    return new URL(href).hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Checks a value against the kind its code holds. Blank values are left to
 * the required rule; hours, address and texts are free text.
 */
export function valueProblem(code: string, value: string): ValueProblem | undefined {
  const trimmed = value.trim();
  const known = knownCodeOf(code);
  if (!known || !trimmed) return undefined;
  switch (known.kind) {
    case 'phone':
      return phoneProblem(trimmed);
    case 'email':
      return EMAIL.test(trimmed) ? undefined : 'email';
    case 'link':
      return isHttpsLink(trimmed) ? undefined : 'httpsOnly';
    default:
      return undefined;
  }
}
