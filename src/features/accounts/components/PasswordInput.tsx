import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { invalid?: boolean };

/** Password input with a show/hide button. */
export function PasswordInput({ invalid, className = '', id, ...input }: Props) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  return (
    <div className={`input-group ${invalid ? 'has-validation' : ''}`}>
      <input {...input} id={id} type={visible ? 'text' : 'password'} className={`form-control ${invalid ? 'is-invalid' : ''} ${className}`} />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-pressed={visible}
        aria-controls={id}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        title={visible ? t('form.hidePassword') : t('form.showPassword')}
        onClick={() => setVisible((shown) => !shown)}
      >
        <i className={`bi ${visible ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
      </button>
    </div>
  );
}
