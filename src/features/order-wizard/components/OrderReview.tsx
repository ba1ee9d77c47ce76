import { useTranslation } from 'react-i18next';
import type { BoardSymbol } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { grandTotal } from '@/lib/orders/orderMoney';
import { useDeliveryFeeText } from '../hooks/useDeliveryFeeText';
import { boardSurcharge, isBoardProduct } from '../model/boardDraft';
import type { OrderMoney } from '../model/deliveryChoice';
import { orderTotal } from '../model/quantity';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from '../model/wizardTypes';
import { BoardReview } from './BoardReview';
import './OrderReview.css';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
  /** With the delivery rules: how the order is received, the zone, the fee and what the customer pays. */
  money?: OrderMoney;
  /** With the delivery rules: the address the order carries, composed from its parts. */
  address?: string;
  /** The card's words have their own field (the shop offers the card templates). */
  separateCard?: boolean;
  /** The shop's symbols (a bunga papan's preview draws the chosen one). */
  symbols?: readonly BoardSymbol[];
}

type Row = [string, string];

/**
 * The full summary of step 3 (docs/product-rules.md#order-wizard); special instructions only when given.
 * With the delivery rules also how the order is received, its zone, the delivery fee and the grand total. For a bunga
 * papan its text, row by row and in the preview, and the text surcharge in the grand total; with the card apart, the
 * card's words and the instructions each in their own row.
 */
export function OrderReview({ category, product, details, money, address, separateCard, symbols = [] }: Props) {
  const { t } = useTranslation(['order', 'words']);
  const formatDate = useFormatDate();
  const feeText = useDeliveryFeeText();
  const board = isBoardProduct(product) ? product : undefined;
  const pickup = money?.quote.fulfilment === 'pickup';
  const rows: Row[] = [
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
  if (board || separateCard) {
    if (!board && details.cardMessage.trim()) rows.push([t('words:cardMessage'), details.cardMessage.trim()]);
    if (details.instructions.trim()) rows.push([t('summary.cardMessage'), details.instructions.trim()]);
  } else if (details.cardMessage.trim()) rows.push([t('summary.cardMessage'), details.cardMessage.trim()]);

  const productTotal = orderTotal(product.price, details.quantity);
  const surcharge = board ? boardSurcharge(product, details) : undefined;
  const grand = grandTotal({ totalPrice: productTotal, deliveryFee: money?.quote.fee, textSurcharge: surcharge });

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
      {board && <BoardReview product={board} board={details.board} symbols={symbols} />}
      {money || surcharge !== undefined ? (
        <dl className="wizard-review__money">
          <div>
            <dt>{t('summary.total')}</dt>
            <dd data-testid="order-total">{formatRupiah(productTotal)}</dd>
          </div>
          {surcharge !== undefined && (
            <div>
              <dt>{t('words:textSurcharge')}</dt>
              <dd data-testid="order-text-surcharge">{formatRupiah(surcharge)}</dd>
            </div>
          )}
          {money && (
            <div>
              <dt>{t('summary.deliveryFee')}</dt>
              <dd
                data-testid="order-delivery-fee"
                className={money.quote.fee === 0 ? 'wizard-review__free' : undefined}
              >
                {feeText(money.quote)}
              </dd>
            </div>
          )}
          <div className="wizard-review__total">
            <dt>{t('summary.grandTotal')}</dt>
            <dd data-testid="order-grand-total">{formatRupiah(grand)}</dd>
          </div>
        </dl>
      ) : (
        <div className="wizard-review__total">
          <span>{t('summary.total')}</span>
          <strong data-testid="order-total">{formatRupiah(productTotal)}</strong>
        </div>
      )}
    </article>
  );
}
