import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PaymentProvider, PaymentSettings } from '@/api/generated/shopApi';
import { providerName } from '@/lib/payments/paymentMethods';
import type { PaymentSettingsValues } from '../model/settingsForm';
import { ConnectionStatus } from './ConnectionStatus';
import { SettingsCard } from './SettingsCard';
import { SwitchField } from './SwitchField';

const PROVIDERS: readonly PaymentProvider[] = ['midtrans', 'xendit'];

/** The gateway: on or off, Midtrans or Xendit, and whether the server is connected to it. */
export function GatewayCard({ saved, disabled }: { saved: PaymentSettings; disabled: boolean }) {
  const { t } = useTranslation('payments');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PaymentSettingsValues>();
  return (
    <SettingsCard id="payment-settings-gateway" title={t('settings.gateway.title')} icon="bi-lightning-charge">
      <SwitchField
        name="enabled"
        id="payment-settings-enabled"
        label={t('settings.gateway.enabled')}
        hint={t('settings.gateway.enabledHint')}
        disabled={disabled}
      />
      <fieldset className="mb-3" disabled={disabled || !values.enabled}>
        <legend className="form-label fs-6">{t('settings.gateway.provider')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {PROVIDERS.map((provider) => (
            <div key={provider} className="form-check">
              <input
                type="radio"
                className="form-check-input"
                id={`payment-settings-provider-${provider}`}
                name="provider"
                value={provider}
                checked={values.provider === provider}
                onChange={() => {
                  void setFieldTouched('provider', true, false);
                  void setFieldValue('provider', provider);
                }}
              />
              <label className="form-check-label" htmlFor={`payment-settings-provider-${provider}`}>
                {providerName(provider)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <ConnectionStatus connected={saved.connected} saved={saved.provider} chosen={values.provider} />
    </SettingsCard>
  );
}
