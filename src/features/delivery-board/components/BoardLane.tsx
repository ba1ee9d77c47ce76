import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';

interface Props {
  /** Names the lane's heading (`board-lane-<key>`) and its modifier class. */
  laneKey: string;
  kind: string;
  title: string;
  orders: readonly CustomerOrder[];
  emptyText: string;
  /** Beside the heading: the driver's manifest. */
  actions?: ReactNode;
  card(order: CustomerOrder): ReactNode;
}

/** One lane of the board: its heading with the count, then its cards (or a line saying it has none). */
export function BoardLane({ laneKey, kind, title, orders, emptyText, actions, card }: Props) {
  const { t } = useTranslation('orders');
  const headingId = `board-lane-${laneKey}`;
  return (
    <section className={`board-lane board-lane--${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="board-lane__title">
        <span>{title}</span>
        <span className="badge rounded-pill text-bg-light board-lane__count">
          {t('board.strip.count', { count: orders.length })}
        </span>
      </h2>
      {actions}
      {orders.length === 0 ? (
        <p className="board-lane__empty">{emptyText}</p>
      ) : (
        <ul className="board-lane__list">
          {orders.map((order) => (
            <li key={order.orderID}>{card(order)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
