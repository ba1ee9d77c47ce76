import type { ReactNode } from 'react';

/** Nothing to show yet, with an optional way on. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="wizard-state wizard-state--empty">
      <i className="bi bi-flower2 wizard-state__icon" aria-hidden="true" />
      <p className="mb-3 mt-2 fw-semibold">{message}</p>
      {children}
    </div>
  );
}
