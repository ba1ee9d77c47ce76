import { useTranslation } from 'react-i18next';

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

interface Props {
  value: Period;
  onChange: (value: Period) => void;
}

/** The period the dashboard covers: the last 7, 30 or 90 days. */
export function PeriodPicker({ value, onChange }: Props) {
  const { t } = useTranslation('analytics');
  return (
    <div className="btn-group" role="radiogroup" aria-label={t('period.label')}>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={value === period}
          className={`btn btn-sm ${value === period ? 'btn-primary' : 'btn-outline-primary'}`}
          onClick={() => onChange(period)}
        >
          {t('period.days', { count: period })}
        </button>
      ))}
    </div>
  );
}
