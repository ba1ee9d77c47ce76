import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { textSurchargeOf } from '@/entities/order/model/boardWords';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { cardMessageOf } from '@/lib/words/orderWords';
import { deliveryTimeKey } from '../model/deliveryTime';

interface Props {
  order: PublicOrder;
  /** The board's text is beside the arrangement photo to answer: not again here. */
  boardShownWithPhoto?: boolean;
}

/**
 * What was ordered and for when: the product, the amounts, the day and window, the recipient, pickup or delivery.
 * With the proposed words (docs/product-rules.md#the-right-words-proposed): the card's words or the bunga papan's text
 * as composed, and the text surcharge as its own line before the grand total (which the server has it in).
 */
export function OrderSummary({ order, boardShownWithPhoto = false }: Props) {
  const { t } = useTranslation('orderPage');
  const formatDate = useFormatDate();
  const card = cardMessageOf(order);
  const surcharge = textSurchargeOf(order);
  const timeKey = deliveryTimeKey(order.deliveryTime);
  const pickup = order.fulfilment === 'pickup';
  return (
    <section className="order-page-card" aria-labelledby="order-page-summary-title">
      <h2 className="order-page-card__title" id="order-page-summary-title">
        {t('summary.title')}
      </h2>
      <div className="order-page-summary__product">
        <FlowerImage
          imageUrl={order.imageUrl}
          alt={order.productName}
          className="order-page-summary__thumb"
          sizes="6rem"
        />
        <div className="min-w-0">
          <p className="order-page-summary__name">{order.productName}</p>
          {order.recipientFirstName && (
            <p className="order-page-summary__meta">{t('summary.for', { name: order.recipientFirstName })}</p>
          )}
          <p className="order-page-summary__meta">
            <i className={`bi ${pickup ? 'bi-shop' : 'bi-truck'} me-1`} aria-hidden="true" />
            {t(pickup ? 'summary.pickup' : 'summary.delivery')}
          </p>
        </div>
      </div>
      {order.board && !boardShownWithPhoto && (
        <div className="order-page-summary__words">
          <h3 className="order-page-summary__words-title">{t('words:kinds.board')}</h3>
          <BoardWordsView board={order.board} />
        </div>
      )}
      {card && (
        <div className="order-page-summary__words">
          <h3 className="order-page-summary__words-title">{t('words:cardMessage')}</h3>
          <p className="order-page-summary__card">{card}</p>
        </div>
      )}
      <dl className="order-page-list">
        <div>
          <dt>{t('summary.date')}</dt>
          <dd>{formatDate(order.deliveryDate, 'long')}</dd>
        </div>
        {order.deliveryTime && (
          <div>
            <dt>{t('summary.time')}</dt>
            <dd>{timeKey ? t(`deliveryTimes.${timeKey}`) : order.deliveryTime}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.quantity')}</dt>
          <dd>{t('summary.quantityValue', { count: order.quantity })}</dd>
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd>{formatRupiah(order.totalPrice)}</dd>
        </div>
        {order.deliveryFee !== null && (
          <div>
            <dt>{t('summary.deliveryFee')}</dt>
            <dd className={order.deliveryFee === 0 ? 'order-page-list__free' : undefined}>
              {order.deliveryFee === 0 ? t('summary.free') : formatRupiah(order.deliveryFee)}
            </dd>
          </div>
        )}
        {surcharge !== undefined && (
          <div>
            <dt>{t('words:textSurcharge')}</dt>
            <dd>{formatRupiah(surcharge)}</dd>
          </div>
        )}
        <div className="order-page-list__total">
          <dt>{t('summary.grandTotal')}</dt>
          <dd>{formatRupiah(order.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
