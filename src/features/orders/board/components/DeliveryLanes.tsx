import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import type { OrderActionHandlers } from '../../components/OrderActions';
import { useZoneNames } from '../../hooks/useZoneNames';
import { DELIVERY_LANES, type DeliveryLane } from '../../model/deliveryDay';
import { anyZone } from '../../model/orderTerms';
import { DeliveryCard } from './DeliveryCard';

interface Props extends Pick<OrderActionHandlers, 'onChangeStatus' | 'onView'> {
  lanes: Record<DeliveryLane, CustomerOrder[]>;
  showDate: boolean;
  /** Orders that arrived since staff last looked ('Baru'). */
  newIds?: ReadonlySet<number>;
}

/**
 * The lanes in the delivery windows' order (docs/product-rules.md#delivery-times), then 'Lainnya', then
 * 'Ambil di Toko' for the pickups; side by side on a laptop, one under another on a phone. The pickup lane
 * shows only when it has orders: a shop without pickups sees the board it always had.
 */
export function DeliveryLanes({ lanes, showDate, newIds, ...actions }: Props) {
  const { t } = useTranslation('orders');
  const zoneName = useZoneNames(DELIVERY_LANES.some((lane) => anyZone(lanes[lane])));
  return (
    <div className="board-lanes">
      {DELIVERY_LANES.filter((lane) => lane !== 'pickup' || lanes.pickup.length > 0).map((lane) => {
        const orders = lanes[lane];
        const headingId = `board-lane-${lane}`;
        return (
          <section key={lane} className={`board-lane board-lane--${lane}`} aria-labelledby={headingId}>
            <h2 id={headingId} className="board-lane__title">
              <span>{t(`board.lanes.${lane}`)}</span>
              <span className="badge rounded-pill text-bg-light board-lane__count">
                {t('board.strip.count', { count: orders.length })}
              </span>
            </h2>
            {orders.length === 0 ? (
              <p className="board-lane__empty">{t('board.lane.empty')}</p>
            ) : (
              <ul className="board-lane__list">
                {orders.map((order) => (
                  <li key={order.orderID}>
                    <DeliveryCard
                      order={order}
                      showDate={showDate}
                      zoneName={zoneName}
                      isNew={newIds?.has(order.orderID) ?? false}
                      {...actions}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
