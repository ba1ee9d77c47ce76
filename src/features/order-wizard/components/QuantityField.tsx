import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../model/quantity';
import './OrderDetailsForm.css';

/** Quantity 1–20 with stepper buttons; typed values below 1 become 1, above 20 become 20. */
export function QuantityField() {
  const { t } = useTranslation('order');
  const [field, , helpers] = useField<number | ''>('quantity');
  const current = clampQuantity(field.value);
  const set = (value: number | '') => void helpers.setValue(value);
  return (
    <div>
      <label className="form-label" htmlFor="order-quantity">
        {t('details.quantity')}
      </label>
      <div className="input-group wizard-quantity">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => set(clampQuantity(current - 1))}
          disabled={current <= MIN_QUANTITY}
        >
          <i className="bi bi-dash-lg" aria-hidden="true" />
          <span className="visually-hidden">{t('details.decrease')}</span>
        </button>
        <input
          id="order-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          className="form-control text-center"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={field.value}
          aria-describedby="order-quantity-hint"
          onChange={(event) => set(event.target.value === '' ? '' : clampQuantity(event.target.value))}
          onBlur={(event) => {
            if (field.value === '') set(MIN_QUANTITY);
            field.onBlur(event);
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => set(clampQuantity(current + 1))}
          disabled={current >= MAX_QUANTITY}
        >
          <i className="bi bi-plus-lg" aria-hidden="true" />
          <span className="visually-hidden">{t('details.increase')}</span>
        </button>
      </div>
      <div id="order-quantity-hint" className="form-text">
        {t('details.quantityHint', { min: MIN_QUANTITY, max: MAX_QUANTITY })}
      </div>
    </div>
  );
}
