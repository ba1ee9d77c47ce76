import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder, DeliveryAssignmentInput } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { AssignmentFailed, DriverOptions, RunPlaceButtons } from '@/entities/doorstep/ui/AssignmentControls';
import { useDriverAssignment } from '@/entities/doorstep/useDriverAssignment';

interface Props {
  order: CustomerOrder;
  driver: string | null;
  position: number | null;
  /** Stops on the driver's run. */
  stops: number;
}

/**
 * A card's dispatch in the board's lanes by driver (assignDeliveryDriver, proposed): the driver, chosen from the
 * Driver accounts (saved on choosing; the card moves to its lane), and the stop's place on the run, moved one
 * earlier or later. The caller keys it by driver and place, so a saved change starts it afresh.
 */
export function DispatchControls({ order, driver, position, stops }: Props) {
  const { t } = useTranslation('orders');
  const toast = useAppToast();
  const id = useId();
  const assignment = useDriverAssignment(order);
  const [choice, setChoice] = useState(driver ?? '');
  const busy = assignment.phase === 'saving';
  const forOrder = (
    <>
      {' '}
      <span className="visually-hidden">{t('board.card.forOrder', { id: order.orderID })}</span>
    </>
  );

  const said = (saved: boolean) => {
    if (saved) toast('success', t('doorstep.assignment.saved'));
  };
  const save = async (input: DeliveryAssignmentInput) => said(await assignment.save(input));

  if (assignment.phase === 'unsupported')
    return (
      <p className="board-dispatch small mb-2" role="status">
        {t('doorstep.assignment.unsupportedText')}
      </p>
    );
  return (
    <div className="board-dispatch">
      <div className="board-dispatch__row">
        <label htmlFor={`${id}-driver`} className="board-dispatch__label">
          {t('board.card.driver')}
          {forOrder}
        </label>
        <select
          id={`${id}-driver`}
          className="form-select form-select-sm"
          value={choice}
          disabled={busy || assignment.loading}
          onChange={(event) => {
            setChoice(event.target.value);
            void save({ driver: event.target.value || null });
          }}
        >
          <DriverOptions driver={driver} drivers={assignment.drivers} />
        </select>
      </div>
      {driver && position !== null && (
        <div className="board-dispatch__row">
          <span className="small">
            {t('doorstep.assignment.position', { position, count: Math.max(stops, position) })}
          </span>
          <span className="board-dispatch__moves">
            <RunPlaceButtons
              orderId={order.orderID}
              position={position}
              stops={stops}
              busy={busy}
              onMove={(place) => void save({ driver, position: place })}
            />
          </span>
        </div>
      )}
      {busy && (
        <p className="small mb-0" role="status">
          {t('doorstep.assignment.saving')}
        </p>
      )}
      {assignment.phase === 'failed' && (
        <AssignmentFailed onRetry={() => void assignment.retry().then(said)} retryName={forOrder} />
      )}
    </div>
  );
}
