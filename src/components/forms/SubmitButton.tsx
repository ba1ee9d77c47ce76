import type { ReactNode } from 'react';
import { useHydrated } from '@/components/hydration/useHydrated';

interface Props {
  /** Saving: a spinner in place of the icon, and the button disabled. */
  busy: boolean;
  /** Also disabled, e.g. while the form is invalid or unchanged. */
  disabled?: boolean;
  /** Bootstrap Icons class shown while not busy, e.g. 'bi-check2'. */
  icon?: string;
  className?: string;
  /** The label; the caller passes its 'saving…' text while busy. */
  children: ReactNode;
}

/**
 * A form's submit button: disabled while saving or when the form may not be sent, with a spinner while saving;
 * in a prerendered page also until the app runs it (useHydrated).
 */
export function SubmitButton({ busy, disabled = false, icon, className = 'btn btn-primary', children }: Props) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={busy || disabled || !hydrated}>
      {busy ? (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      ) : (
        icon && <i className={`bi ${icon} me-2`} aria-hidden="true" />
      )}
      {children}
    </button>
  );
}
