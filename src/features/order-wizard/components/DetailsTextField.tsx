import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { DetailsFormValues } from '../model/detailsForm';

interface Props {
  name: keyof DetailsFormValues;
  label: string;
  type?: 'text' | 'tel' | 'date';
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
  min?: string;
  maxLength?: number;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'tel';
}

/** A labelled input of the details form; its spec message shows once touched. */
export function DetailsTextField({ name, label, type = 'text', multiline, placeholder, hint, min, maxLength, autoComplete, inputMode }: Props) {
  const { t } = useTranslation('order');
  const [field, meta] = useField<string>(name);
  const id = `order-${name}`;
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    ...field,
    value: field.value ?? '',
    id,
    placeholder,
    maxLength,
    autoComplete,
    className: `form-control${invalid ? ' is-invalid' : ''}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} min={min} inputMode={inputMode} {...common} />}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback">
          {t(meta.error ?? '')}
        </div>
      )}
    </div>
  );
}
