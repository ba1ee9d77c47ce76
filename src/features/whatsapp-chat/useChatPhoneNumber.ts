import { useListGeneralParametersQuery } from '@/entities/parameter/api';
import { normaliseWhatsAppNumber } from '@/lib/phone/whatsapp';
import { DEFAULT_CHAT_PHONE, findChatPhone } from './chatPhoneNumber';

export interface ChatPhoneNumber {
  /** wa.me number (62…), '' when the shop has no usable number. */
  number: string;
  isLoading: boolean;
}

/** The chat number from the general parameters; the default phone when they fail or hold none (spec §8). */
export function useChatPhoneNumber(): ChatPhoneNumber {
  const { data, isLoading, isError } = useListGeneralParametersQuery();
  if (isLoading) return { number: '', isLoading: true };
  const phone = isError ? DEFAULT_CHAT_PHONE : (findChatPhone(data) ?? DEFAULT_CHAT_PHONE);
  return { number: normaliseWhatsAppNumber(phone), isLoading: false };
}
