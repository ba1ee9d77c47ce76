import './ListStates.css';

interface Props {
  /** What failed, in the screen's own words. */
  message: string;
  /** A second line, e.g. 'showing sample categories'. */
  note?: string;
  retryLabel: string;
  onRetry(): void;
  /** While the retry runs: the button is disabled and its icon spins. */
  retrying?: boolean;
  /** `danger` for a failed list; `notice` (warm, quieter) when default data is shown instead. */
  tone?: 'danger' | 'notice';
  /** Spacing or the screen's frame. */
  className?: string;
}

/** A failed load with its message and a retry button, announced as an alert. */
export function ErrorState({
  message,
  note,
  retryLabel,
  onRetry,
  retrying = false,
  tone = 'danger',
  className = '',
}: Props) {
  const notice = tone === 'notice';
  return (
    <div className={`alert ${notice ? 'error-state--notice' : 'alert-danger'} error-state ${className}`} role="alert">
      <i
        className={`bi ${notice ? 'bi-exclamation-triangle' : 'bi-exclamation-triangle-fill'} error-state__icon`}
        aria-hidden="true"
      />
      <div className="error-state__text">
        <p className={`mb-0 ${note ? 'fw-semibold' : ''}`}>{message}</p>
        {note && <p className="mb-0 small">{note}</p>}
      </div>
      <button
        type="button"
        className={`btn btn-sm ${notice ? 'btn-outline-primary' : 'btn-danger'} error-state__retry`}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        )}
        {retryLabel}
      </button>
    </div>
  );
}
