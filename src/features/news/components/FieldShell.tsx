import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and (after touch) the error message of one form field. */
export function FieldShell({ id, label, error, hint, required, children, className = '' }: Props) {
  return (
    <div className={className}>
      <label className="form-label fw-semibold" htmlFor={id}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : (
        hint && (
          <div id={`${id}-hint`} className="form-text">
            {hint}
          </div>
        )
      )}
    </div>
  );
}

/** aria props tying a control to its error or hint. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  if (error) return { 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const;
  return { 'aria-invalid': false, 'aria-describedby': hint ? `${id}-hint` : undefined } as const;
}
