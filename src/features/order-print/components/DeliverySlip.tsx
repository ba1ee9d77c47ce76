import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { textSurchargeOf } from '@/entities/order/model/boardWords';
import { isUnpaid } from '@/entities/order/model/deliveryDay';
import { deliveryFactsOf } from '@/entities/order/model/deliveryFacts';
import { displayedPaymentStatus } from '@/entities/order/model/orderStatus';
import { orderTermsOf } from '@/entities/order/model/orderTerms';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { grandTotal } from '@/lib/orders/orderMoney';
import { mapsSearchUrl } from '../model/mapsSearchUrl';
import { Fact } from './Facts';
import { QrCode } from './QrCode';

/**
 * Part 2, for the driver: where and when, whether to collect payment, and a QR code opening the address in
 * maps. An order with delivery terms adds how it is fulfilled, its zone, the delivery fee and the grand
 * total to collect (docs/product-rules.md#delivery-rules-proposed); a bunga papan adds its text surcharge before the
 * grand total (docs/product-rules.md#the-right-words-proposed).
 */
export function DeliverySlip({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('print');
  const surcharge = textSurchargeOf(order);
  const terms = orderTermsOf(order);
  const zoneName = useZoneNames(Boolean(terms?.zoneId));
  const formatDate = useFormatDate();
  const { paymentStatusLabel } = useOrderStatusLabels();
  const facts = deliveryFactsOf(order);
  const maps = mapsSearchUrl(facts.address);
  return (
    <section className="print-part print-part--slip" aria-labelledby={`slip-${order.orderID}`}>
      <h2 className="print-part__title" id={`slip-${order.orderID}`}>
        {t('ticket.deliverySlip')}
      </h2>
      <div className="print-slip">
        <dl className="print-facts">
          <Fact label={t('ticket.orderId')}>
            <strong>#{order.orderID}</strong>
          </Fact>
          <Fact label={t('ticket.payment')}>
            <strong>{paymentStatusLabel(displayedPaymentStatus(order))}</strong>
            {isUnpaid(order) && <span className="print-slip__unpaid"> — {t('ticket.unpaid')}</span>}
          </Fact>
          {terms && (
            <>
              <Fact label={t('ticket.fulfilment')}>
                <strong>{terms.pickup ? t('ticket.pickup') : t('ticket.delivery')}</strong>
              </Fact>
              {terms.zoneId && <Fact label={t('ticket.zone')}>{zoneName(terms.zoneId)}</Fact>}
              <Fact label={t('ticket.fee')}>
                {terms.fee === 0 && !terms.pickup ? t('ticket.free') : formatRupiah(terms.fee)}
              </Fact>
            </>
          )}
          {surcharge !== undefined && <Fact label={t('words:textSurcharge')}>{formatRupiah(surcharge)}</Fact>}
          {(terms || surcharge !== undefined) && (
            <Fact label={t('ticket.grandTotal')}>{formatRupiah(grandTotal(order))}</Fact>
          )}
          <Fact label={t('ticket.recipient')}>{facts.recipient}</Fact>
          <Fact label={t('ticket.phone')}>{facts.phone}</Fact>
          <Fact label={t('ticket.address')} wide>
            {facts.address}
          </Fact>
          {order.patokan?.trim() && (
            <Fact label={t('ticket.landmark')} wide>
              {order.patokan}
            </Fact>
          )}
          <Fact label={t('ticket.deliveryDate')}>{formatDate(facts.date, 'long')}</Fact>
          <Fact label={t('ticket.window')}>{facts.window || '—'}</Fact>
        </dl>
        <a className="print-slip__qr" href={maps} target="_blank" rel="noopener noreferrer">
          <QrCode text={maps} label={t('ticket.qrLabel', { address: facts.address })} />
          <span className="print-slip__qr-hint">{t('ticket.qrHint')}</span>
        </a>
      </div>
    </section>
  );
}
