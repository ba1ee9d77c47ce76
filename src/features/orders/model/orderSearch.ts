import type { CustomerOrder } from '@/api/generated/shopApi';
import {
  displayedOrderStatus,
  displayedPaymentStatus,
  type OrderStatusKey,
  type PaymentStatusKey,
} from '@/entities/order/model/orderStatus';
import { normaliseWhatsAppNumber } from '@/lib/phone/whatsapp';
import type { PaymentFilter, StatusFilter } from './orderListQuery';

/**
 * One order ready for fast filtering: its searchable text lowercased once
 * (when the list arrives, not per keystroke) and its displayed statuses.
 */
export interface IndexedOrder {
  order: CustomerOrder;
  /** order ID, customer name, product name and phone number (also as digits from 62… and from 0…), lowercased */
  text: string;
  status: OrderStatusKey;
  payment: PaymentStatusKey;
}

/** Between fields, so a search never matches across two of them. */
const SEPARATOR = '\u0000';

/**
 * What the search matches (docs/product-rules.md#order-search): customerName, product name, order ID or phone
 * number.
 */
export function indexOrder(order: CustomerOrder): IndexedOrder {
  const phone = order.phoneNumber ?? '';
  const international = normaliseWhatsAppNumber(phone); // 62…
  const local = international ? `0${international.slice(2)}` : ''; // 0…
  const text = [
    order.orderID,
    order.customerName ?? '',
    order.flowerProduct?.productName ?? '',
    phone,
    international,
    local,
  ]
    .join(SEPARATOR)
    .toLowerCase();
  return { order, text, status: displayedOrderStatus(order), payment: displayedPaymentStatus(order) };
}

export function indexOrders(orders: readonly CustomerOrder[]): IndexedOrder[] {
  return orders.map(indexOrder);
}

/** What is searched for: trimmed, lowercased, without the '#' of an order number ("#1001"). */
export function normaliseSearch(search: string): string {
  return search.trim().toLowerCase().replace(/^#\s*/, '');
}

/** A phone number typed with spaces, dashes, dots, brackets or a '+': its digits; '' for anything else. */
function phoneDigits(query: string): string {
  return /^\+?[\d\s\-.()]+$/.test(query) && /\d/.test(query) ? query.replace(/\D/g, '') : '';
}

/**
 * The orders matching a (normalised) search and the status and payment
 * filters, in the list's order. Filters compare the displayed status (the
 * first entry, docs/product-rules.md#order-statuses); an Unknown status shows
 * only under All.
 */
export function filterIndexedOrders(
  index: readonly IndexedOrder[],
  query: string,
  status: StatusFilter,
  payment: PaymentFilter,
): CustomerOrder[] {
  const digits = phoneDigits(query);
  const result: CustomerOrder[] = [];
  for (const entry of index) {
    if (status !== 'all' && entry.status !== status) continue;
    if (payment !== 'all' && entry.payment !== payment) continue;
    if (query && !entry.text.includes(query) && !(digits && entry.text.includes(digits))) continue;
    result.push(entry.order);
  }
  return result;
}
