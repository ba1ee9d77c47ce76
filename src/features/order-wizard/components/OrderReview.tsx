import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { orderTotal } from '../model/quantity';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from '../model/wizardTypes';
import './OrderReview.css';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
}

/** The full summary of step 3 (docs/product-rules.md#order-wizard); special instructions only when given. */
export function OrderReview({ category, product, details }: Props) {
  const { t } = useTranslation('order');
  const formatDate = useFormatDate();
  const rows: Array<[string, string]> = [
    [t('summary.category'), category.categoryName],
    [t('summary.product'), product.productName],
    [t('summary.quantity'), String(details.quantity)],
    [t('summary.unitPrice'), formatRupiah(product.price)],
    [t('summary.deliveryDate'), formatDate(details.deliveryDate, 'long')],
    [t('summary.deliveryTime'), details.deliveryTime ? t(`deliveryTimes.${details.deliveryTime}`) : ''],
    [t('summary.recipientName'), details.recipientName.trim()],
    [t('summary.recipientPhone'), details.recipientPhone.trim()],
    [t('summary.address'), details.address.trim()],
  ];
  if (details.specialInstructions.trim()) rows.push([t('summary.specialInstructions'), details.specialInstructions.trim()]);

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
      <div className="wizard-review__total">
        <span>{t('summary.total')}</span>
        <strong data-testid="order-total">{formatRupiah(orderTotal(product.price, details.quantity))}</strong>
      </div>
    </article>
  );
}
