import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import type { RunFailure } from '../hooks/useDriverRun';

interface Props {
  failure: RunFailure;
  /** When the run shown was read (ISO). */
  readAt: string;
  onRetry(): void;
  retrying: boolean;
}

/**
 * Over the run as last read on this phone when a read failed: why ('Tanpa sinyal', or the server's code) and when
 * the copy was read, with 'Coba Lagi'. The stops stay on screen below it.
 */
export function RunKeptNotice({ failure, readAt, onRetry, retrying }: Props) {
  const { t } = useTranslation('run');
  const formatDate = useFormatDate();
  const time = formatDate(readAt, 'dateTime');
  const noAnswer = failure.status === null;
  return (
    <div className="run-page__saved" role="status">
      <p className="mb-2">
        <i className={`bi ${noAnswer ? 'bi-wifi-off' : 'bi-exclamation-triangle'} me-2`} aria-hidden="true" />
        {noAnswer ? t('saved', { time }) : t('savedServer', { status: failure.status, time })}
      </p>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRetry} disabled={retrying}>
        {t('retry')}
      </button>
    </div>
  );
}
