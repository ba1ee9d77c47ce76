import { useState, type InputHTMLAttributes, type Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  error?: string;
  showLabel: string;
  hideLabel: string;
}

/** Password input with a show/hide toggle; the error is tied to the input for screen readers. */
export function PasswordField({ ref, id, label, error, showLabel, hideLabel, className, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
      </label>
      <div className={`input-group ${error ? 'has-validation' : ''}`}>
        <span className="input-group-text" aria-hidden="true">
          <i className="bi bi-lock" />
        </span>
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={id}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          <i className={`bi ${visible ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
        </button>
        {error && (
          <div id={errorId} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
