import { useTranslation } from 'react-i18next';
import type { BoardOrder } from '@/api/generated/shopApi';
import { useShopNow } from '@/components/clock/useShopNow';
import { eventTimeOf } from '@/entities/order/model/boardWords';
import { eventCountdown } from '../model/eventCountdown';

/**
 * A condolence board's mark on its card: 'DUKA', and the time left until its event on the shop clock ('Acara 3 jam
 * lagi'), or that it has started; counting down while the board is open.
 */
export function CondolenceMark({ board }: { board: BoardOrder }) {
  const { t } = useTranslation('orders');
  const now = useShopNow(30_000);
  const eventAt = eventTimeOf(board);
  const countdown = eventAt === null ? null : eventCountdown(eventAt, now);
  return (
    <p className="board-card__condolence">
      <span className="board-card__duka">{t('words:condolenceBadge')}</span>
      {countdown && (
        <span className={`board-card__countdown ${countdown.started ? 'is-started' : ''}`.trim()}>
          <i
            className={`bi ${countdown.started ? 'bi-exclamation-circle' : 'bi-hourglass-split'} me-1`}
            aria-hidden="true"
          />
          {countdown.started
            ? t('board.card.eventStarted')
            : t('board.card.eventIn', {
                time: countdown.parts.map((part) => t(`board.card.time.${part.unit}`, { count: part.count })).join(' '),
              })}
        </span>
      )}
    </p>
  );
}
