import { useField } from 'formik';
import { useId } from 'react';
import { formatRupiah } from '@/lib/money/formatRupiah';

interface TextFieldProps {
  name: string;
  label: string;
  placeholder?: string;
  as?: 'input' | 'textarea';
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A labelled Formik text field; its error shows once touched (spec §5). */
export function TextField({ name, label, as = 'input', rows, ...rest }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const Control = as;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <Control
        id={id}
        {...field}
        {...rest}
        rows={as === 'textarea' ? rows : undefined}
        className={`form-control ${invalid ? 'is-invalid' : ''}`}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback">
          {meta.error}
        </div>
      )}
    </div>
  );
}

interface MoneyFieldProps {
  name: string;
  label: string;
  min: number;
  step?: number;
  disabled?: boolean;
  prefix: string;
  className?: string;
}

/** A rupiah amount with the 'Rp' prefix. */
export function MoneyField({ name, label, min, step = 1000, disabled, prefix, className = 'mb-3' }: MoneyFieldProps) {
  const [field, meta] = useField<number | ''>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className={`input-group ${invalid ? 'has-validation' : ''}`}>
        <span className="input-group-text">{prefix}</span>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          step={step}
          {...field}
          value={field.value ?? ''}
          disabled={disabled}
          className={`form-control ${invalid ? 'is-invalid' : ''}`}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid && (
          <div id={`${id}-error`} className="invalid-feedback">
            {meta.error}
          </div>
        )}
      </div>
      {typeof field.value === 'number' && field.value >= 0 && !invalid && <div className="form-text">{formatRupiah(field.value)}</div>}
    </div>
  );
}
