import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { FormField } from '@/components/forms/FormField';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { htmlLangOf } from '@/lib/i18n/languages';
import type { DeliveryFailure } from '../hooks/useWizardDelivery';
import type { WizardDelivery } from '../model/deliveryChoice';
import { AddressFields } from './AddressFields';
import { CardMessageField } from './CardMessageField';
import { DeliveryDateField } from './DeliveryDateField';
import { DeliveryTimeField } from './DeliveryTimeField';
import { FulfilmentField } from './FulfilmentField';
import { QuantityField } from './QuantityField';
import './OrderDetailsForm.css';

/**
 * How the form asks for the words (docs/product-rules.md#the-right-words-proposed): `single`, today's one 'Instruksi
 * Khusus' box (with a notice and its retry when the card templates could not be loaded); `separate`, 'Kartu ucapan'
 * with the shop's templates apart from the instructions; `board`, the instructions only (the composer has the words).
 */
export type WordsMode =
  | { kind: 'single'; failure?: DeliveryFailure }
  | { kind: 'separate'; templates: readonly MessageTemplate[] }
  | { kind: 'board' };

interface Props {
  /** The shop's delivery rules, when the backend offers them; without them the form is the product's. */
  delivery?: WizardDelivery;
  /** The chosen product's unit price (the fee may depend on the total). */
  price: number;
  /** The open days could not be checked: said above the days, with a retry. */
  daysFailure?: DeliveryFailure;
  words?: WordsMode;
}

/**
 * Delivery date, time, quantity, recipient, phone, address and the words (special instructions; with the shop's card
 * templates, the card's words apart). Without the delivery rules: the date from the shop's tomorrow, the four windows
 * and one address box (docs/product-rules.md#delivery-date); with them: the open days and windows, delivery or
 * pickup, and the address in parts with its zone and fee (docs/product-rules.md#delivery-rules-proposed).
 */
export function OrderDetailsForm({ delivery, price, daysFailure, words = { kind: 'single' } }: Props) {
  return delivery ? (
    <RulesDetailsForm delivery={delivery} price={price} daysFailure={daysFailure} words={words} />
  ) : (
    <ProductDetailsForm words={words} />
  );
}

function RecipientFields() {
  const { t } = useTranslation('order');
  const translate = (key: string) => t(key);
  return (
    <>
      <FormField
        name="recipientName"
        id="order-recipientName"
        formatError={translate}
        label={t('details.recipientName')}
        placeholder={t('details.recipientNamePlaceholder')}
        autoComplete="name"
        maxLength={100}
      />
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
    </>
  );
}

/** The words' fields at the end of the form: one box as today, or the card apart from the instructions. */
function WordsFields({ words }: { words: WordsMode }) {
  const { t } = useTranslation('order');
  if (words.kind === 'single')
    return (
      <>
        <FormField
          name="cardMessage"
          id="order-cardMessage"
          formatError={(key) => t(key)}
          multiline
          rows={3}
          label={t('details.cardMessage')}
          placeholder={t('details.cardMessagePlaceholder')}
          maxLength={500}
        />
        {words.failure && (
          <ErrorState
            tone="notice"
            className="wizard-alert mb-0"
            message={t('card.templatesError')}
            note={t('card.templatesErrorNote')}
            retryLabel={t('actions.retry')}
            onRetry={words.failure.retry}
            retrying={words.failure.retrying}
          />
        )}
      </>
    );
  return (
    <>
      {words.kind === 'separate' && <CardMessageField templates={words.templates} />}
      <FormField
        name="instructions"
        id="order-instructions"
        formatError={(key) => t(key)}
        multiline
        rows={3}
        label={t('details.cardMessage')}
        placeholder={t('details.instructionsPlaceholder')}
        maxLength={500}
      />
    </>
  );
}

function RulesDetailsForm({
  delivery,
  price,
  daysFailure,
  words,
}: Required<Pick<Props, 'delivery' | 'words'>> & Props) {
  const { t } = useTranslation('order');
  const [fulfilment] = useField<string>('fulfilment');
  const pickupAddress = delivery.settings.pickupAddress;
  const pickup = fulfilment.value === 'pickup' && pickupAddress !== null;
  return (
    <div className="wizard-form">
      {daysFailure && (
        <ErrorState
          className="wizard-alert mb-0"
          message={t('details.daysError')}
          note={t('details.daysErrorNote')}
          retryLabel={t('actions.retry')}
          onRetry={daysFailure.retry}
          retrying={daysFailure.retrying}
        />
      )}
      <DeliveryDateField delivery={delivery} />
      <DeliveryTimeField delivery={delivery} />
      <div className="row g-3">
        <div className="col-sm-6">
          <QuantityField />
        </div>
      </div>
      {pickupAddress !== null && <FulfilmentField pickupAddress={pickupAddress} />}
      <RecipientFields />
      {!pickup && <AddressFields delivery={delivery} price={price} />}
      <WordsFields words={words} />
    </div>
  );
}

/** The form as the product describes it, without delivery settings. */
function ProductDetailsForm({ words }: Required<Pick<Props, 'words'>>) {
  const { t, i18n } = useTranslation('order');
  const formatDate = useFormatDate();
  // The shop's tomorrow, whatever the visitor's own zone (recomputed each render, so a page left open past midnight
  // moves on).
  const tomorrow = shopTomorrow();
  // The schema's messages are translation keys.
  const translate = (key: string) => t(key);
  const hint = t('details.deliveryDateHint', {
    date: formatDate(tomorrow, 'long'),
    zone: shopZoneName(htmlLangOf(i18n.language)),
  });
  return (
    <div className="wizard-form">
      <div className="row g-3">
        <div className="col-sm-7">
          <FormField
            name="deliveryDate"
            id="order-deliveryDate"
            formatError={translate}
            type="date"
            min={tomorrow}
            label={t('details.deliveryDate')}
            hint={hint}
          />
        </div>
        <div className="col-sm-5">
          <QuantityField />
        </div>
      </div>
      <DeliveryTimeField />
      <RecipientFields />
      <FormField
        name="address"
        id="order-address"
        formatError={translate}
        multiline
        rows={3}
        label={t('details.address')}
        placeholder={t('details.addressPlaceholder')}
        autoComplete="street-address"
        maxLength={500}
      />
      <WordsFields words={words} />
    </div>
  );
}
