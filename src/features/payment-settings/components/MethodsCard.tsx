import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/api/generated/shopApi';
import { usePaymentMethodName } from '@/entities/order/ui/usePaymentMethodName';
import { inSettingsOrder, METHOD_GROUPS } from '../model/methodGroups';
import type { PaymentSettingsValues } from '../model/settingsForm';
import { SettingsCard } from './SettingsCard';

const ERROR_ID = 'payment-settings-methods-error';

/** The methods the customer may pay with, as checkboxes grouped QRIS / Virtual Account / E-wallet. */
export function MethodsCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('payments');
  const methodName = usePaymentMethodName();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<PaymentSettingsValues>();
  const error = touched.methods && typeof errors.methods === 'string' ? errors.methods : undefined;
  const toggle = (method: PaymentMethod, on: boolean) => {
    const next = on ? [...values.methods, method] : values.methods.filter((each) => each !== method);
    void setFieldTouched('methods', true, false);
    void setFieldValue('methods', inSettingsOrder(next));
  };
  return (
    <SettingsCard
      id="payment-settings-methods"
      title={t('settings.methods.title')}
      icon="bi-wallet2"
      hint={t('settings.methods.hint')}
    >
      <div className="payment-settings-methods">
        {METHOD_GROUPS.map(({ group, methods }) => (
          <fieldset
            key={group}
            disabled={disabled || !values.enabled}
            aria-describedby={error ? ERROR_ID : undefined}
            className="payment-settings-methods__group"
          >
            <legend className="form-label fs-6 fw-semibold mb-1">{t(`settings.methods.groups.${group}`)}</legend>
            {methods.map((method) => (
              <div key={method} className="form-check">
                <input
                  type="checkbox"
                  className={`form-check-input ${error ? 'is-invalid' : ''}`}
                  id={`payment-settings-method-${method}`}
                  name="methods"
                  value={method}
                  checked={values.methods.includes(method)}
                  onChange={(event) => toggle(method, event.target.checked)}
                />
                <label className="form-check-label" htmlFor={`payment-settings-method-${method}`}>
                  {methodName(method)}
                </label>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      {error && (
        <div id={ERROR_ID} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </SettingsCard>
  );
}
