import type { TFunction } from 'i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { buildWhatsAppLink } from '@/lib/phone/whatsapp';
import { orderPageUrl } from '../orderPageLink';
import { displayedOrderStatus, type OrderStatusKey } from './orderStatus';

/** The message template (orders:whatsapp.messages.*) for each displayed status. */
const MESSAGE_KEYS = {
  Pending: 'whatsapp.messages.pending',
  Processing: 'whatsapp.messages.processing',
  Completed: 'whatsapp.messages.delivered',
  Delivered: 'whatsapp.messages.delivered',
  Cancelled: 'whatsapp.messages.cancelled',
  Unknown: 'whatsapp.messages.unknown',
} as const satisfies Record<OrderStatusKey, string>;

export type WhatsAppOrder = Pick<
  CustomerOrder,
  'orderID' | 'phoneNumber' | 'deliveryDate' | 'flowerProduct' | 'orderStatuses' | 'trackingToken' | 'arrangementPhotos'
>;

/**
 * The status update for a customer, in the language of `t`: Pending —
 * received, awaiting payment with the deposit terms (50% within 48 hours);
 * Processing — being arranged; Delivered/Completed — delivered,
 * thanks; Cancelled; anything else a neutral update. Each names the order ID,
 * the product and the delivery date (`formatDay`: a long date on the shop's calendar), and ends with
 * the link to the customer's order page when the order has one (docs/product-rules.md#order-page-proposed): to see
 * and answer the arrangement photo ('Lihat foto rangkaian Anda') while its newest one waits for the customer
 * (#doorstep-proposed), else to follow the order and pay.
 */
export function whatsAppUpdateMessage(
  order: WhatsAppOrder,
  t: TFunction<'orders'>,
  formatDay: (value: string) => string,
): string {
  const product = order.flowerProduct?.productName?.trim() || t('whatsapp.productFallback');
  const date = formatDay(order.deliveryDate) || '-';
  const update = t(MESSAGE_KEYS[displayedOrderStatus(order)], {
    id: order.orderID,
    product,
    date,
    interpolation: { escapeValue: false },
  });
  if (!order.trackingToken) return update;
  const key = order.arrangementPhotos?.[0]?.state === 'pending' ? 'whatsapp.arrangementPhoto' : 'whatsapp.orderPage';
  const url = orderPageUrl(order.orderID, order.trackingToken);
  return `${update}\n\n${t(key, { url, interpolation: { escapeValue: false } })}`;
}

/**
 * https://wa.me/<order's number, normalised as the chat button does (docs/product-rules.md#chat-phone)>?text=<status
 * update>; undefined without a usable number.
 */
export function whatsAppUpdateLink(
  order: WhatsAppOrder,
  t: TFunction<'orders'>,
  formatDay: (value: string) => string,
): string | undefined {
  if (!buildWhatsAppLink(order.phoneNumber)) return undefined;
  return buildWhatsAppLink(order.phoneNumber, whatsAppUpdateMessage(order, t, formatDay));
}
