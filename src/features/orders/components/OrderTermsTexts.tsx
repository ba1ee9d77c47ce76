import type { ZoneName } from '@/entities/delivery/useZoneNames';
import type { OrderTerms } from '@/entities/order/model/orderTerms';
import type { OrderTexts } from '@/entities/order/ui/useOrderTexts';
import { formatRupiah } from '@/lib/money/formatRupiah';

/**
 * How an order with delivery terms is fulfilled: 'Ambil di toko', 'Diantar · Jakarta Selatan' (or 'Diantar' outside
 * every zone).
 */
export function fulfilmentText(terms: OrderTerms, texts: OrderTexts, zoneName: ZoneName): string {
  if (terms.pickup) return texts.pickup;
  return terms.zoneId ? texts.deliveryTo(zoneName(terms.zoneId)) : texts.delivery;
}

/** The delivery fee as shown: 'Gratis' when nothing is due on a delivery, else the rupiah (Rp 0 for a pickup). */
export function feeText(terms: OrderTerms, texts: OrderTexts): string {
  return terms.fee === 0 && !terms.pickup ? texts.free : formatRupiah(terms.fee);
}

/** The fulfilment line under the customer in the table. */
export function FulfilmentLine({
  terms,
  texts,
  zoneName,
}: {
  terms: OrderTerms;
  texts: OrderTexts;
  zoneName: ZoneName;
}) {
  return (
    <span className="d-block small orders-fulfilment">
      <i className={`bi ${terms.pickup ? 'bi-shop' : 'bi-truck'} me-1`} aria-hidden="true" />
      {fulfilmentText(terms, texts, zoneName)}
    </span>
  );
}
