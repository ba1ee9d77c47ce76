import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { useDeliveryDrivers } from '@/entities/doorstep/useDeliveryDrivers';
import { assignmentOf } from '@/entities/order/model/doorstep';
import { byDriver } from '@/entities/order/model/driverRuns';
import { anyZone } from '@/entities/order/model/orderTerms';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { BoardLane } from './BoardLane';
import { DeliveryCard } from './DeliveryCard';
import { DispatchControls } from './DispatchControls';

interface Props extends Pick<OrderActionHandlers, 'onChangeStatus' | 'onView'> {
  /** The day's deliveries, in window order. */
  orders: readonly CustomerOrder[];
  day: string;
  newIds?: ReadonlySet<number>;
}

/**
 * Dispatch: the day's deliveries in lanes by driver — 'Belum ditugaskan' first, then each Driver account's run in
 * its order (with its own manifest to print), then the pickups, which are on no run. Each card chooses its driver
 * and moves its stop earlier or later.
 */
export function DriverLanes({ orders, day, newIds, ...actions }: Props) {
  const { t } = useTranslation('orders');
  const { drivers } = useDeliveryDrivers(day);
  const lanes = useMemo(() => byDriver(orders, drivers), [orders, drivers]);
  const zoneName = useZoneNames(anyZone(orders));

  const card = (order: CustomerOrder, stops = 0) => {
    const assignment = assignmentOf(order);
    return (
      <DeliveryCard
        order={order}
        showDate={false}
        showDriver={false}
        zoneName={zoneName}
        isNew={newIds?.has(order.orderID) ?? false}
        {...actions}
      >
        {assignment && (
          <DispatchControls
            key={`${assignment.driver ?? ''}:${assignment.position ?? ''}`}
            order={order}
            driver={assignment.driver}
            position={assignment.position}
            stops={stops}
          />
        )}
      </DeliveryCard>
    );
  };

  return (
    <div className="board-lanes">
      <BoardLane
        laneKey="unassigned"
        kind="unassigned"
        title={t('board.lanes.unassigned')}
        orders={lanes.unassigned}
        emptyText={t('board.lane.empty')}
        card={(order) => card(order)}
      />
      {lanes.runs.map((run, index) => (
        <BoardLane
          key={run.driver}
          laneKey={`driver-${index}`}
          kind="driver"
          title={run.driver}
          orders={run.orders}
          emptyText={t('board.lane.noStops')}
          actions={
            run.orders.length > 0 && (
              <Link
                className="btn btn-sm btn-outline-primary board-lane__print"
                to={`/app/orders/print/manifest?day=${day}&driver=${encodeURIComponent(run.driver)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <i className="bi bi-list-ol me-1" aria-hidden="true" />
                {t('board.print.manifest')}{' '}
                <span className="visually-hidden">{t('board.print.forDriver', { driver: run.driver })}</span>
              </Link>
            )
          }
          card={(order) => card(order, run.orders.length)}
        />
      ))}
      {lanes.others.length > 0 && (
        <BoardLane
          laneKey="pickup"
          kind="pickup"
          title={t('board.lanes.pickup')}
          orders={lanes.others}
          emptyText={t('board.lane.empty')}
          card={(order) => card(order)}
        />
      )}
    </div>
  );
}
