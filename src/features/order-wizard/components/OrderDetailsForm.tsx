import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { shopZoneName } from '@/lib/dates/formatDate';
import { htmlLangOf } from '@/lib/i18n/languages';
import { DeliveryTimeField } from './DeliveryTimeField';
import { QuantityField } from './QuantityField';
import './OrderDetailsForm.css';

/** Delivery date (from tomorrow), time, quantity, recipient, phone, address and special instructions. */
export function OrderDetailsForm() {
  const { t, i18n } = useTranslation('order');
  const formatDate = useFormatDate();
  // The shop's tomorrow, whatever the visitor's own zone (recomputed each render, so a page left open past midnight moves on).
  const tomorrow = shopTomorrow();
  // The schema's messages are translation keys.
  const translate = (key: string) => t(key);
  const hint = t('details.deliveryDateHint', { date: formatDate(tomorrow, 'long'), zone: shopZoneName(htmlLangOf(i18n.language)) });
  return (
    <div className="wizard-form">
      <div className="row g-3">
        <div className="col-sm-7">
          <FormField name="deliveryDate" id="order-deliveryDate" formatError={translate} type="date" min={tomorrow} label={t('details.deliveryDate')} hint={hint} />
        </div>
        <div className="col-sm-5">
          <QuantityField />
        </div>
      </div>
      <DeliveryTimeField />
      <FormField name="recipientName" id="order-recipientName" formatError={translate} label={t('details.recipientName')} placeholder={t('details.recipientNamePlaceholder')} autoComplete="name" maxLength={100} />
      <FormField
        name="recipientPhone"
        id="order-recipientPhone"
        formatError={translate}
        type="tel"
        inputMode="tel"
        label={t('details.recipientPhone')}
        placeholder={t('details.recipientPhonePlaceholder')}
        autoComplete="tel"
        maxLength={20}
      />
      <FormField name="address" id="order-address" formatError={translate} multiline rows={3} label={t('details.address')} placeholder={t('details.addressPlaceholder')} autoComplete="street-address" maxLength={500} />
      <FormField
        name="specialInstructions"
        id="order-specialInstructions"
        formatError={translate}
        multiline
        rows={3}
        label={t('details.specialInstructions')}
        placeholder={t('details.specialInstructionsPlaceholder')}
        maxLength={500}
      />
    </div>
  );
}
