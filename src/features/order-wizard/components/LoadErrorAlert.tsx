import { useTranslation } from 'react-i18next';

interface Props {
  message: string;
  /** Shown under the message, e.g. "showing sample categories". */
  note?: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A load failure (spec §8) with its retry button. */
export function LoadErrorAlert({ message, note, onRetry, retrying }: Props) {
  const { t } = useTranslation('order');
  return (
    <div className="alert alert-danger wizard-alert" role="alert">
      <i className="bi bi-exclamation-triangle-fill wizard-alert__icon" aria-hidden="true" />
      <div className="flex-grow-1">
        <p className="mb-0 fw-semibold">{message}</p>
        {note && <p className="mb-0 small">{note}</p>}
      </div>
      <button type="button" className="btn btn-sm btn-danger wizard-alert__retry" onClick={onRetry} disabled={retrying}>
        {retrying ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        )}
        {t('actions.retry')}
      </button>
    </div>
  );
}
