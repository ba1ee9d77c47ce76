import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

/** The required 'Nama & gelar sudah saya periksa': the words go on the board exactly as typed. */
export function BoardChecked() {
  const { t } = useTranslation('order');
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name: 'board.checked', type: 'checkbox' });
  const invalid = Boolean(meta.touched && meta.error);
  const id = 'order-board-checked';
  return (
    <div className="form-check wizard-composer__check">
      <input
        {...field}
        type="checkbox"
        id={id}
        className={`form-check-input${invalid ? ' is-invalid' : ''}`}
        aria-required="true"
        aria-invalid={invalid}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('composer.checked')}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div id={`${id}-hint`} className="form-text">
        {t('composer.checkedHint')}
      </div>
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(meta.error ?? '')}
        </div>
      )}
    </div>
  );
}
