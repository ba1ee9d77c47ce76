import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { offersDispatch } from '@/entities/order/model/driverRuns';
import type { OrdersBoardViewProps } from '@/entities/order/ui/ordersBoardView';
import { useDeliveryBoard } from '../hooks/useDeliveryBoard';
import { BoardAlerts } from './BoardAlerts';
import { BoardGroupingSwitch } from './BoardGroupingSwitch';
import { DateStrip } from './DateStrip';
import { DeliveryLanes } from './DeliveryLanes';
import { DriverLanes } from './DriverLanes';
import './DeliveryBoard.css';

/**
 * 'Papan Pengiriman': the date strip, the alerts, and the chosen
 * shop day's active deliveries in lanes by delivery window, with the day's
 * tickets and manifest to print. All on the shop's calendar. When the backend says who delivers (the proposed
 * doorstep), a day's lanes can go by driver instead: dispatch, with a manifest per driver.
 */
export function DeliveryBoard({ orders, state, day, onDay, group, onGroup, newIds, ...actions }: OrdersBoardViewProps) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const board = useDeliveryBoard(orders, day);
  if (state.loading) return <LoadingState label={t('list.loading')} className="orders-loading" />;
  if (state.failed)
    return (
      <ErrorState
        message={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={state.onRetry}
        retrying={state.fetching}
      />
    );
  const { focus } = board;
  const dispatch = focus.kind === 'day' && offersDispatch(board.shown);
  const heading =
    focus.kind === 'day'
      ? t('board.heading.day', { date: formatDate(focus.day, 'long') })
      : t(`board.heading.${focus.kind}`);
  return (
    <div className="board" aria-busy={state.fetching}>
      <BoardAlerts overdue={board.overdueCount} unpaid={board.unpaidCount} onShow={onDay} />
      <DateStrip strip={board.strip} today={board.today} focus={focus} onDay={onDay} />
      <div className="board__head">
        <h2 className="board__heading" aria-live="polite">
          {heading}
        </h2>
        {dispatch && <BoardGroupingSwitch group={group} onGroup={onGroup} />}
        {focus.kind === 'day' && board.shown.length > 0 && (
          <div className="board__print">
            <Link
              className="btn btn-sm btn-outline-primary"
              to={`/app/orders/print/tickets?day=${focus.day}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <i className="bi bi-printer me-1" aria-hidden="true" />
              {t('board.print.all')}
            </Link>
            <Link
              className="btn btn-sm btn-outline-primary"
              to={`/app/orders/print/manifest?day=${focus.day}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <i className="bi bi-list-ol me-1" aria-hidden="true" />
              {t('board.print.manifest')}
            </Link>
          </div>
        )}
      </div>
      {board.shown.length === 0 ? (
        <EmptyState
          className="board-empty"
          icon="bi-truck"
          title={t(`board.empty.${focus.kind}`)}
          text={t('board.empty.text')}
        />
      ) : dispatch && group === 'driver' ? (
        <DriverLanes orders={board.shown} day={focus.day} newIds={newIds} {...actions} />
      ) : (
        <DeliveryLanes lanes={board.lanes} showDate={focus.kind !== 'day'} newIds={newIds} {...actions} />
      )}
    </div>
  );
}
