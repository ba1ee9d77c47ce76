import { DEFAULT_SHOP_SETTINGS, type ParameterLike } from '@/lib/shop/shopSettings';

/** The chat button reappears this long after it was closed (spec §9). */
export const CHAT_REAPPEAR_MS = 30_000;

/** Parameter code of the shop's primary phone (spec §3). */
export const CHAT_PHONE_CODE = '003';

/** Phone used when the parameters cannot be loaded or hold no phone (spec §7, §8). */
export const DEFAULT_CHAT_PHONE = DEFAULT_SHOP_SETTINGS.phone;

function isPrimaryPhoneName(name: string | undefined): boolean {
  const lower = (name ?? '').toLowerCase();
  return lower.includes('nomer telfon') && !lower.includes('2');
}

/**
 * The phone the chat opens (spec §3, §7): the parameter with code 003, else the one
 * whose name contains 'nomer telfon' and not '2'. `undefined` when neither exists;
 * a parameter that exists but holds no digits yields '' (no number: the button is disabled).
 */
export function findChatPhone(parameters: readonly ParameterLike[] | undefined): string | undefined {
  const found =
    parameters?.find((parameter) => parameter.paramCode?.trim() === CHAT_PHONE_CODE) ??
    parameters?.find((parameter) => isPrimaryPhoneName(parameter.paramName));
  return found ? (found.deskripsi ?? '').trim() : undefined;
}

/** The prefilled Indonesian greeting of the chat link (spec §2 'Chat button'). */
export function chatGreeting(shopName: string): string {
  return `Halo ${shopName}, saya ingin bertanya tentang rangkaian bunga Anda.`;
}
