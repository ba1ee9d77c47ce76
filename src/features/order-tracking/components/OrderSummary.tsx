import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { deliveryTimeKey } from '../model/deliveryTime';

/** What was ordered and for when: the product, the amounts, the day and window, the recipient, pickup or delivery. */
export function OrderSummary({ order }: { order: PublicOrder }) {
  const { t } = useTranslation('tracking');
  const formatDate = useFormatDate();
  const timeKey = deliveryTimeKey(order.deliveryTime);
  const pickup = order.fulfilment === 'pickup';
  return (
    <section className="tracking-card" aria-labelledby="tracking-summary-title">
      <h2 className="tracking-card__title" id="tracking-summary-title">
        {t('summary.title')}
      </h2>
      <div className="tracking-summary__product">
        <FlowerImage
          imageUrl={order.imageUrl}
          alt={order.productName}
          className="tracking-summary__thumb"
          sizes="6rem"
        />
        <div className="min-w-0">
          <p className="tracking-summary__name">{order.productName}</p>
          {order.recipientFirstName && (
            <p className="tracking-summary__meta">{t('summary.for', { name: order.recipientFirstName })}</p>
          )}
          <p className="tracking-summary__meta">
            <i className={`bi ${pickup ? 'bi-shop' : 'bi-truck'} me-1`} aria-hidden="true" />
            {t(pickup ? 'summary.pickup' : 'summary.delivery')}
          </p>
        </div>
      </div>
      <dl className="tracking-list">
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
            <dd className={order.deliveryFee === 0 ? 'tracking-list__free' : undefined}>
              {order.deliveryFee === 0 ? t('summary.free') : formatRupiah(order.deliveryFee)}
            </dd>
          </div>
        )}
        <div className="tracking-list__total">
          <dt>{t('summary.grandTotal')}</dt>
          <dd>{formatRupiah(order.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
