import { http, HttpResponse } from 'msw';
import { addDays, shopDayStart, shopToday } from '@/lib/dates/shopClock';
import { makeOrder } from '../test/orderFixtures';

/** A shop day `offset` days from the shop's today, as the API sends delivery dates (its midnight). */
const dayFrom = (offset: number) => shopDayStart(addDays(shopToday(), offset)).toISOString();

/**
 * A florist's week around the shop's today (stories run on the real clock): every lane (a delivery with its
 * zone, a pickup), an overdue and an unpaid delivered order.
 */
export function boardStoryOrders() {
  return [
    makeOrder(301, {
      deliveryDate: dayFrom(0),
      deliveryTime: 'Pagi (08:00 - 12:00)',
      customerName: 'Ibu Sari',
      specialMessage: 'Selamat ulang tahun, sayang!',
      statuses: ['Processing'],
      payments: ['Paid'],
    }),
    makeOrder(302, {
      deliveryDate: dayFrom(0),
      deliveryTime: 'Siang (12:00 - 17:00)',
      customerName: 'Budi Santoso',
      address: 'Jl. Riau No. 10, Bandung',
    }),
    makeOrder(303, {
      deliveryDate: dayFrom(0),
      deliveryTime: 'Sore (17:00 - 20:00)',
      customerName: 'Rina',
      statuses: ['Completed'],
      payments: ['Paid'],
    }),
    makeOrder(304, { deliveryDate: dayFrom(0), deliveryTime: 'Kapan Saja', customerName: 'Tono' }),
    makeOrder(305, { deliveryDate: dayFrom(0), deliveryTime: 'antar sebelum jam 3 sore', customerName: 'Wulan' }),
    makeOrder(309, {
      deliveryDate: dayFrom(0),
      deliveryTime: 'Pagi (08:00 - 12:00)',
      customerName: 'Maya',
      fulfilment: 'delivery',
      deliveryZoneId: 'depok',
      deliveryFee: 40_000,
    }),
    makeOrder(310, {
      deliveryDate: dayFrom(0),
      deliveryTime: 'Siang (12:00 - 17:00)',
      customerName: 'Pak Hendra',
      fulfilment: 'pickup',
      deliveryFee: 0,
      payments: ['Paid'],
    }),
    makeOrder(306, { deliveryDate: dayFrom(1), deliveryTime: 'Pagi (08:00 - 12:00)', customerName: 'Dewi' }),
    makeOrder(307, {
      deliveryDate: dayFrom(-2),
      deliveryTime: 'Siang (12:00 - 17:00)',
      customerName: 'Agus',
      statuses: ['Processing'],
    }),
    makeOrder(308, { deliveryDate: dayFrom(-3), customerName: 'Lina', statuses: ['Delivered'], payments: ['Pending'] }),
  ];
}

export const boardOrderList = {
  populated: [http.get('*/api/CustomerOrder', () => HttpResponse.json(boardStoryOrders()))],
  /** Nothing overdue or unpaid: no alerts. */
  calm: [
    http.get('*/api/CustomerOrder', () => HttpResponse.json(boardStoryOrders().filter((order) => order.orderID < 307))),
  ],
};
