import type { FlowerProduct } from '@/api/generated/shopApi';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import {
  boardOrder,
  cardOrder,
  condolenceBoard,
  HOSTILE_WORDS,
  longBoard,
  weddingBoard,
} from '@/entities/order/test/wordsFixtures';

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

/**
 * The day's orders with the proposed words: a condolence board (the funeral the next morning, a delivery fee and
 * the text surcharge), a wedding board, a bouquet's card apart from its instructions, and the longest board with
 * hostile words on it, its card and its instructions.
 */
export const PRINT_ORDERS_WITH_WORDS = [
  ...PRINT_ORDERS,
  boardOrder(1530, condolenceBoard({ eventAt: '2026-11-25T02:00:00.000Z' }), {
    deliveryDate: PRINT_DAY,
    customerName: 'PT Sinar Jaya',
    fulfilment: 'delivery',
    deliveryFee: 25_000,
  }),
  boardOrder(1531, weddingBoard({ eventAt: '2026-11-24T11:00:00.000Z' }), {
    deliveryDate: PRINT_DAY,
    customerName: 'Keluarga Wijaya',
    textSurcharge: 0,
  }),
  cardOrder(1532, { deliveryDate: PRINT_DAY, customerName: 'Ayu' }),
  boardOrder(
    1533,
    longBoard({
      eventAt: '2026-11-24T09:30:00.000Z',
      lines: { ...longBoard().lines, sender: `Segenap Direksi ${HOSTILE_WORDS} PT Nusantara Sejahtera Abadi Tbk.` },
    }),
    {
      deliveryDate: PRINT_DAY,
      customerName: 'PT Nusantara',
      cardMessage: HOSTILE_WORDS,
      specialMessage: `<b>${HOSTILE_WORDS}</b>`,
      textSurcharge: 165_000,
    },
  ),
];
