import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { orderTotal } from '../model/quantity';
import type { CategorySnapshot, ProductSnapshot } from '../model/wizardTypes';
import './OrderSummary.css';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot;
  quantity: number;
}

/** Live order summary of step 2: product, unit price, quantity and total = price × quantity. */
export function OrderSummary({ category, product, quantity }: Props) {
  const { t } = useTranslation('order');
  return (
    <aside className="wizard-summary" aria-labelledby="order-summary-title">
      <h4 id="order-summary-title" className="wizard-summary__title">
        {t('summary.title')}
      </h4>
      <div className="wizard-summary__product">
        <div className="wizard-summary__thumb">
          <FlowerImage imageUrl={product.imageUrl} alt="" />
        </div>
        <div className="min-w-0">
          <p className="wizard-summary__name">{product.productName}</p>
          <p className="wizard-summary__category">{category.categoryName}</p>
        </div>
      </div>
      <dl className="wizard-summary__list">
        <div>
          <dt>{t('summary.unitPrice')}</dt>
          <dd>{formatRupiah(product.price)}</dd>
        </div>
        <div>
          <dt>{t('summary.quantity')}</dt>
          <dd>× {quantity}</dd>
        </div>
        <div className="wizard-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd aria-live="polite" data-testid="order-total">
            {formatRupiah(orderTotal(product.price, quantity))}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
