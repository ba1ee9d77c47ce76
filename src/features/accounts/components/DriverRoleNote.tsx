import { useTranslation } from 'react-i18next';

/** Under the role: whether the backend offers 'Kurir' could not be checked (a failure, not its absence), to retry. */
export function DriverRoleNote({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('accounts');
  return (
    <span className="d-flex flex-wrap align-items-center gap-2">
      <span>{t('form.driverUnchecked')}</span>
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
        {t('form.driverRetry')}
      </button>
    </span>
  );
}
