import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import type { BoardDay } from '@/entities/order/model/deliveryDay';
import type { BoardFocus } from '../model/boardSelection';

interface Props {
  strip: BoardDay[];
  today: string;
  focus: BoardFocus;
  onDay(day: string): void;
}

/** 'Terlambat', today and the next 6 shop days, each with its count of active deliveries. */
export function DateStrip({ strip, today, focus, onDay }: Props) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  return (
    <nav className="board-strip" aria-label={t('board.strip.label')}>
      <ul className="board-strip__list">
        {strip.map((entry) => {
          const key = entry.kind === 'overdue' ? 'overdue' : entry.day;
          const current =
            entry.kind === 'overdue' ? focus.kind === 'overdue' : focus.kind === 'day' && focus.day === entry.day;
          const title =
            entry.kind === 'overdue'
              ? t('board.strip.overdue')
              : entry.day === today
                ? t('board.strip.today')
                : formatDate(entry.day, 'weekdayShort');
          return (
            <li key={key}>
              <button
                type="button"
                className={`board-strip__day ${current ? 'is-current' : ''} ${entry.kind === 'overdue' && entry.count > 0 ? 'is-alert' : ''}`}
                aria-current={current ? 'date' : undefined}
                onClick={() => onDay(entry.kind === 'overdue' ? 'overdue' : entry.day === today ? '' : entry.day)}
              >
                <span className="board-strip__title">{title}</span>
                {entry.kind === 'day' && entry.day === today && (
                  <span className="board-strip__date">{formatDate(entry.day, 'dayMonth')}</span>
                )}
                <span className="board-strip__count">{t('board.strip.count', { count: entry.count })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
