import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { AssignmentFailed, DriverOptions, RunPlaceButtons } from '@/entities/doorstep/ui/AssignmentControls';
import { useDriverAssignment } from '@/entities/doorstep/useDriverAssignment';
import { assignmentOf } from '@/entities/order/model/doorstep';

/**
 * 'Kurir': the delivery's driver and its place on their run (the proposed doorstep), changed here: choose a Driver
 * account or none, and move the stop earlier or later. Only when the backend sends the order's `driver`.
 */
export function DriverAssignmentSection({ order }: { order: CustomerOrder }) {
  const assignment = assignmentOf(order);
  if (!assignment) return null;
  return <Assignment order={order} driver={assignment.driver} position={assignment.position} />;
}

function Assignment({
  order,
  driver,
  position,
}: {
  order: CustomerOrder;
  driver: string | null;
  position: number | null;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const assignment = useDriverAssignment(order);
  const busy = assignment.phase === 'saving';
  const [choice, setChoice] = useState(driver ?? '');

  return (
    <section className="order-details__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="order-details__heading">
        <i className="bi bi-truck me-2" aria-hidden="true" />
        {t('doorstep.assignment.title')}
      </h3>
      {assignment.phase === 'unsupported' ? (
        <div className="small" role="status">
          <strong className="d-block">{t('doorstep.unsupportedTitle')}</strong>
          {t('doorstep.assignment.unsupportedText')}
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-end gap-2">
          <div>
            <label htmlFor={`${id}-driver`} className="form-label small mb-1">
              {t('doorstep.assignment.label')}
            </label>
            <select
              id={`${id}-driver`}
              className="form-select form-select-sm"
              value={choice}
              disabled={busy || assignment.loading}
              onChange={(event) => setChoice(event.target.value)}
            >
              <DriverOptions driver={driver} drivers={assignment.drivers} />
            </select>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={busy || choice === (driver ?? '')}
            onClick={() => void assignment.save({ driver: choice || null })}
          >
            {busy ? t('doorstep.assignment.saving') : t('doorstep.assignment.save')}
          </button>
          {driver && position !== null && (
            <>
              <span className="small align-self-center">
                {t('doorstep.assignment.position', { position, count: Math.max(assignment.stops, position) })}
              </span>
              <RunPlaceButtons
                orderId={order.orderID}
                position={position}
                stops={assignment.stops}
                busy={busy}
                onMove={(place) => void assignment.save({ driver, position: place })}
              />
            </>
          )}
        </div>
      )}
      {!assignment.loading && assignment.phase !== 'unsupported' && !driver && assignment.drivers.length === 0 && (
        <p className="small text-body-secondary mb-0 mt-2">{t('doorstep.assignment.noDrivers')}</p>
      )}
      {assignment.phase === 'saved' && (
        <p className="small text-success mb-0 mt-2" role="status">
          {t('doorstep.assignment.saved')}
        </p>
      )}
      {assignment.phase === 'failed' && <AssignmentFailed onRetry={() => void assignment.retry()} />}
    </section>
  );
}
