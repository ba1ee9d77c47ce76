import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { shopZoneName } from '@/lib/dates/formatDate';
import { RadioOption } from './RadioOption';
import { SettingsCard } from './SettingsCard';
import { TimeField } from './TimeField';

/** Same-day delivery: off (the product's rule: tomorrow at the earliest) or on with a cut-off in shop time. */
export function SameDayCard({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation('delivery');
  const [sameDay, , sameDayHelpers] = useField<boolean>('sameDay');
  const choose = (on: boolean) => void sameDayHelpers.setValue(on);
  return (
    <SettingsCard id="delivery-same-day" title={t('sameDay.title')} icon="bi-lightning-charge">
      <fieldset disabled={disabled}>
        <legend className="visually-hidden">{t('sameDay.legend')}</legend>
        <RadioOption
          id="same-day-off"
          name="sameDay"
          label={t('sameDay.off')}
          checked={!sameDay.value}
          onChoose={() => choose(false)}
        />
        <RadioOption
          id="same-day-on"
          name="sameDay"
          label={t('sameDay.on')}
          checked={sameDay.value}
          onChoose={() => choose(true)}
          className="form-check mb-2"
        />
      </fieldset>
      {sameDay.value && (
        <TimeField
          name="sameDayCutoff"
          id="delivery-cutoff"
          label={t('sameDay.cutoff')}
          hint={`${t('sameDay.cutoffHint')} · ${t('sameDay.zone', { zone: shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID') })}`}
          required
          disabled={disabled}
          className="delivery-time-field ms-4"
        />
      )}
    </SettingsCard>
  );
}
