import { useMemo } from 'react';
import { deriveShopSettings, type ShopSettings } from '@/lib/shop/shopSettings';
import { useListGeneralParametersQuery } from '@/entities/parameter/api';

export interface ShopSettingsState {
  settings: ShopSettings;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Shop settings from the general parameters; Indonesian defaults while loading or on failure. */
export function useShopSettings(): ShopSettingsState {
  const { data, isLoading, isError, refetch } = useListGeneralParametersQuery();
  const settings = useMemo(() => deriveShopSettings(data), [data]);
  return { settings, isLoading, isError, refetch };
}
