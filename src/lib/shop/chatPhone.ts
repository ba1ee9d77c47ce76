import { DEFAULT_SHOP_SETTINGS, type ParameterLike } from './shopSettings';

/** Parameter code of the shop's primary phone. */
export const CHAT_PHONE_CODE = '003';

function isPrimaryPhoneName(name: string | undefined): boolean {
  const lower = (name ?? '').toLowerCase();
  return lower.includes('nomer telfon') && !lower.includes('2');
}

/**
 * The phone the chat opens (docs/product-rules.md#chat-phone): the parameter
 * with code 003, else the one whose name contains 'nomer telfon' and not '2'.
 * `undefined` when neither exists; a parameter that exists but holds no digits
 * yields '' (no number: the button is disabled).
 */
export function findChatPhone(parameters: readonly ParameterLike[] | undefined): string | undefined {
  const found =
    parameters?.find((parameter) => parameter.paramCode?.trim() === CHAT_PHONE_CODE) ??
    parameters?.find((parameter) => isPrimaryPhoneName(parameter.paramName));
  return found ? (found.deskripsi ?? '').trim() : undefined;
}

/** The chat phone, or the default phone when the parameters are missing or hold none. */
export function deriveChatPhone(parameters: readonly ParameterLike[] | undefined): string {
  return findChatPhone(parameters) ?? DEFAULT_SHOP_SETTINGS.phone;
}
