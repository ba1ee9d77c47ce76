import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { deliveryQuote, type WizardDelivery } from '../model/deliveryChoice';
import { toDraft, type DetailsFormValues } from '../model/detailsForm';
import { orderTotal } from '../model/quantity';
import { RegionFields } from './RegionFields';
import './AddressFields.css';

interface Props {
  delivery: WizardDelivery;
  price: number;
}

/**
 * The delivery address in Indonesian parts (region, postal code, street with RT/RW, landmark) and the
 * zone and fee it gets (docs/product-rules.md#delivery-rules-proposed); 'Di luar area pengiriman' when
 * the shop does not deliver there.
 */
export function AddressFields({ delivery, price }: Props) {
  const { t } = useTranslation('order');
  const { values } = useFormikContext<DetailsFormValues>();
  const translate = (key: string) => t(key);
  const draft = toDraft(values);
  const quote = deliveryQuote(delivery.settings, draft, orderTotal(price, draft.quantity));
  const named = Boolean(draft.kecamatan.trim() || draft.kotaKabupaten.trim() || draft.address.trim());

  let zone: { tone: 'ok' | 'warn' | 'info'; text: string; hint?: string };
  if (quote.zone && quote.fee !== null) {
    zone = quote.freeFromThreshold
      ? {
          tone: 'ok',
          text: t('details.zoneFree', {
            zone: quote.zone.name,
            from: formatRupiah(delivery.settings.freeDeliveryFrom ?? 0),
          }),
        }
      : { tone: 'ok', text: t('details.zoneFee', { zone: quote.zone.name, fee: formatRupiah(quote.fee) }) };
  } else if (quote.fee !== null)
    zone = { tone: 'ok', text: t('details.outOfAreaFee', { fee: formatRupiah(quote.fee) }) };
  else if (named) zone = { tone: 'warn', text: t('details.outOfArea'), hint: t('details.outOfAreaHint') };
  else zone = { tone: 'info', text: t('details.zoneUnknown') };

  return (
    <div className="wizard-address">
      <RegionFields />
      <div className="row g-3">
        <FormField
          className="col-sm-6"
          name="kodePos"
          id="order-kodePos"
          formatError={translate}
          label={t('details.kodePos')}
          placeholder={t('details.kodePosPlaceholder')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
        />
      </div>
      <FormField
        name="address"
        id="order-address"
        formatError={translate}
        multiline
        rows={2}
        label={t('details.address')}
        placeholder={t('details.addressDetailPlaceholder')}
        autoComplete="street-address"
        maxLength={500}
      />
      <FormField
        name="patokan"
        id="order-patokan"
        label={t('details.patokan')}
        placeholder={t('details.patokanPlaceholder')}
        maxLength={200}
      />
      <div className={`wizard-zone wizard-zone--${zone.tone}`} role="status" data-testid="delivery-zone">
        <i
          className={`bi ${zone.tone === 'warn' ? 'bi-exclamation-triangle' : zone.tone === 'ok' ? 'bi-geo-alt' : 'bi-info-circle'}`}
          aria-hidden="true"
        />
        <div>
          <strong>{zone.text}</strong>
          {zone.hint && <span className="wizard-zone__hint">{zone.hint}</span>}
        </div>
      </div>
    </div>
  );
}
