import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useHydrated } from '@/components/hydration/useHydrated';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** The control's id; the toggle controls it. */
  id: string;
  /** The toggle's accessible name while the password is hidden, e.g. 'Tampilkan password'. */
  showLabel: string;
  /** … and while it is shown. */
  hideLabel: string;
  invalid?: boolean;
  /** A Bootstrap icon before the input, e.g. `bi-lock`. */
  icon?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is an icon whose accessible name
 * (and tooltip) says what it does next.
 */
export function PasswordInput({
  ref,
  id,
  showLabel,
  hideLabel,
  invalid = false,
  icon,
  className = '',
  ...input
}: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const toggleLabel = visible ? hideLabel : showLabel;
  return (
    <div className="input-group">
      {icon && (
        <span className="input-group-text" aria-hidden="true">
          <i className={`bi ${icon}`} />
        </span>
      )}
      <input
        {...input}
        ref={ref}
        id={id}
        type={visible ? 'text' : 'password'}
        className={`form-control ${invalid ? 'is-invalid' : ''} ${className}`.trim()}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-controls={id}
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={() => setVisible((shown) => !shown)}
        disabled={!hydrated}
      >
        <i className={`bi ${visible ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
      </button>
    </div>
  );
}
