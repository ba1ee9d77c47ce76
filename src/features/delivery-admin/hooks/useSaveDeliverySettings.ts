import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliverySettings } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useUpdateDeliverySettingsMutation } from '@/entities/delivery/api';
import { readSaveFailure, type SaveFailure } from '../model/saveErrors';

export type SaveResult = { ok: true; saved: DeliverySettings } | { ok: false; failure: SaveFailure };

/**
 * Saves the settings (staff's token; a 401 asks for the password again and keeps the page,
 * docs/product-rules.md#session-and-sign-out). A success toasts and answers the settings as stored; a failure
 * answers what the server said, and the form keeps everything typed.
 */
export function useSaveDeliverySettings() {
  const { t } = useTranslation('delivery');
  const toast = useAppToast();
  const [update] = useUpdateDeliverySettingsMutation();
  return useCallback(
    async (settings: DeliverySettings): Promise<SaveResult> => {
      try {
        const saved = await update({ deliverySettings: settings }).unwrap();
        toast('success', t('save.done'));
        return { ok: true, saved };
      } catch (error) {
        return { ok: false, failure: readSaveFailure(error) };
      }
    },
    [t, toast, update],
  );
}
