import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder, DeliveryOutcome } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { orderWordsOf, textSurchargeOf } from '@/entities/order/model/boardWords';
import { deliveryProofOf } from '@/entities/order/model/doorstep';
import { orderTermsOf } from '@/entities/order/model/orderTerms';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { PhoneLinks } from '@/entities/order/ui/PhoneLinks';
import { resolveImageSrc } from '@/lib/images/imageSource';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { grandTotal } from '@/lib/orders/orderMoney';
import { BoardCorrection } from './BoardCorrection';
import '@/entities/doorstep/ui/ArrangementPhotoSection.css';

type Section = { order: CustomerOrder };

/** A titled group of facts. */
function Facts({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  return (
    <section className="order-details__section">
      <h3 className="order-details__heading">
        <i className={`bi ${icon} me-2`} aria-hidden="true" />
        {title}
      </h3>
      <dl className="order-details__facts">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Customer: name, phone, address and the special message when there is one; an order placed with the card's words
 * apart (docs/product-rules.md#the-right-words-proposed) shows 'Kartu ucapan' and 'Instruksi Khusus' instead.
 */
export function CustomerFacts({ order }: Section) {
  const { t } = useTranslation('orders');
  const words = orderWordsOf(order);
  return (
    <Facts title={t('details.customer')} icon="bi-person">
      <Fact label={t('details.name')}>{order.customerName}</Fact>
      <Fact label={t('details.phone')}>
        <PhoneLinks phone={order.phoneNumber} />
      </Fact>
      <Fact label={t('details.address')}>{order.address}</Fact>
      {words.apart ? (
        <>
          {words.card && (
            <Fact label={t('words:cardMessage')}>
              <span className="order-details__words">{words.card}</span>
            </Fact>
          )}
          {words.instructions && (
            <Fact label={t('words:instructions')}>
              <span className="order-details__words">{words.instructions}</span>
            </Fact>
          )}
        </>
      ) : (
        words.card && <Fact label={t('details.message')}>{words.card}</Fact>
      )}
    </Facts>
  );
}

/**
 * Product: image (with fallback), name, description, quantity, unit price, total; for an order with
 * delivery terms the total is the product total, then the delivery fee ('Gratis' when none is due on a
 * delivery) and the grand total (docs/product-rules.md#delivery-rules-proposed); a bunga papan's text surcharge
 * comes before the grand total.
 */
export function ProductFacts({ order }: Section) {
  const { t } = useTranslation('orders');
  const terms = orderTermsOf(order);
  const surcharge = textSurchargeOf(order);
  const product = order.flowerProduct;
  const name = product?.productName ?? t('row.noProduct');
  return (
    <section className="order-details__section">
      <h3 className="order-details__heading">
        <i className="bi bi-flower1 me-2" aria-hidden="true" />
        {t('details.product')}
      </h3>
      <div className="order-details__product">
        <FlowerImage
          imageUrl={product?.imageUrl}
          alt={t('details.productImage', { name })}
          className="order-details__image"
        />
        <dl className="order-details__facts">
          <Fact label={t('details.product')}>{name}</Fact>
          {product?.description && <Fact label={t('details.description')}>{product.description}</Fact>}
          <Fact label={t('details.quantity')}>{order.quantity}</Fact>
          <Fact label={t('details.unitPrice')}>{formatRupiah(order.unitPrice)}</Fact>
          {terms || surcharge !== undefined ? (
            <>
              <Fact label={t('terms.productTotal')}>{formatRupiah(order.totalPrice)}</Fact>
              {terms && (
                <Fact label={t('terms.fee')}>
                  {terms.fee === 0 && !terms.pickup ? t('terms.free') : formatRupiah(terms.fee)}
                </Fact>
              )}
              {surcharge !== undefined && <Fact label={t('words:textSurcharge')}>{formatRupiah(surcharge)}</Fact>}
              <Fact label={t('terms.grandTotal')}>
                <strong>{formatRupiah(grandTotal(order))}</strong>
              </Fact>
            </>
          ) : (
            <Fact label={t('details.total')}>
              <strong>{formatRupiah(order.totalPrice)}</strong>
            </Fact>
          )}
        </dl>
      </div>
    </section>
  );
}

/**
 * 'Bunga papan' (proposed, tag MessageTemplates): a board's text as the customer composed it, with its occasion,
 * religion, style, symbol, event time and venue.
 */
export function BoardFacts({ order }: Section) {
  const { t } = useTranslation('orders');
  if (!order.board) return null;
  return (
    <section className="order-details__section" aria-labelledby={`order-board-${order.orderID}`}>
      <h3 className="order-details__heading" id={`order-board-${order.orderID}`}>
        <i className="bi bi-easel me-2" aria-hidden="true" />
        {t('words:kinds.board')}
      </h3>
      <BoardWordsView board={order.board} />
      <BoardCorrection order={order} />
    </section>
  );
}

/**
 * Delivery info when the order has it: recipient, phone, date, time, address; an order with delivery
 * terms adds how it is fulfilled, its zone (by name, else its id) and the courier's landmark.
 */
export function DeliveryFacts({ order }: Section) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const terms = orderTermsOf(order);
  const zoneName = useZoneNames(Boolean(terms?.zoneId));
  const delivery = order.deliveryInfos?.[0];
  if (!delivery && !terms) return null;
  return (
    <Facts title={t('details.delivery')} icon={terms?.pickup ? 'bi-shop' : 'bi-truck'}>
      {terms && <Fact label={t('terms.fulfilment')}>{terms.pickup ? t('terms.pickup') : t('terms.delivery')}</Fact>}
      {terms?.zoneId && <Fact label={t('terms.zone')}>{zoneName(terms.zoneId)}</Fact>}
      {delivery && (
        <>
          <Fact label={t('details.recipient')}>{delivery.recipientName}</Fact>
          <Fact label={t('details.recipientPhone')}>
            <PhoneLinks phone={delivery.recipientPhone} />
          </Fact>
          <Fact label={t('details.date')}>{formatDate(delivery.deliveryDate, 'long')}</Fact>
          <Fact label={t('details.time')}>{delivery.deliveryTime}</Fact>
          <Fact label={t('details.address')}>{delivery.deliveryAddress}</Fact>
        </>
      )}
      {order.patokan?.trim() && <Fact label={t('terms.landmark')}>{order.patokan}</Fact>}
    </Facts>
  );
}

/** Timeline: order date, delivery date, delivery time. */
export function TimelineFacts({ order }: Section) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  return (
    <Facts title={t('details.timeline')} icon="bi-clock-history">
      <Fact label={t('details.orderDate')}>{formatDate(order.orderDate, 'dateTime')}</Fact>
      <Fact label={t('details.deliveryDate')}>{formatDate(order.deliveryDate, 'long')}</Fact>
      <Fact label={t('details.deliveryTime')}>{order.deliveryTime}</Fact>
    </Facts>
  );
}

const OUTCOME_TONES: Record<DeliveryOutcome, string> = {
  delivered: 'green',
  carded: 'yellow',
  returned: 'purple',
  failed: 'red',
};

/**
 * 'Bukti pengiriman' (proposed, tag Doorstep): the newest proof filed at the door, when the backend sends any: the
 * outcome in words, who received it, the note, the time, who filed it and the photo.
 */
export function DeliveryProofFacts({ order }: Section) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const proof = deliveryProofOf(order);
  if (!proof) return null;
  const photo = resolveImageSrc(proof.photoUrl);
  return (
    <Facts title={t('doorstep.proofTitle')} icon="bi-house-check">
      <Fact label={t('doorstep.outcomeLabel')}>
        <span className={`status-badge status-badge--${OUTCOME_TONES[proof.outcome] ?? 'grey'}`}>
          {t(`doorstep.outcome.${proof.outcome}`, { defaultValue: proof.outcome })}
        </span>
      </Fact>
      {proof.receivedBy?.trim() && <Fact label={t('doorstep.receivedBy')}>{proof.receivedBy}</Fact>}
      {proof.note?.trim() && <Fact label={t('doorstep.note')}>{proof.note}</Fact>}
      <Fact label={t('doorstep.filedAt')}>{formatDate(proof.filedAt, 'dateTime')}</Fact>
      {proof.filedBy?.trim() && <Fact label={t('doorstep.filedBy')}>{proof.filedBy}</Fact>}
      {photo && (
        <Fact label={t('doorstep.proofPhoto')}>
          <img
            src={photo}
            alt={t('doorstep.proofPhotoAlt', { id: order.orderID })}
            className="arrangement-photo__img"
          />
        </Fact>
      )}
    </Facts>
  );
}
