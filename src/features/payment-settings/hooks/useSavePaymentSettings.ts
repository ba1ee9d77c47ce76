import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings, PaymentSettingsInput } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useUpdatePaymentSettingsMutation } from '@/entities/payment/gatewayApi';
import { readSettingsSaveFailure, type SettingsSaveFailure } from '../model/saveErrors';

export type SaveResult = { ok: true; saved: PaymentSettings } | { ok: false; failure: SettingsSaveFailure };

/**
 * Saves the settings (the staff's token). A success toasts and answers the settings as stored (the customer's payment
 * options reload with them); a failure answers what the server said, and the form keeps everything chosen.
 */
export function useSavePaymentSettings() {
  const { t } = useTranslation('payments');
  const toast = useAppToast();
  const [update] = useUpdatePaymentSettingsMutation();
  return useCallback(
    async (settings: PaymentSettingsInput): Promise<SaveResult> => {
      try {
        const saved = await update({ paymentSettingsInput: settings }).unwrap();
        toast('success', t('settings.save.done'));
        return { ok: true, saved };
      } catch (error) {
        return { ok: false, failure: readSettingsSaveFailure(error) };
      }
    },
    [t, toast, update],
  );
}
