import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RefundMethod } from '@/api/generated/shopApi';

interface Props {
  /** Whether the gateway can return this money (never a virtual account's). */
  gatewayAllowed: boolean;
  provider: string;
  disabled: boolean;
}

/**
 * How the money goes back: through the gateway, or a transfer staff make themselves and record here ('manual'). A
 * virtual-account payment offers only 'manual', and says why.
 */
export function RefundMethodField({ gatewayAllowed, provider, disabled }: Props) {
  const { t } = useTranslation('payments');
  const [field, meta, helpers] = useField<RefundMethod>('method');
  const options: RefundMethod[] = gatewayAllowed ? ['gateway', 'manual'] : ['manual'];
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <fieldset className="mb-3" disabled={disabled} aria-describedby={error ? 'refund-method-error' : undefined}>
      <legend className="form-label fs-6">{t('refund.method')}</legend>
      {options.map((option) => (
        <div key={option} className="form-check">
          <input
            type="radio"
            className="form-check-input"
            id={`refund-method-${option}`}
            name="method"
            value={option}
            checked={field.value === option}
            onChange={() => void helpers.setValue(option)}
            aria-describedby={`refund-method-${option}-hint`}
          />
          <label className="form-check-label" htmlFor={`refund-method-${option}`}>
            {t(`refund.methods.${option}`, { provider })}
          </label>
          <div id={`refund-method-${option}-hint`} className="form-text mt-0">
            {t(`refund.methodHints.${option}`)}
          </div>
        </div>
      ))}
      {!gatewayAllowed && (
        <p className="small mb-0 mt-2 d-flex gap-2" id="refund-method-va">
          <i className="bi bi-info-circle" aria-hidden="true" />
          <span>{t('refund.vaOnlyManual')}</span>
        </p>
      )}
      {error && (
        <div id="refund-method-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
