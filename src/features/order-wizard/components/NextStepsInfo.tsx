import { useTranslation } from 'react-i18next';
import './NextStepsInfo.css';

const ITEMS = [
  { key: 'deposit', icon: 'bi-wallet2' },
  { key: 'verification', icon: 'bi-patch-check' },
  { key: 'confirmation', icon: 'bi-envelope-check' },
  { key: 'cancellation', icon: 'bi-calendar-x' },
  { key: 'freshness', icon: 'bi-flower2' },
] as const;

/** What happens after confirming: deposit, verification, e-mail, cancellation, freshness. */
export function NextStepsInfo() {
  const { t } = useTranslation('order');
  return (
    <aside className="wizard-next-steps" aria-labelledby="order-next-steps-title">
      <h3 id="order-next-steps-title" className="wizard-next-steps__title">
        <i className="bi bi-info-circle me-2" aria-hidden="true" />
        {t('nextSteps.title')}
      </h3>
      <ul className="wizard-next-steps__list">
        {ITEMS.map(({ key, icon }) => (
          <li key={key}>
            <i className={`bi ${icon}`} aria-hidden="true" />
            <span>{t(`nextSteps.${key}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
