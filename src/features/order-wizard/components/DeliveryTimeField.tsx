import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TIME_KEYS, type DeliveryTimeKey } from '@/lib/orders/orderValues';
import './OrderDetailsForm.css';

const ICONS: Record<DeliveryTimeKey, string> = {
  morning: 'bi-sunrise',
  afternoon: 'bi-sun',
  evening: 'bi-sunset',
  anytime: 'bi-clock',
};

/** The four delivery windows (docs/product-rules.md#delivery-times) as a radio group. */
export function DeliveryTimeField() {
  const { t } = useTranslation('order');
  const [field, meta] = useField<string>('deliveryTime');
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <fieldset aria-describedby={invalid ? 'order-deliveryTime-error' : undefined}>
      <legend className="form-label fs-6 mb-2">{t('details.deliveryTime')}</legend>
      <div className="wizard-time-grid">
        {DELIVERY_TIME_KEYS.map((key) => (
          <div key={key}>
            <input
              type="radio"
              className="btn-check"
              id={`order-deliveryTime-${key}`}
              name="deliveryTime"
              value={key}
              checked={field.value === key}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <label className={`btn wizard-time-option${invalid ? ' is-invalid' : ''}`} htmlFor={`order-deliveryTime-${key}`}>
              <i className={`bi ${ICONS[key]}`} aria-hidden="true" />
              <span>{t(`deliveryTimes.${key}`)}</span>
            </label>
          </div>
        ))}
      </div>
      {invalid && (
        <div id="order-deliveryTime-error" className="invalid-feedback d-block">
          {t(meta.error ?? '')}
        </div>
      )}
    </fieldset>
  );
}
