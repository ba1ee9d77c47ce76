import { useTranslation } from 'react-i18next';
import type { BoardGrouping } from '@/entities/order/model/boardQuery';

const GROUPINGS: ReadonlyArray<{ group: BoardGrouping; icon: string }> = [
  { group: 'window', icon: 'bi-clock' },
  { group: 'driver', icon: 'bi-person-badge' },
];

/** 'Waktu antar' / 'Kurir': the board's lanes by delivery window or by driver (dispatch). */
export function BoardGroupingSwitch({ group, onGroup }: { group: BoardGrouping; onGroup(group: BoardGrouping): void }) {
  const { t } = useTranslation('orders');
  return (
    <div className="btn-group btn-group-sm board__grouping" role="group" aria-label={t('board.group.label')}>
      {GROUPINGS.map((item) => (
        <button
          key={item.group}
          type="button"
          className={`btn ${item.group === group ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={item.group === group}
          onClick={() => onGroup(item.group)}
        >
          <i className={`bi ${item.icon} me-1`} aria-hidden="true" />
          {t(`board.group.${item.group}`)}
        </button>
      ))}
    </div>
  );
}
