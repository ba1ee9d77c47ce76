import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useHydrated } from '@/components/hydration/useHydrated';

/** What a custom control gets: spread `control` on it and add `is-invalid` when `invalid`. */
export interface FieldRender<V> {
  control: FieldInputProps<V> & {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: true;
    readOnly?: true;
  };
  invalid: boolean;
  helpers: FieldHelperProps<V>;
}

type TextControlProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'className' | 'children'
>;

interface Props<V> extends TextControlProps {
  /** The Formik field. */
  name: string;
  label: ReactNode;
  /** The control's id (error and hint ids derive from it); generated when omitted. */
  id?: string;
  /** Help under the control, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Marks the label with an asterisk (hidden from assistive technology, which hears aria-required instead). */
  required?: boolean;
  /** Turns the field's error into its message (when the schema holds translation keys). */
  formatError?: (error: string) => string;
  /** The wrapper's classes (spacing, grid column). */
  className?: string;
  labelClassName?: string;
  /** Extra classes of the default text control, e.g. `form-control-lg`. */
  controlClassName?: string;
  /** The default control is a text input; `multiline` makes it a textarea. */
  multiline?: boolean;
  rows?: number;
  /** Any other control (select, input group, password input): render it from the wired props. */
  children?: (field: FieldRender<V>) => ReactNode;
}

/**
 * One form field over Formik: label, control, hint, and the error once the field is touched,
 * with ids wired through aria-describedby and aria-invalid.
 */
export function FormField<V = string>({
  name,
  label,
  id: givenId,
  hint,
  required,
  formatError = (error) => error,
  className,
  labelClassName = 'form-label',
  controlClassName = '',
  multiline,
  rows,
  children,
  ...textProps
}: Props<V>) {
  const [field, meta, helpers] = useField<V>(name);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const error = meta.touched && typeof meta.error === 'string' && meta.error ? formatError(meta.error) : undefined;
  const invalid = Boolean(error);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  // Read-only in a prerendered page until the app runs it (useHydrated).
  const hydrated = useHydrated();
  const control = {
    ...field,
    id,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    ...(hydrated ? {} : { readOnly: true as const }),
  };

  let rendered: ReactNode;
  if (children) rendered = children({ control, invalid, helpers });
  else {
    const text = {
      ...control,
      value: (field.value ?? '') as string,
      className: `form-control ${controlClassName} ${invalid ? 'is-invalid' : ''}`.trim(),
    };
    const { type: _type, min: _min, max: _max, step: _step, ...areaProps } = textProps;
    rendered = multiline ? (
      <textarea {...(areaProps as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...text} rows={rows} />
    ) : (
      <input {...textProps} {...text} />
    );
  }

  return (
    <div className={className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {rendered}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
