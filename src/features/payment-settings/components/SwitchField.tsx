import { useField } from 'formik';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  id: string;
  label: string;
  hint?: ReactNode;
  /** An error to show under it (a rule of more than this field); else the field's own, once touched. */
  error?: string;
  disabled?: boolean;
}

/** An on/off setting as a switch, with its hint and its error tied to it (aria-describedby). */
export function SwitchField({ name, id, label, hint, error: givenError, disabled }: Props) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const error = givenError ?? (meta.touched && meta.error ? meta.error : undefined);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-check form-switch mb-3">
      <input
        type="checkbox"
        role="switch"
        className={`form-check-input ${error ? 'is-invalid' : ''}`}
        id={id}
        name={name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.checked);
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
      <label className="form-check-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
