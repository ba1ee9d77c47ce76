import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import type { OutOfArea } from '../model/deliveryForm';
import { RadioOption } from './RadioOption';
import { RupiahField } from './RupiahField';
import { SettingsCard } from './SettingsCard';

/** Free delivery from a total, the pickup address, and what happens outside every zone (refuse, or a fee). */
export function OtherRulesCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('delivery');
  const [outOfArea, , outOfAreaHelpers] = useField<OutOfArea>('outOfArea');
  const choose = (value: OutOfArea) => void outOfAreaHelpers.setValue(value);
  return (
    <SettingsCard id="delivery-other" title={t('other.title')} icon="bi-shop">
      <RupiahField
        name="freeDeliveryFrom"
        id="delivery-free-from"
        label={t('other.freeFrom')}
        hint={t('other.freeFromHint')}
        disabled={disabled}
      />
      <FormField
        name="pickupAddress"
        id="delivery-pickup"
        label={t('other.pickup')}
        hint={t('other.pickupHint')}
        multiline
        rows={2}
        disabled={disabled}
        className="mb-3"
      />
      <fieldset disabled={disabled}>
        <legend className="form-label fs-6">{t('other.outOfArea')}</legend>
        <RadioOption
          id="out-of-area-refuse"
          name="outOfArea"
          label={t('other.refuse')}
          checked={outOfArea.value === 'refuse'}
          onChoose={() => choose('refuse')}
        />
        <RadioOption
          id="out-of-area-charge"
          name="outOfArea"
          label={t('other.charge')}
          checked={outOfArea.value === 'charge'}
          onChoose={() => choose('charge')}
        />
      </fieldset>
      {outOfArea.value === 'charge' && (
        <RupiahField
          name="outOfAreaFee"
          id="delivery-out-of-area-fee"
          label={t('other.outOfAreaFee')}
          disabled={disabled}
          className="mt-2 ms-4"
        />
      )}
    </SettingsCard>
  );
}
