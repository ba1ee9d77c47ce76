import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Runs before the form goes back to its initial values (e.g. to clear server errors). */
  onReset?: () => void;
}

/** Puts the form back to what it started with; usable only when something changed and nothing is being saved. */
export function ResetFormButton({ children, onReset }: Props) {
  const { dirty, isSubmitting, resetForm } = useFormikContext();
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      disabled={!dirty || isSubmitting}
      onClick={() => {
        onReset?.();
        resetForm();
      }}
    >
      <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
      {children}
    </button>
  );
}
