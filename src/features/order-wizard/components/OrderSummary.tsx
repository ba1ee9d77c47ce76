import { useTranslation } from 'react-i18next';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { useDeliveryFeeText } from '../hooks/useDeliveryFeeText';
import type { OrderMoney } from '../model/deliveryChoice';
import { orderTotal } from '../model/quantity';
import type { CategorySnapshot, ProductSnapshot } from '../model/wizardTypes';
import './OrderSummary.css';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot;
  quantity: number;
  /** With the delivery rules: the fee and what the customer pays. */
  money?: OrderMoney;
}

/**
 * Live order summary of step 2: product, unit price, quantity and total = price × quantity; with the
 * delivery rules also the delivery fee and the grand total.
 */
export function OrderSummary({ category, product, quantity, money }: Props) {
  const { t } = useTranslation('order');
  const feeText = useDeliveryFeeText();
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
        <div className={money ? undefined : 'wizard-summary__total'}>
          <dt>{t('summary.total')}</dt>
          <dd aria-live="polite" data-testid="order-total">
            {formatRupiah(orderTotal(product.price, quantity))}
          </dd>
        </div>
        {money && (
          <>
            <div>
              <dt>{t('summary.deliveryFee')}</dt>
              <dd
                aria-live="polite"
                data-testid="order-delivery-fee"
                className={money.quote.fee === 0 ? 'wizard-summary__free' : undefined}
              >
                {feeText(money.quote)}
              </dd>
            </div>
            <div className="wizard-summary__total">
              <dt>{t('summary.grandTotal')}</dt>
              <dd aria-live="polite" data-testid="order-grand-total">
                {formatRupiah(money.grandTotal)}
              </dd>
            </div>
          </>
        )}
      </dl>
    </aside>
  );
}
