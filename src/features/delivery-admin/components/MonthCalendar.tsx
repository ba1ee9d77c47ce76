import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates/formatDate';
import { dayForKey, monthOf, monthTitle, monthWeeks, shiftMonth, weekdayNames } from '../model/calendarMonth';

interface Props {
  /** The shop's today: earlier days cannot be chosen. */
  today: string;
  /** The closed days. */
  selected: readonly string[];
  /** Holiday names by day, marked on the grid. */
  holidays: ReadonlyMap<string, string>;
  onToggle(day: string): void;
  disabled: boolean;
  locale: string;
}

/**
 * A month grid for closing days: one button a day, pressed when closed. One day takes the tab stop; arrows move
 * by day and week, Home/End to the week's ends, Page Up/Down by month (the grid follows the focus), Enter or
 * Space toggles. Days before the shop's today are shown but cannot be chosen.
 */
export function MonthCalendar({ today, selected, holidays, onToggle, disabled, locale }: Props) {
  const { t } = useTranslation('delivery');
  const [month, setMonth] = useState(monthOf(today));
  const [focusDay, setFocusDay] = useState(today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const closed = new Set(selected);
  const weeks = monthWeeks(month);
  const shortNames = weekdayNames(locale, 'short');
  const longNames = weekdayNames(locale, 'long');
  const titleId = `calendar-title-${month}`;
  // The tab stop stays in the month shown.
  const tabDay = monthOf(focusDay) === month ? focusDay : monthOf(today) === month ? today : `${month}-01`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const moveTo = (day: string) => {
    moved.current = true;
    setFocusDay(day);
    setMonth(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = dayForKey(day, event.key);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  const showMonth = (by: number) => {
    const next = shiftMonth(month, by);
    setMonth(next);
    setFocusDay(monthOf(today) === next ? today : `${next}-01`);
  };

  return (
    <div className="delivery-calendar">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => showMonth(-1)}
          aria-label={t('closed.prevMonth')}
          title={t('closed.prevMonth')}
        >
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </button>
        <p id={titleId} className="fw-semibold mb-0 text-capitalize" aria-live="polite">
          {monthTitle(month, locale)}
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => showMonth(1)}
          aria-label={t('closed.nextMonth')}
          title={t('closed.nextMonth')}
        >
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} className="delivery-calendar__grid" aria-labelledby={titleId} aria-describedby="calendar-keys">
        <thead>
          <tr>
            {shortNames.map((name, n) => (
              <th key={name} scope="col" abbr={longNames[n]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, n) => {
                if (!day) return <td key={`empty-${n}`} />;
                const past = day < today;
                const isClosed = closed.has(day);
                const holiday = holidays.get(day);
                const date = formatDate(day, locale, 'long');
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={[
                        'delivery-calendar__day',
                        isClosed ? 'is-closed' : '',
                        holiday ? 'is-holiday' : '',
                        day === today ? 'is-today' : '',
                      ].join(' ')}
                      tabIndex={day === tabDay ? 0 : -1}
                      aria-pressed={isClosed}
                      aria-disabled={past || disabled || undefined}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={holiday ? t('closed.dayHoliday', { date, name: holiday }) : date}
                      title={holiday}
                      onClick={() => {
                        if (!past && !disabled) onToggle(day);
                        setFocusDay(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="calendar-keys" className="visually-hidden">
        {t('closed.keys')}
      </p>
      <p className="small text-body-secondary mt-2 mb-0 d-flex flex-wrap gap-3" aria-hidden="true">
        <span>
          <span className="delivery-calendar__swatch is-closed" /> {t('closed.legendClosed')}
        </span>
        <span>
          <span className="delivery-calendar__swatch is-holiday" /> {t('closed.legendHoliday')}
        </span>
      </p>
    </div>
  );
}
