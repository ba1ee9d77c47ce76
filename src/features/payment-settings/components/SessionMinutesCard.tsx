import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { METHOD_GROUPS } from '../model/methodGroups';
import { SESSION_MINUTES_MAX, SESSION_MINUTES_MIN, type PaymentSettingsValues } from '../model/settingsForm';
import { SettingsCard } from './SettingsCard';

/** How long a customer has to pay, per kind of method, in whole minutes (5 to 1440). */
export function SessionMinutesCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('payments');
  const { values } = useFormikContext<PaymentSettingsValues>();
  const range = { min: SESSION_MINUTES_MIN, max: SESSION_MINUTES_MAX };
  return (
    <SettingsCard
      id="payment-settings-minutes"
      title={t('settings.minutes.title')}
      icon="bi-hourglass-split"
      hint={t('settings.minutes.hint', range)}
    >
      <div className="row g-3">
        {METHOD_GROUPS.map(({ group }) => (
          <FormField<string>
            key={group}
            name={`minutes.${group}`}
            id={`payment-settings-minutes-${group}`}
            label={t(`settings.minutes.${group}`)}
            className="col-sm-4"
          >
            {({ control, invalid }) => (
              <div className="input-group">
                <input
                  {...control}
                  value={control.value ?? ''}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  disabled={disabled || !values.enabled}
                  className={`form-control ${invalid ? 'is-invalid' : ''}`}
                  aria-describedby={[`payment-settings-minutes-${group}-unit`, control['aria-describedby']]
                    .filter(Boolean)
                    .join(' ')}
                />
                <span className="input-group-text" id={`payment-settings-minutes-${group}-unit`}>
                  {t('settings.minutes.unit')}
                </span>
              </div>
            )}
          </FormField>
        ))}
      </div>
    </SettingsCard>
  );
}
