import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PaymentSettingsValues } from '../model/settingsForm';
import { SettingsCard } from './SettingsCard';
import { SwitchField } from './SwitchField';

/**
 * Manual transfer with a payment proof, beside the gateway. The shop keeps a way to pay: this switch says so once the
 * gateway or this one was touched.
 */
export function ManualTransferCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('payments');
  const { errors, touched } = useFormikContext<PaymentSettingsValues>();
  const wayToPay =
    (touched.manualTransfer || touched.enabled) && typeof errors.manualTransfer === 'string'
      ? errors.manualTransfer
      : undefined;
  return (
    <SettingsCard id="payment-settings-manual" title={t('settings.manual.title')} icon="bi-bank">
      <SwitchField
        name="manualTransfer"
        id="payment-settings-manual-transfer"
        label={t('settings.manual.enabled')}
        hint={t('settings.manual.hint')}
        error={wayToPay}
        disabled={disabled}
      />
    </SettingsCard>
  );
}
