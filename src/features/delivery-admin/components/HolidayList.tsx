import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates/formatDate';
import type { NationalHoliday } from '@/lib/dates/indonesianHolidays';

interface Props {
  holidays: readonly NationalHoliday[];
  closed: readonly string[];
  onAdd(days: readonly string[]): void;
  disabled: boolean;
  locale: string;
}

/** The coming national holidays, each with an add button (or 'already closed'), and one to add them all. */
export function HolidayList({ holidays, closed, onAdd, disabled, locale }: Props) {
  const { t } = useTranslation('delivery');
  const open = holidays.filter((holiday) => !closed.includes(holiday.date));
  const anyEstimated = holidays.some((holiday) => holiday.estimated);
  return (
    <section aria-labelledby="holidays-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h3 id="holidays-title" className="h6 mb-0">
          {t('holidays.title')}
        </h3>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={disabled || open.length === 0}
          onClick={() => onAdd(open.map((holiday) => holiday.date))}
        >
          <i className="bi bi-calendar-plus me-1" aria-hidden="true" />
          {t('holidays.addAll', { count: open.length })}
        </button>
      </div>
      <p className="small text-body-secondary mb-2">{t('holidays.hint')}</p>
      <ul className="list-unstyled delivery-holidays mb-0">
        {holidays.map((holiday) => {
          const name = t(`holidays.names.${holiday.key}`);
          const date = formatDate(holiday.date, locale, 'medium');
          const added = closed.includes(holiday.date);
          return (
            <li key={`${holiday.date}-${holiday.key}`} className="delivery-holiday">
              <span className="delivery-holiday__date">{date}</span>
              <span className="delivery-holiday__name">
                {name}
                {holiday.estimated && (
                  <span className="badge text-bg-light border ms-1 fw-normal">{t('holidays.estimated')}</span>
                )}
              </span>
              {added ? (
                <span className="small text-success text-nowrap">
                  <i className="bi bi-check2 me-1" aria-hidden="true" />
                  {t('holidays.added')}
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={disabled}
                  onClick={() => onAdd([holiday.date])}
                  aria-label={t('holidays.addOne', { name, date })}
                >
                  {t('holidays.add')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {anyEstimated && <p className="small text-body-secondary mt-2 mb-0">{t('holidays.estimatedHint')}</p>}
    </section>
  );
}
