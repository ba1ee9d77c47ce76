import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { windowKeyOf, type DeliveryFormValues } from '../model/deliveryForm';
import { SettingsCard } from './SettingsCard';
import { TimeField } from './TimeField';

/** The delivery windows: each one's hours and orders a day (empty: no limit); 'Kapan Saja' has no hours. */
export function WindowsCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('delivery');
  const { values } = useFormikContext<DeliveryFormValues>();
  return (
    <SettingsCard id="delivery-windows" title={t('windows.title')} icon="bi-clock" hint={t('windows.hint')}>
      <ul className="list-unstyled mb-0 delivery-windows">
        {values.windows.map((window, index) => {
          const key = windowKeyOf(window.label);
          const name = key ? t(`windows.labels.${key}`) : window.label;
          const hasHours = Boolean(window.start || window.end) || key !== 'anytime';
          const fieldLabel = (field: string) => (
            <>
              {t(`windows.${field}`)} <span className="visually-hidden">— {name}</span>
            </>
          );
          return (
            <li key={window.label} className="delivery-window">
              <h3 className="delivery-window__name">{name}</h3>
              <div className="row g-2">
                {hasHours ? (
                  <>
                    <TimeField
                      name={`windows[${index}].start`}
                      id={`window-${index}-start`}
                      label={fieldLabel('start')}
                      disabled={disabled}
                      className="col-6 col-sm-4"
                      labelClassName="form-label small mb-1"
                    />
                    <TimeField
                      name={`windows[${index}].end`}
                      id={`window-${index}-end`}
                      label={fieldLabel('end')}
                      disabled={disabled}
                      className="col-6 col-sm-4"
                      labelClassName="form-label small mb-1"
                    />
                  </>
                ) : (
                  <p className="col-12 col-sm-8 small text-body-secondary mb-0 align-self-center">
                    {t('windows.noHours')}
                  </p>
                )}
                <FormField
                  name={`windows[${index}].capacity`}
                  id={`window-${index}-capacity`}
                  label={fieldLabel('capacity')}
                  type="text"
                  inputMode="numeric"
                  placeholder={t('windows.unlimited')}
                  disabled={disabled}
                  className="col-12 col-sm-4"
                  labelClassName="form-label small mb-1"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}
