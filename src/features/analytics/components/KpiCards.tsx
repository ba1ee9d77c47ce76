import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { PeriodTotals } from '../model/orderStats';
import './KpiCards.css';

const CARDS = [
  { key: 'orders', icon: 'bi-bag-check', tone: 'rose', money: false },
  { key: 'revenue', icon: 'bi-cash-stack', tone: 'sage', money: true },
  { key: 'averageOrder', icon: 'bi-graph-up-arrow', tone: 'blue', money: true },
  { key: 'pending', icon: 'bi-hourglass-split', tone: 'amber', money: false },
] as const;

/** Four headline numbers of the chosen period. */
export function KpiCards({ totals }: { totals: PeriodTotals }) {
  const { t } = useTranslation('analytics');
  return (
    <ul className="row g-3 list-unstyled mb-0" aria-label={t('kpi.label')}>
      {CARDS.map((card) => (
        <li key={card.key} className="col-12 col-sm-6 col-xxl-3">
          <div className={`kpi-card kpi-card--${card.tone} card border-0 shadow-sm h-100`}>
            <div className="card-body d-flex align-items-center gap-3">
              <span className="kpi-card__icon" aria-hidden="true">
                <i className={`bi ${card.icon}`} />
              </span>
              <div className="min-w-0">
                <p className="kpi-card__label mb-0">{t(`kpi.${card.key}`)}</p>
                <p className="kpi-card__value mb-0">{card.money ? formatRupiah(totals[card.key]) : totals[card.key]}</p>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
