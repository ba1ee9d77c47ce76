import { useTranslation } from 'react-i18next';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { grandTotal } from '@/lib/orders/orderMoney';
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
  /** A bunga papan's text surcharge (the server computes the one charged). */
  surcharge?: number;
}

/**
 * Live order summary of step 2: product, unit price, quantity and total = price × quantity; with the
 * delivery rules also the delivery fee and the grand total; for a bunga papan the text surcharge
 * ('Biaya tambahan teks') as its own line, in the grand total.
 */
export function OrderSummary({ category, product, quantity, money, surcharge }: Props) {
  const { t } = useTranslation(['order', 'words']);
  const feeText = useDeliveryFeeText();
  const productTotal = orderTotal(product.price, quantity);
  const grand = grandTotal({ totalPrice: productTotal, deliveryFee: money?.quote.fee, textSurcharge: surcharge });
  const hasGrand = Boolean(money) || surcharge !== undefined;
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
        <div className={hasGrand ? undefined : 'wizard-summary__total'}>
          <dt>{t('summary.total')}</dt>
          <dd aria-live="polite" data-testid="order-total">
            {formatRupiah(productTotal)}
          </dd>
        </div>
        {surcharge !== undefined && (
          <div>
            <dt>{t('words:textSurcharge')}</dt>
            <dd aria-live="polite" data-testid="order-text-surcharge">
              {formatRupiah(surcharge)}
            </dd>
          </div>
        )}
        {money && (
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
        )}
        {hasGrand && (
          <div className="wizard-summary__total">
            <dt>{t('summary.grandTotal')}</dt>
            <dd aria-live="polite" data-testid="order-grand-total">
              {formatRupiah(grand)}
            </dd>
          </div>
        )}
      </dl>
    </aside>
  );
}
