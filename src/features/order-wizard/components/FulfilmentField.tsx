import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Fulfilment } from '@/lib/delivery/deliverySettings';
import './FulfilmentField.css';

const OPTIONS: ReadonlyArray<{ value: Fulfilment; icon: string; key: string }> = [
  { value: 'delivery', icon: 'bi-truck', key: 'details.fulfilmentDelivery' },
  { value: 'pickup', icon: 'bi-shop', key: 'details.fulfilmentPickup' },
];

/** Delivery to an address or pickup at the shop (offered only when the shop has a pickup address, which is shown). */
export function FulfilmentField({ pickupAddress }: { pickupAddress: string }) {
  const { t } = useTranslation('order');
  const [field] = useField<Fulfilment>('fulfilment');
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-2">{t('details.fulfilment')}</legend>
      <div className="wizard-fulfilment">
        {OPTIONS.map((option) => (
          <div key={option.value}>
            <input
              type="radio"
              className="btn-check"
              id={`order-fulfilment-${option.value}`}
              name="fulfilment"
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            <label className="btn wizard-time-option" htmlFor={`order-fulfilment-${option.value}`}>
              <i className={`bi ${option.icon}`} aria-hidden="true" />
              <span>{t(option.key)}</span>
            </label>
          </div>
        ))}
      </div>
      {field.value === 'pickup' && (
        <p className="wizard-pickup" role="status">
          <i className="bi bi-geo-alt me-2" aria-hidden="true" />
          <span>
            {t('details.pickupAt', { address: pickupAddress })} {t('details.pickupFree')}
          </span>
        </p>
      )}
    </fieldset>
  );
}
