import type { FlowerProduct } from '@/api/generated/shopApi';
import { makeOrder } from '@/entities/order/test/orderFixtures';

/** Orders around Tuesday 24 November 2026 (shop days), for the print tests and stories. */
const info = (orderID: number, day: string, window: string, recipientName: string, deliveryAddress: string) => [
  {
    deliveryID: orderID,
    orderID,
    deliveryDate: day,
    deliveryTime: window,
    recipientName,
    recipientPhone: '0857-1111-2222',
    deliveryAddress,
  },
];

export const PRINT_DAY = '2026-11-24';

export const PRINT_ORDERS = [
  makeOrder(1503, {
    deliveryDate: PRINT_DAY,
    deliveryTime: 'Sore (17:00 - 20:00)',
    customerName: 'Rudi Hartono',
    specialMessage: 'Maaf ya, aku sayang kamu.\n- Rudi',
    payments: ['Paid'],
    statuses: ['Processing'],
    deliveryInfos: info(1503, PRINT_DAY, 'Sore (17:00 - 20:00)', 'Rina', 'Jl. Dago No. 88, Bandung'),
  }),
  makeOrder(1500, {
    deliveryDate: PRINT_DAY,
    deliveryTime: 'Pagi (08:00 - 12:00)',
    // Sent by Pak Anton to Ibu Sari: the delivery record names the recipient, so the card is signed by the sender.
    customerName: 'Pak Anton',
    quantity: 3,
    specialMessage: 'Selamat ulang tahun, sayang! Semoga semua impianmu tercapai.',
    deliveryInfos: info(
      1500,
      PRINT_DAY,
      'Pagi (08:00 - 12:00)',
      'Ibu Sari',
      'Jl. Melati No. 5, RT 03/RW 05, Coblong, Bandung 40132',
    ),
  }),
  makeOrder(1502, {
    deliveryDate: PRINT_DAY,
    deliveryTime: 'antar jam 3 sore',
    customerName: 'Tono',
    address: 'Jl. Braga No. 1, Bandung',
    payments: ['Paid'],
  }),
  makeOrder(1501, {
    deliveryDate: PRINT_DAY,
    deliveryTime: 'Siang (12:00 - 17:00)',
    customerName: 'Budi',
    address: 'Jl. Riau No. 10, Bandung',
  }),
  makeOrder(1504, { deliveryDate: PRINT_DAY, statuses: ['Cancelled'], customerName: 'Batal' }),
  makeOrder(1505, { deliveryDate: '2026-11-25', customerName: 'Besok Lusa' }),
];

export const PRINT_PRODUCTS: FlowerProduct[] = [
  {
    productID: 7,
    categoryID: 1,
    productName: 'Buket Mawar Merah',
    description: 'Dua belas mawar merah segar.',
    price: 250_000,
    imageUrl: '/mock-assets/products/mawar.jpg',
    rating: 4.8,
    productAttributes: [
      { attributeID: 1, productID: 7, attributeName: 'Warna', attributeValue: 'Merah' },
      { attributeID: 2, productID: 7, attributeName: 'Jumlah tangkai', attributeValue: '12' },
    ],
  },
];

/**
 * The day's orders with two placed with the delivery terms: a delivery with its zone's fee and a landmark, and a
 * pickup at the shop.
 */
export const PRINT_ORDERS_WITH_TERMS = [
  ...PRINT_ORDERS,
  makeOrder(1520, {
    deliveryDate: PRINT_DAY,
    deliveryTime: 'Pagi (08:00 - 12:00)',
    customerName: 'Maya Putri',
    quantity: 2,
    unitPrice: 225_000,
    address: 'Jl. Senopati No. 12, RT 03/RW 05, Kebayoran Baru, Jakarta Selatan 12190',
    fulfilment: 'delivery',
    deliveryZoneId: 'jakarta-selatan',
    deliveryFee: 25_000,
    patokan: 'Depan masjid, rumah cat hijau',
  }),
  makeOrder(1521, {
    deliveryDate: PRINT_DAY,
    deliveryTime: 'Siang (12:00 - 17:00)',
    customerName: 'Pak Hendra',
    fulfilment: 'pickup',
    deliveryFee: 0,
    payments: ['Paid'],
  }),
];
