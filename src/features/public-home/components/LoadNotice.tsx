interface Props {
  message: string;
  actionLabel: string;
  onAction: () => void;
  busy?: boolean;
  className?: string;
}

/** A failed call's message (spec §8) with its reload/retry button. */
export function LoadNotice({ message, actionLabel, onAction, busy = false, className = '' }: Props) {
  return (
    <div className={`load-notice alert d-flex flex-wrap align-items-center gap-2 gap-sm-3 mb-0 ${className}`} role="alert">
      <i className="bi bi-exclamation-triangle load-notice__icon" aria-hidden="true" />
      <span className="flex-grow-1">{message}</span>
      <button type="button" className="btn btn-sm btn-outline-primary load-notice__action" onClick={onAction} disabled={busy}>
        {busy ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        )}
        {actionLabel}
      </button>
    </div>
  );
}
