import { useTranslation } from 'react-i18next';

interface Props {
  overdue: number;
  unpaid: number;
  onShow(day: 'overdue' | 'unpaid'): void;
}

/**
 * Attention first: overdue deliveries, and delivered or completed orders still unpaid — each opens the board on
 * them.
 */
export function BoardAlerts({ overdue, unpaid, onShow }: Props) {
  const { t } = useTranslation('orders');
  if (overdue === 0 && unpaid === 0) return null;
  return (
    <div className="board-alerts" role="status" aria-label={t('board.alerts.label')}>
      {overdue > 0 && (
        <div className="alert alert-danger board-alert">
          <i className="bi bi-alarm" aria-hidden="true" />
          <span>{t('board.alerts.overdue', { count: overdue })}</span>
          <button type="button" className="btn btn-link alert-link p-0" onClick={() => onShow('overdue')}>
            {t('board.alerts.showOverdue')}
          </button>
        </div>
      )}
      {unpaid > 0 && (
        <div className="alert alert-warning board-alert">
          <i className="bi bi-cash-coin" aria-hidden="true" />
          <span>{t('board.alerts.unpaid', { count: unpaid })}</span>
          <button type="button" className="btn btn-link alert-link p-0" onClick={() => onShow('unpaid')}>
            {t('board.alerts.showUnpaid')}
          </button>
        </div>
      )}
    </div>
  );
}
