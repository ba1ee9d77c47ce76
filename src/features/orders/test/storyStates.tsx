import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { NEW_ORDERS_NAME } from '@/entities/order/useNewOrders';
import { seenStore } from '@/lib/announce/seenStore';
import { withHandlers } from '@/test/storyGlobals';
import { issueToken } from '@mocks/handlers/authToken';
import { detailedOrder, makeOrder } from './orderFixtures';

export { withHandlers };

/* Story helpers: the orders call answered empty, failing or never, and a signed-in owner. */
const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

export const orderList = {
  loading: [http.get('*/api/CustomerOrder', never)],
  empty: [http.get('*/api/CustomerOrder', () => HttpResponse.json([]))],
  error: [http.get('*/api/CustomerOrder', failure)],
  /** One order with every detail (special message, delivery info, a name with quotes and markup shown as text). */
  detailed: [
    http.get('*/api/CustomerOrder', () =>
      HttpResponse.json([
        detailedOrder({
          customerName: 'Ibu "Ratna" <b>Sari</b>',
          specialMessage: 'Selamat ulang tahun, sayang! Semoga semua impianmu tercapai.',
          deliveryInfos: [
            {
              ...detailedOrder().deliveryInfos![0],
              deliveryAddress: 'Jl. Melati No. 5, RT 03/RW 05, Coblong, Bandung 40132',
            },
          ],
        }),
      ]),
    ),
  ],
  /** Orders with the delivery terms (a zone's fee, free delivery, a pickup) beside one without. */
  deliveryTerms: [http.get('*/api/CustomerOrder', () => HttpResponse.json(deliveryTermsOrders()))],
};

/** A delivery with its zone's fee and a landmark, a free delivery, a pickup and an order placed without the terms. */
export function deliveryTermsOrders() {
  return [
    detailedOrder({
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
      kecamatan: 'Kebayoran Baru',
      patokan: 'Pagar hitam, sebelah warung kopi',
    }),
    makeOrder(1499, {
      customerName: 'Rina Kusuma',
      unitPrice: 1_600_000,
      fulfilment: 'delivery',
      deliveryZoneId: 'bogor',
      deliveryFee: 0,
      orderDate: '2026-11-20T02:00:00.000Z',
    }),
    makeOrder(1498, {
      customerName: 'Budi Santoso',
      fulfilment: 'pickup',
      deliveryFee: 0,
      orderDate: '2026-11-20T01:00:00.000Z',
      statuses: ['Processing'],
      payments: ['Paid'],
    }),
    makeOrder(1497, { customerName: 'Tono Wijaya', orderDate: '2026-11-19T01:00:00.000Z' }),
  ];
}

/** Signs the story in as the owner (the orders calls need the bearer token) before the page asks for data. */
export const signedIn: Decorator = (Story) => {
  localStorage.setItem('token', issueToken('owner'));
  return <Story />;
};

/** Staff last looked when the newest order was #`baseline`: the orders above it show as new ('Baru'). */
export const seenOrdersUpTo =
  (baseline: number): Decorator =>
  (Story) => {
    seenStore(NEW_ORDERS_NAME).set({ baseline, opened: [] });
    return <Story />;
  };

/** Storybook's viewports: the table from 992 px, cards below. */
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;
export const PHONE = { viewport: { value: 'mobile2', isRotated: false } } as const;
