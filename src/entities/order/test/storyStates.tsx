import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { ArrangementPhoto, ArrangementPhotoState } from '@/api/generated/shopApi';
import { seenStore } from '@/lib/announce/seenStore';
import { withHandlers } from '@/test/storyGlobals';
import { issueToken } from '@mocks/handlers/authToken';
import { NEW_ORDERS_NAME } from '../useNewOrders';
import { detailedOrder, makeOrder } from './orderFixtures';
import { boardOrder, cardOrder, condolenceBoard, HOSTILE_WORDS, longBoard, STANDARD_BOARD_SPEC } from './wordsFixtures';

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
  /** Order #1500 with its arrangement photo waiting for the customer's answer (proposed, tag Doorstep). */
  arrangementWaiting: [
    http.get('*/api/CustomerOrder', () => HttpResponse.json([doorstepOrder([arrangementPhoto('pending')])])),
  ],
  /** Order #1500 whose customer asked for a change to the arrangement, with the first photo behind it. */
  arrangementChange: [
    http.get('*/api/CustomerOrder', () =>
      HttpResponse.json([doorstepOrder([arrangementPhoto('change_requested', 2), arrangementPhoto('approved', 1)])]),
    ),
  ],
  /** Order #1500 delivered: its approved photo and the proof filed at the door. */
  deliveredWithProof: [
    http.get('*/api/CustomerOrder', () =>
      HttpResponse.json([
        doorstepOrder([arrangementPhoto('approved')], {
          statuses: ['Delivered'],
          deliveryProofs: [
            {
              proofID: 7,
              orderID: 1500,
              outcome: 'delivered',
              receivedBy: 'Pak Budi (satpam)',
              note: 'Dititipkan di pos satpam.',
              photoUrl: '/mock-assets/products/buket-gerbera-ceria.jpg',
              signatureUrl: null,
              filedAt: '2026-11-22T06:40:00.000Z',
              filedBy: 'kurir',
            },
          ],
        }),
      ]),
    ),
  ],
  /** Order #1500 a condolence board whose photo the customer asked to change: its text open for staff's correction. */
  boardChange: [
    http.get('*/api/CustomerOrder', () =>
      HttpResponse.json([
        boardOrder(1500, condolenceBoard(), {
          arrangementPhotos: [arrangementPhoto('change_requested')],
          deliveryProofs: [],
        }),
      ]),
    ),
    http.get('*/api/FlowerProduct/41', () =>
      HttpResponse.json({
        productID: 41,
        categoryID: 4,
        productName: 'Papan Turut Berduka Cita 2 × 1,25 m',
        description: 'Bunga papan duka cita, huruf gabus.',
        price: 750_000,
        imageUrl: '/mock-assets/products/papan-turut-berduka-cita.jpg',
        kind: 'board',
        board: STANDARD_BOARD_SPEC,
      }),
    ),
  ],
  /** Orders with the proposed words: a condolence board, a bouquet's card, the longest hostile board, an old one. */
  words: [http.get('*/api/CustomerOrder', () => HttpResponse.json(wordsOrders()))],
};

/**
 * #1500 a condolence board with its delivery fee and text surcharge, #1499 a bouquet with its card apart from the
 * instructions, #1498 the longest board with markup in its words, #1497 placed without the words.
 */
export function wordsOrders() {
  return [
    boardOrder(1500, condolenceBoard({ eventAt: '2026-11-22T02:00:00.000Z' }), {
      customerName: 'PT Sinar Jaya',
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
    }),
    cardOrder(1499, { customerName: 'Ayu Lestari', orderDate: '2026-11-20T02:00:00.000Z' }),
    boardOrder(
      1498,
      longBoard({
        eventAt: '2026-11-21T23:30:00.000Z',
        lines: { ...longBoard().lines, sender: `Segenap Direksi ${HOSTILE_WORDS} PT Nusantara Sejahtera Abadi Tbk.` },
      }),
      {
        customerName: 'PT Nusantara',
        orderDate: '2026-11-20T01:00:00.000Z',
        cardMessage: HOSTILE_WORDS,
        specialMessage: `<b>${HOSTILE_WORDS}</b>`,
        textSurcharge: 165_000,
      },
    ),
    makeOrder(1497, {
      customerName: 'Tono Wijaya',
      orderDate: '2026-11-19T01:00:00.000Z',
      specialMessage: 'Semangat!',
    }),
  ];
}

/** An arrangement photo of order #1500 in `state` (a photo of the seed's products; fixed times). */
function arrangementPhoto(state: ArrangementPhotoState, photoID = 1): ArrangementPhoto {
  const takenAt = photoID === 1 ? '2026-11-22T02:00:00.000Z' : '2026-11-22T03:00:00.000Z';
  const answered = state === 'pending' ? null : photoID === 1 ? '2026-11-22T02:20:00.000Z' : '2026-11-22T03:10:00.000Z';
  return {
    photoID,
    imageUrl: '/mock-assets/products/buket-lily-putih-simpati.jpg',
    takenAt,
    state,
    note: state === 'change_requested' ? 'Tolong tambah pita merah.' : null,
    answeredAt: answered,
    answerDueAt: new Date(Date.parse(takenAt) + 30 * 60_000).toISOString(),
  };
}

/** Order #1500 as a backend with the doorstep fields sends it. */
function doorstepOrder(photos: ArrangementPhoto[], overrides: Parameters<typeof detailedOrder>[0] = {}) {
  return detailedOrder({ arrangementPhotos: photos, deliveryProofs: [], ...overrides });
}

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
