import { useMemo } from 'react';
import { shownQueryState } from '@/api/shownQueryState';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { deriveChatPhone } from '@/lib/shop/chatPhone';
import { deriveShopSettings, type ShopSettings } from '@/lib/shop/shopSettings';
import { useListGeneralParametersQuery } from './api';

export interface ShopSettingsState {
  settings: ShopSettings;
  /**
   * The phone the chat button opens (docs/product-rules.md#chat-phone), as written in the parameters; the default
   * phone without one.
   */
  chatPhone: string;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The shop settings, derived once from the general parameters for every screen
 * (public and back-office footers, call-to-action, chat button): Indonesian
 * defaults while loading or when the call fails (docs/product-rules.md#shop-information).
 */
export function useShopSettings(): ShopSettingsState {
  const { data, isLoading, isError, refetch } = useDeferredQuery(
    useListGeneralParametersQuery(undefined, { selectFromResult: shownQueryState }),
  );
  const parameters = isError ? undefined : data;
  const settings = useMemo(() => deriveShopSettings(parameters), [parameters]);
  const chatPhone = useMemo(() => deriveChatPhone(parameters), [parameters]);
  return { settings, chatPhone, isLoading, isError, refetch: () => void refetch() };
}
