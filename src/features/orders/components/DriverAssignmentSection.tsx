import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useDriverAssignment } from '../hooks/useDriverAssignment';
import { assignmentOf } from '../model/doorstep';

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
  const options = driver && !assignment.drivers.includes(driver) ? [driver, ...assignment.drivers] : assignment.drivers;

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
              <option value="">{t('doorstep.assignment.none')}</option>
              {options.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
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
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy || position <= 1}
                aria-label={t('doorstep.assignment.earlierName', { id: order.orderID })}
                onClick={() => void assignment.save({ driver, position: position - 1 })}
              >
                <i className="bi bi-arrow-up me-1" aria-hidden="true" />
                {t('doorstep.assignment.earlier')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={busy || position >= assignment.stops}
                aria-label={t('doorstep.assignment.laterName', { id: order.orderID })}
                onClick={() => void assignment.save({ driver, position: position + 1 })}
              >
                <i className="bi bi-arrow-down me-1" aria-hidden="true" />
                {t('doorstep.assignment.later')}
              </button>
            </>
          )}
        </div>
      )}
      {!assignment.loading && assignment.phase !== 'unsupported' && options.length === 0 && (
        <p className="small text-body-secondary mb-0 mt-2">{t('doorstep.assignment.noDrivers')}</p>
      )}
      {assignment.phase === 'saved' && (
        <p className="small text-success mb-0 mt-2" role="status">
          {t('doorstep.assignment.saved')}
        </p>
      )}
      {assignment.phase === 'failed' && (
        <div className="small text-danger mt-2" role="alert">
          {t('doorstep.assignment.failed')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => void assignment.retry()}
          >
            {t('doorstep.assignment.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
