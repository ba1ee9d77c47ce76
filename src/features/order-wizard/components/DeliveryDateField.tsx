import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { addDays, shopToday } from '@/lib/dates/shopClock';
import { htmlLangOf } from '@/lib/i18n/languages';
import { dayReason, earliestDay, quickDays, type WizardDayReason, type WizardDelivery } from '../model/deliveryChoice';
import './DeliveryDateField.css';

/** How many days the quick-choice row shows. */
export const QUICK_DAY_COUNT = 14;

/** The words for why a day cannot be chosen ('Tutup', 'Lewat batas pemesanan 13:00', 'Belum dicek', …). */
export function useDayReasonText(delivery: WizardDelivery): (reason: WizardDayReason) => string {
  const { t } = useTranslation('order');
  return (reason) => {
    if (reason === 'cutoff') {
      const cutoff = delivery.settings.sameDayCutoff;
      return cutoff === null ? t('dayStatus.cutoffNone') : t('dayStatus.cutoff', { time: cutoff });
    }
    if (reason === 'lead') return t('dayStatus.lead', { count: delivery.leadDays });
    return t(`dayStatus.${reason}`);
  };
}

/**
 * The delivery date with the shop's delivery rules: the nearest days as a row of choices, each with what
 * stops it ('Tutup', 'Lewat batas pemesanan 13:00') and closed ones disabled, and the calendar for any other
 * day; a day typed there that is not open says why.
 */
export function DeliveryDateField({ delivery }: { delivery: WizardDelivery }) {
  const { t, i18n } = useTranslation('order');
  const formatDate = useFormatDate();
  const reasonText = useDayReasonText(delivery);
  const [field, , helpers] = useField<string>('deliveryDate');
  const [, , timeHelpers] = useField<string>('deliveryTime');
  const today = shopToday(delivery.now);
  const earliest = earliestDay(delivery);
  const chosenReason = field.value ? dayReason(delivery, field.value) : undefined;
  const zone = shopZoneName(htmlLangOf(i18n.language));
  // The product's sentence when the earliest day is the shop's tomorrow, as without the rules.
  const hint =
    earliest === addDays(today, 1)
      ? t('details.deliveryDateHint', { date: formatDate(earliest, 'long'), zone })
      : earliest === today
        ? t('details.deliveryDateHintToday', {
            date: formatDate(earliest, 'long'),
            time: delivery.settings.sameDayCutoff,
            zone,
          })
        : t('details.earliestHint', { date: formatDate(earliest, 'long'), zone });
  const translate = (key: string) => t(key);

  const days = quickDays(delivery, QUICK_DAY_COUNT).map((day) => ({ day, reason: dayReason(delivery, day) }));
  // The row scrolls on a phone: with no day to choose (none open, or none checked) it is a named region that
  // takes the focus itself, so a keyboard can still scroll it (WCAG 2.1.1, as
  // src/components/layout/ScrollableTable.tsx).
  const noDayOpen = days.every(({ reason }) => reason !== undefined);

  const choose = (day: string) => {
    void helpers.setValue(day);
    void helpers.setTouched(true, false);
    void timeHelpers.setTouched(false, false);
  };

  const dayName = (day: string) =>
    day === today
      ? t('details.today')
      : day === addDays(today, 1)
        ? t('details.tomorrow')
        : formatDate(day, 'weekdayShort').split(',')[0];

  return (
    <FormField<string>
      name="deliveryDate"
      id="order-deliveryDate"
      formatError={translate}
      label={t('details.deliveryDate')}
      hint={
        <>
          {chosenReason && (
            <span className="wizard-date__unavailable" role="status">
              <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
              {t('details.dateUnavailable', { reason: reasonText(chosenReason) })}{' '}
            </span>
          )}
          {hint}
        </>
      }
    >
      {({ control, invalid }) => (
        <>
          <fieldset className="wizard-days">
            <legend className="visually-hidden">{t('details.quickDays')}</legend>
            <div
              className="wizard-days__row"
              role={noDayOpen ? 'region' : undefined}
              aria-label={noDayOpen ? t('details.quickDays') : undefined}
              tabIndex={noDayOpen ? 0 : undefined}
            >
              {days.map(({ day, reason }) => {
                const id = `order-day-${day}`;
                const status = reason ? reasonText(reason) : t('dayStatus.open');
                return (
                  <div key={day} className="wizard-days__item">
                    <input
                      type="radio"
                      className="btn-check"
                      id={id}
                      name="deliveryDateChoice"
                      value={day}
                      checked={field.value === day}
                      disabled={Boolean(reason)}
                      onChange={() => choose(day)}
                    />
                    <label className={`wizard-day${reason ? ' is-closed' : ''}`} htmlFor={id}>
                      <span className="wizard-day__weekday">{dayName(day)}</span>
                      <span className="wizard-day__date">{formatDate(day, 'dayMonth')}</span>
                      <span className="wizard-day__status">{status}</span>
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          <input
            {...control}
            type="date"
            min={earliest}
            max={addDays(today, 365)}
            value={field.value}
            className={`form-control wizard-date__input${invalid || chosenReason ? ' is-invalid' : ''}`}
          />
        </>
      )}
    </FormField>
  );
}
