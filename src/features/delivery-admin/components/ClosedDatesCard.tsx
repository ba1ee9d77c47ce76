import { getIn, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates/formatDate';
import { upcomingNationalHolidays } from '@/lib/dates/indonesianHolidays';
import { toggledDate, type DeliveryFormValues } from '../model/deliveryForm';
import { HolidayList } from './HolidayList';
import { MonthCalendar } from './MonthCalendar';
import { SettingsCard } from './SettingsCard';

interface Props {
  /** The shop's today. */
  today: string;
  disabled: boolean;
}

/** Closed days: the calendar, the chosen dates (each removable), and the coming national holidays to add. */
export function ClosedDatesCard({ today, disabled }: Props) {
  const { t, i18n } = useTranslation('delivery');
  const locale = i18n.language === 'en' ? 'en-GB' : 'id-ID';
  const { values, errors, setFieldValue, setFieldTouched } = useFormikContext<DeliveryFormValues>();
  const dates = values.closedDates;
  const holidays = useMemo(() => upcomingNationalHolidays(today), [today]);
  const holidayNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const holiday of holidays) names.set(holiday.date, t(`holidays.names.${holiday.key}`));
    return names;
  }, [holidays, t]);
  const error = getIn(errors, 'closedDates') as string | undefined;

  const change = (next: string[]) => {
    void setFieldValue('closedDates', next);
    void setFieldTouched('closedDates', true, false);
  };

  return (
    <SettingsCard id="delivery-closed" title={t('closed.title')} icon="bi-calendar-x" hint={t('closed.hint')}>
      <div className="row g-4">
        <div className="col-md-6 col-xl-12 col-xxl-6">
          <MonthCalendar
            today={today}
            selected={dates}
            holidays={holidayNames}
            onToggle={(day) => change(toggledDate(dates, day))}
            disabled={disabled}
            locale={locale}
          />
        </div>
        <div className="col-md-6 col-xl-12 col-xxl-6">
          <h3 className="h6" id="closed-list-title">
            {t('closed.listTitle', { count: dates.length })}
          </h3>
          {dates.length === 0 ? (
            <p className="small text-body-secondary">{t('closed.none')}</p>
          ) : (
            <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-labelledby="closed-list-title">
              {dates.map((day) => {
                const date = formatDate(day, locale, 'medium');
                return (
                  <li key={day} className={`delivery-chip ${day < today ? 'is-past' : ''}`}>
                    <span>{date}</span>
                    {holidayNames.get(day) && <span className="visually-hidden">, {holidayNames.get(day)}</span>}
                    <button
                      type="button"
                      className="btn btn-sm delivery-chip__remove"
                      disabled={disabled}
                      onClick={() => change(dates.filter((other) => other !== day))}
                      aria-label={t('closed.remove', { date })}
                    >
                      <i className="bi bi-x" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {error && (
            <div className="invalid-feedback d-block mb-2" role="alert">
              {error}
            </div>
          )}
        </div>
      </div>
      <hr />
      <HolidayList
        holidays={holidays}
        closed={dates}
        onAdd={(days) => change([...new Set([...dates, ...days])].sort())}
        disabled={disabled}
        locale={locale}
      />
    </SettingsCard>
  );
}
