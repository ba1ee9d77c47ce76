import type { CustomerOrder } from '@/api/generated/shopApi';
import { textSurchargeOf } from '@/entities/order/model/boardWords';
import { displayedOrderStatus, displayedPaymentStatus } from '@/entities/order/model/orderStatus';
import { orderTermsOf } from '@/entities/order/model/orderTerms';
import { toCsv, type CsvValue } from '@/lib/csv/csvWriter';
import { shopDateTimeLocal } from '@/lib/dates/shopClock';
import { grandTotal } from '@/lib/orders/orderMoney';
import { cardMessageOf } from '@/lib/words/orderWords';
import { createShopDayLookup } from './shopDayLookup';

/**
 * The CSV's columns, in order (docs/product-rules.md#csv-export): the twelve of the product, then the
 * delivery fee, the grand total and the zone of the proposed delivery rules, then the driver and when it was
 * delivered of the proposed doorstep, then a bunga papan's text surcharge and the card's words of the proposed
 * words; headers translated (`export.columns.*`).
 */
export const CSV_COLUMNS = [
  'orderId',
  'customerName',
  'productName',
  'quantity',
  'unitPrice',
  'totalPrice',
  'orderDate',
  'deliveryDate',
  'status',
  'paymentStatus',
  'phone',
  'address',
  'deliveryFee',
  'grandTotal',
  'zone',
  'driver',
  'deliveredAt',
  'textSurcharge',
  'cardMessage',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * One order as a CSV row: whole rupiah without grouping (a spreadsheet sums
 * them), dates as the shop's calendar day `YYYY-MM-DD` (sorts and reads the
 * same in every spreadsheet locale), statuses as the displayed value (the
 * first entry, Unknown otherwise). The grand total is the total plus the delivery fee (the total of an
 * order placed without delivery terms); the fee and the zone (its name, `zoneName`) are empty for such an
 * order, the zone for a pickup. The driver is the run's (`driver`); delivered at is the shop's wall-clock time
 * (`YYYY-MM-DD HH:mm`) of the newest `delivered` proof; both empty without them. The grand total includes a bunga
 * papan's text surcharge, which has its own column (empty for an order without one); the card message is the card's
 * words (for an order placed without them apart, its one text, which the ticket prints on the card).
 */
export function orderCsvRow(
  order: CustomerOrder,
  shopDay: (value: string) => string = createShopDayLookup(),
  zoneName: (zoneId: string) => string = (zoneId) => zoneId,
): CsvValue[] {
  const terms = orderTermsOf(order);
  return [
    order.orderID,
    order.customerName,
    order.flowerProduct?.productName ?? '',
    order.quantity,
    order.unitPrice,
    order.totalPrice,
    shopDay(order.orderDate),
    shopDay(order.deliveryDate),
    displayedOrderStatus(order),
    displayedPaymentStatus(order),
    order.phoneNumber,
    order.address,
    terms ? terms.fee : '',
    grandTotal(order),
    terms?.zoneId ? zoneName(terms.zoneId) : '',
    order.driver ?? '',
    deliveredAt(order),
    textSurchargeOf(order) ?? '',
    cardMessageOf(order) ?? '',
  ];
}

/** When the newest `delivered` proof was filed, in shop time, or '' (none, or a backend without proofs). */
function deliveredAt(order: CustomerOrder): string {
  const proof = order.deliveryProofs?.find((each) => each.outcome === 'delivered');
  const at = proof ? Date.parse(proof.filedAt) : NaN;
  return Number.isNaN(at) ? '' : shopDateTimeLocal(at).replace('T', ' ');
}

/** The whole CSV (UTF-8 BOM, every value quoted, formulas neutralised) of the given orders. */
export function ordersCsv(
  orders: readonly CustomerOrder[],
  header: Record<CsvColumn, string>,
  zoneName?: (zoneId: string) => string,
): string {
  const shopDay = createShopDayLookup();
  return toCsv(
    CSV_COLUMNS.map((column) => header[column]),
    orders.map((order) => orderCsvRow(order, shopDay, zoneName)),
  );
}

/** `orders_{YYYY-MM-DD}.csv`, the day being the shop's today. */
export function ordersCsvFileName(shopDay: string): string {
  return `orders_${shopDay}.csv`;
}
