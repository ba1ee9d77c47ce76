import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { DELIVERY_LANES, type DeliveryLane } from '@/entities/order/model/deliveryDay';
import { anyZone } from '@/entities/order/model/orderTerms';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { BoardLane } from './BoardLane';
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
      {DELIVERY_LANES.filter((lane) => lane !== 'pickup' || lanes.pickup.length > 0).map((lane) => (
        <BoardLane
          key={lane}
          laneKey={lane}
          kind={lane}
          title={t(`board.lanes.${lane}`)}
          orders={lanes[lane]}
          emptyText={t('board.lane.empty')}
          card={(order) => (
            <DeliveryCard
              order={order}
              showDate={showDate}
              zoneName={zoneName}
              isNew={newIds?.has(order.orderID) ?? false}
              {...actions}
            />
          )}
        />
      ))}
    </div>
  );
}
