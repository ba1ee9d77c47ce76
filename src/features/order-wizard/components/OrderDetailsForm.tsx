import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tomorrowIsoDate } from '@/lib/dates/dates';
import { DeliveryTimeField } from './DeliveryTimeField';
import { DetailsTextField } from './DetailsTextField';
import { QuantityField } from './QuantityField';

/** Delivery date (from tomorrow), time, quantity, recipient, phone, address and special instructions. */
export function OrderDetailsForm() {
  const { t } = useTranslation('order');
  const tomorrow = useMemo(() => tomorrowIsoDate(), []);
  return (
    <div className="wizard-form">
      <div className="row g-3">
        <div className="col-sm-7">
          <DetailsTextField name="deliveryDate" type="date" min={tomorrow} label={t('details.deliveryDate')} hint={t('details.deliveryDateHint')} />
        </div>
        <div className="col-sm-5">
          <QuantityField />
        </div>
      </div>
      <DeliveryTimeField />
      <DetailsTextField name="recipientName" label={t('details.recipientName')} placeholder={t('details.recipientNamePlaceholder')} autoComplete="name" maxLength={100} />
      <DetailsTextField
        name="recipientPhone"
        type="tel"
        inputMode="tel"
        label={t('details.recipientPhone')}
        placeholder={t('details.recipientPhonePlaceholder')}
        autoComplete="tel"
        maxLength={20}
      />
      <DetailsTextField name="address" multiline label={t('details.address')} placeholder={t('details.addressPlaceholder')} autoComplete="street-address" maxLength={500} />
      <DetailsTextField
        name="specialInstructions"
        multiline
        label={t('details.specialInstructions')}
        placeholder={t('details.specialInstructionsPlaceholder')}
        maxLength={500}
      />
    </div>
  );
}
