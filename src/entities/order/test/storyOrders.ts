import { delay, http, HttpResponse } from 'msw';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { makeOrder } from './makeOrder';

/**
 * Story answers of `GET /api/CustomerOrder` for the screens that read the whole order list
 * (tables, customers, analytics): fixed orders on fixed days in the 30 days up to 23 November 2026
 * (see STORY_NOW of src/test/storyClock.tsx), so the screens look the same on every day.
 */
const CUSTOMERS = [
  {
    customerName: 'Dewi Lestari',
    phoneNumber: '081234567890',
    address: 'Jl. Kemang Raya No. 15, Jakarta Selatan 12730',
  },
  { customerName: 'Budi Santoso', phoneNumber: '081298765432', address: 'Jl. Dago No. 88, Bandung 40135' },
  { customerName: 'Sari Wulandari', phoneNumber: '081311112222', address: 'Jl. Pemuda No. 3, Semarang 50132' },
  {
    customerName: 'Maria Christina Tanuwijaya-Hartono',
    phoneNumber: '081377778888',
    address: 'Jl. Raya Darmo No. 120, Surabaya 60264',
  },
  { customerName: 'Rina Kusuma', phoneNumber: '081255556666', address: 'Jl. Malioboro No. 52, Yogyakarta 55213' },
] as const;

const PRODUCTS = [
  {
    productID: 7,
    productName: 'Buket Mawar Merah',
    description: 'Dua belas mawar merah segar.',
    imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
    unitPrice: 250_000,
  },
  {
    productID: 8,
    productName: 'Rangkaian Lily Putih',
    description: 'Lily putih dalam vas kaca.',
    imageUrl: '/mock-assets/products/buket-lily-putih-simpati.jpg',
    unitPrice: 450_000,
  },
  {
    productID: 9,
    productName: 'Bunga Papan Selamat',
    description: 'Papan ucapan 2 meter.',
    imageUrl: '/mock-assets/products/papan-selamat-sukses.jpg',
    unitPrice: 1_250_000,
  },
  {
    productID: 10,
    productName: 'Buket Tulip Pastel',
    description: 'Sepuluh tulip warna pastel.',
    imageUrl: '/mock-assets/products/rangkaian-tulip-vas-kaca.jpg',
    unitPrice: 385_000,
  },
] as const;

/** [order id, customer, product, quantity, day in November 2026, status, payment] */
const ROWS: Array<[number, number, number, number, number, string, string]> = [
  [1512, 0, 0, 1, 23, 'Pending', 'Pending'],
  [1511, 1, 1, 2, 22, 'Processing', 'Paid'],
  [1510, 2, 2, 1, 21, 'Delivered', 'Paid'],
  [1509, 0, 3, 1, 20, 'Completed', 'Paid'],
  [1508, 3, 2, 2, 19, 'Processing', 'Paid'],
  [1507, 4, 0, 3, 17, 'Cancelled', 'Refunded'],
  [1506, 1, 0, 1, 15, 'Completed', 'Paid'],
  [1505, 2, 3, 2, 12, 'Delivered', 'Paid'],
  [1504, 0, 1, 1, 9, 'Completed', 'Paid'],
  [1503, 3, 0, 2, 6, 'Pending', 'Failed'],
  [1502, 4, 1, 1, 3, 'Completed', 'Paid'],
  [1501, 1, 2, 1, 1, 'Delivered', 'Paid'],
];

export const STORY_ORDERS: CustomerOrder[] = ROWS.map(
  ([orderID, customer, product, quantity, day, status, payment]) => {
    const { unitPrice, ...flowerProduct } = PRODUCTS[product];
    const placed = `2026-11-${String(day).padStart(2, '0')}T0${day % 2}:30:00.000Z`;
    return makeOrder(orderID, {
      ...CUSTOMERS[customer],
      productID: flowerProduct.productID,
      flowerProduct,
      quantity,
      unitPrice,
      orderDate: placed,
      deliveryDate: `2026-11-${String(Math.min(day + 1, 30)).padStart(2, '0')}T00:00:00`,
      statuses: [status],
      payments: [payment],
    });
  },
);

const LIST = '*/api/CustomerOrder';
const problem = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });

export const storyOrderList = {
  populated: [http.get(LIST, () => HttpResponse.json(STORY_ORDERS))],
  loading: [
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
  empty: [http.get(LIST, () => HttpResponse.json([]))],
  error: [http.get(LIST, problem)],
};
