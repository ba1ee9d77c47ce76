interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A failed load with its retry button. */
export function RetryAlert({ message, retryLabel, onRetry, className = '' }: Props) {
  return (
    <div className={`alert alert-danger d-flex flex-wrap align-items-center gap-3 ${className}`} role="alert">
      <span className="flex-grow-1">{message}</span>
      <button type="button" className="btn btn-sm btn-danger" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
