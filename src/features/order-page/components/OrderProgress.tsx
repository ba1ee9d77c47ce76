import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '@/api/generated/shopApi';
import { progressSteps } from '../model/progressSteps';
import './OrderProgress.css';

const ICONS = {
  received: 'bi-receipt',
  arranging: 'bi-flower1',
  delivered: 'bi-truck',
  completed: 'bi-bag-check',
  cancelled: 'bi-x-lg',
} as const;

/** Where the order is: an ordered list of its steps, the current one marked `aria-current="step"`. */
export function OrderProgress({ order }: { order: Pick<PublicOrder, 'status' | 'fulfilment'> }) {
  const { t } = useTranslation('orderPage');
  const steps = progressSteps(order);
  return (
    <ol className={`order-page-progress ${steps.length === 2 ? 'is-cancelled' : ''}`} aria-label={t('progress.label')}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`order-page-progress__item is-${step.state} is-${step.key}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="order-page-progress__dot" aria-hidden="true">
            <i className={`bi ${step.state === 'done' ? 'bi-check-lg' : ICONS[step.key]}`} />
          </span>
          <span className="order-page-progress__label">
            {t(`progress.${step.key}`)}
            <span className="visually-hidden">
              {' '}
              ({t(`progress.state${step.state === 'done' ? 'Done' : step.state === 'current' ? 'Current' : 'Next'}`)})
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
