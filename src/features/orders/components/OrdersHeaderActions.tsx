import { memo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  refreshing: boolean;
  onRefresh(): void;
  /** How many orders the filter keeps: what the export writes. */
  exportCount: number;
  onExport(): void;
  /** Nothing to refresh or export yet (the first load). */
  loading: boolean;
}

/** 'Refresh Orders' ('Refreshing...' while it reloads) and 'Export to CSV' with the count of the filtered orders. */
export const OrdersHeaderActions = memo(function OrdersHeaderActions({
  refreshing,
  onRefresh,
  exportCount,
  onExport,
  loading,
}: Props) {
  const { t } = useTranslation('orders');
  return (
    <div className="orders-header-actions">
      <button
        type="button"
        className="btn btn-outline-primary text-nowrap"
        onClick={onRefresh}
        disabled={refreshing || loading}
      >
        {refreshing ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        )}
        {refreshing ? t('page.refreshing') : t('page.refresh')}
      </button>
      <button type="button" className="btn btn-primary text-nowrap" onClick={onExport} disabled={loading}>
        <i className="bi bi-download me-1" aria-hidden="true" />
        {t('page.export')} <span className="badge text-bg-light ms-1">{exportCount}</span>{' '}
        <span className="visually-hidden">{t('page.exportUnit', { count: exportCount })}</span>
      </button>
    </div>
  );
});
