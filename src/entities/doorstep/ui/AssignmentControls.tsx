import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** 'Lebih awal' / 'Lebih akhir': the stop one place earlier or later on its driver's run (no further than its ends). */
export function RunPlaceButtons({
  orderId,
  position,
  stops,
  busy,
  onMove,
}: {
  orderId: number;
  position: number;
  stops: number;
  busy: boolean;
  onMove(position: number): void;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy || position <= 1}
        aria-label={t('doorstep.assignment.earlierName', { id: orderId })}
        onClick={() => onMove(position - 1)}
      >
        <i className="bi bi-arrow-up me-1" aria-hidden="true" />
        {t('doorstep.assignment.earlier')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy || position >= stops}
        aria-label={t('doorstep.assignment.laterName', { id: orderId })}
        onClick={() => onMove(position + 1)}
      >
        <i className="bi bi-arrow-down me-1" aria-hidden="true" />
        {t('doorstep.assignment.later')}
      </button>
    </>
  );
}

/** The assignment was not saved: say so, with 'Coba Lagi' (named for its order where several show). */
export function AssignmentFailed({ onRetry, retryName }: { onRetry(): void; retryName?: ReactNode }) {
  const { t } = useTranslation('orders');
  return (
    <div className="small text-danger mt-2" role="alert">
      {t('doorstep.assignment.failed')}{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
        {t('doorstep.assignment.retry')}
        {retryName}
      </button>
    </div>
  );
}

/** The driver select's choices: none ('Belum ditugaskan'), the Driver accounts, and the current driver if not one. */
export function DriverOptions({ driver, drivers }: { driver: string | null; drivers: readonly string[] }) {
  const { t } = useTranslation('orders');
  const names = driver && !drivers.includes(driver) ? [driver, ...drivers] : drivers;
  return (
    <>
      <option value="">{t('doorstep.assignment.none')}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}
