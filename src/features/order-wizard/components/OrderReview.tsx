import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { useDeliveryFeeText } from '../hooks/useDeliveryFeeText';
import type { OrderMoney } from '../model/deliveryChoice';
import { orderTotal } from '../model/quantity';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from '../model/wizardTypes';
import './OrderReview.css';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
  /** With the delivery rules: how the order is received, the zone, the fee and what the customer pays. */
  money?: OrderMoney;
  /** With the delivery rules: the address the order carries, composed from its parts. */
  address?: string;
}

/**
 * The full summary of step 3 (docs/product-rules.md#order-wizard); special instructions only when given.
 * With the delivery rules also how the order is received, its zone, the delivery fee and the grand total.
 */
export function OrderReview({ category, product, details, money, address }: Props) {
  const { t } = useTranslation('order');
  const formatDate = useFormatDate();
  const feeText = useDeliveryFeeText();
  const pickup = money?.quote.fulfilment === 'pickup';
  const rows: Array<[string, string]> = [
    [t('summary.category'), category.categoryName],
    [t('summary.product'), product.productName],
    [t('summary.quantity'), String(details.quantity)],
    [t('summary.unitPrice'), formatRupiah(product.price)],
    [t('summary.deliveryDate'), formatDate(details.deliveryDate, 'long')],
    [t('summary.deliveryTime'), details.deliveryTime ? t(`deliveryTimes.${details.deliveryTime}`) : ''],
    [t('summary.recipientName'), details.recipientName.trim()],
    [t('summary.recipientPhone'), details.recipientPhone.trim()],
  ];
  if (money)
    rows.push([t('summary.fulfilment'), t(pickup ? 'details.fulfilmentPickup' : 'details.fulfilmentDelivery')]);
  rows.push([t('summary.address'), address ?? details.address.trim()]);
  if (money && !pickup) rows.push([t('summary.zone'), money.quote.zone?.name ?? t('summary.outsideZones')]);
  if (details.cardMessage.trim()) rows.push([t('summary.cardMessage'), details.cardMessage.trim()]);

  return (
    <article className="wizard-review" aria-labelledby="order-review-title">
      <div className="wizard-review__product">
        <div className="wizard-review__thumb">
          <FlowerImage imageUrl={product.imageUrl} alt={product.productName} eager />
        </div>
        <div className="min-w-0">
          <h3 id="order-review-title" className="wizard-review__title">
            {t('summary.title')}
          </h3>
          <p className="wizard-review__product-name">{product.productName}</p>
        </div>
      </div>
      <dl className="wizard-review__list">
        {rows.map(([label, value]) => (
          <div key={label} className="wizard-review__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {money ? (
        <dl className="wizard-review__money">
          <div>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="order-total">{formatRupiah(money.productTotal)}</dd>
          </div>
          <div>
            <dt>{t('summary.deliveryFee')}</dt>
            <dd data-testid="order-delivery-fee" className={money.quote.fee === 0 ? 'wizard-review__free' : undefined}>
              {feeText(money.quote)}
            </dd>
          </div>
          <div className="wizard-review__total">
            <dt>{t('summary.grandTotal')}</dt>
            <dd data-testid="order-grand-total">{formatRupiah(money.grandTotal)}</dd>
          </div>
        </dl>
      ) : (
        <div className="wizard-review__total">
          <span>{t('summary.total')}</span>
          <strong data-testid="order-total">{formatRupiah(orderTotal(product.price, details.quantity))}</strong>
        </div>
      )}
    </article>
  );
}
