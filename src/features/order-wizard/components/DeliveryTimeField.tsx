import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TIME_KEYS, type DeliveryTimeKey } from '@/lib/orders/orderValues';
import { windowStatus, type WindowStatus, type WizardDelivery } from '../model/deliveryChoice';
import './OrderDetailsForm.css';

const ICONS: Record<DeliveryTimeKey, string> = {
  morning: 'bi-sunrise',
  afternoon: 'bi-sun',
  evening: 'bi-sunset',
  anytime: 'bi-clock',
};

/**
 * The four delivery windows (docs/product-rules.md#delivery-times) as a radio group. With the shop's
 * delivery rules (`delivery`) each says what is left on the chosen day ('Sisa 2') and a full or past
 * window is disabled ('Penuh', 'Lewat'); the status is the option's description, its name stays the label.
 */
export function DeliveryTimeField({ delivery }: { delivery?: WizardDelivery }) {
  const { t } = useTranslation('order');
  const [field, meta] = useField<string>('deliveryTime');
  const [dateField] = useField<string>('deliveryDate');
  const invalid = Boolean(meta.touched && meta.error);
  const statusText = (status: WindowStatus): string | undefined => {
    if (status.kind === 'open')
      return status.remaining === null ? undefined : t('windowStatus.remaining', { count: status.remaining });
    return t(`windowStatus.${status.kind}`);
  };
  return (
    <fieldset aria-describedby={invalid ? 'order-deliveryTime-error' : undefined}>
      <legend className="form-label fs-6 mb-2">{t('details.deliveryTime')}</legend>
      <div className="wizard-time-grid">
        {DELIVERY_TIME_KEYS.map((key) => {
          const status = delivery && dateField.value ? windowStatus(delivery, dateField.value, key) : undefined;
          const closed = status !== undefined && status.kind !== 'open';
          const text = status && statusText(status);
          const id = `order-deliveryTime-${key}`;
          return (
            <div key={key} className="wizard-time-cell">
              <input
                type="radio"
                className="btn-check"
                id={id}
                name="deliveryTime"
                value={key}
                checked={field.value === key}
                disabled={closed}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby={text ? `${id}-status` : undefined}
              />
              <label
                className={`btn wizard-time-option${invalid ? ' is-invalid' : ''}${text ? ' has-status' : ''}`}
                htmlFor={id}
              >
                <i className={`bi ${ICONS[key]}`} aria-hidden="true" />
                <span>{t(`deliveryTimes.${key}`)}</span>
              </label>
              {text && (
                <span id={`${id}-status`} className={`wizard-time-status${closed ? ' is-closed' : ''}`}>
                  {text}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {invalid && (
        <div id="order-deliveryTime-error" className="invalid-feedback d-block">
          {t(meta.error ?? '')}
        </div>
      )}
    </fieldset>
  );
}
