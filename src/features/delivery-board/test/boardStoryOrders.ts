import { http, HttpResponse } from 'msw';
import type { ArrangementPhoto, ArrangementPhotoState, CustomerOrder } from '@/api/generated/shopApi';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import {
  boardOrder,
  cardOrder,
  condolenceBoard,
  HOSTILE_WORDS,
  longBoard,
  weddingBoard,
} from '@/entities/order/test/wordsFixtures';
import { addDays, shopDayStart, shopToday } from '@/lib/dates/shopClock';

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

/** A photo of the finished arrangement, taken an hour before now, in `state`. */
function photoIn(state: ArrangementPhotoState, note: string | null = null): ArrangementPhoto {
  const takenAt = new Date(Date.now() - 60 * 60_000);
  return {
    photoID: 1,
    imageUrl: '/mock-assets/products/buket-lily-putih-simpati.jpg',
    takenAt: takenAt.toISOString(),
    state,
    note,
    answeredAt: state === 'pending' ? null : new Date(takenAt.getTime() + 20 * 60_000).toISOString(),
    answerDueAt: new Date(takenAt.getTime() + 30 * 60_000).toISOString(),
  };
}

/**
 * The same week from a backend with the proposed doorstep: today's deliveries on kurir's run (in its order), one
 * on none, photos in each answer (a change request with a long note), and the pickup on no run.
 */
export function dispatchStoryOrders(): CustomerOrder[] {
  const placed: Record<number, Partial<CustomerOrder>> = {
    301: { driver: 'kurir', runPosition: 2, arrangementPhotos: [photoIn('approved')] },
    302: {
      driver: 'kurir',
      runPosition: 1,
      arrangementPhotos: [
        photoIn(
          'change_requested',
          'Tolong ganti pitanya jadi merah marun dan tambahkan kartu ucapan yang lebih besar.',
        ),
      ],
    },
    303: { driver: 'kurir', runPosition: 3, arrangementPhotos: [photoIn('auto_approved')] },
    304: { driver: null, arrangementPhotos: [photoIn('pending')] },
    305: { driver: null, arrangementPhotos: [] },
    309: { driver: 'kurir', runPosition: 4, arrangementPhotos: [] },
    310: { driver: null, arrangementPhotos: [] },
  };
  return boardStoryOrders().map((order) => ({
    driver: null,
    arrangementPhotos: [],
    ...order,
    ...placed[order.orderID],
  }));
}

/** The Driver accounts' runs of a day: kurir's and an empty one. */
const runsHandler = http.get('*/api/delivery/runs', ({ request }) => {
  const date = new URL(request.url).searchParams.get('date') ?? '';
  return HttpResponse.json(['andi.kurir', 'kurir'].map((driver) => ({ driver, date, stops: [] })));
});

export const boardOrderList = {
  /** Today's morning with the proposed words: condolence boards first, a wedding board, a card, a legacy order. */
  words: [http.get('*/api/CustomerOrder', () => HttpResponse.json(boardWordsStoryOrders()))],
  populated: [http.get('*/api/CustomerOrder', () => HttpResponse.json(boardStoryOrders()))],
  /** Nothing overdue or unpaid: no alerts. */
  calm: [
    http.get('*/api/CustomerOrder', () => HttpResponse.json(boardStoryOrders().filter((order) => order.orderID < 307))),
  ],
  /** A backend with the proposed doorstep: drivers, runs and arrangement photos. */
  dispatch: [http.get('*/api/CustomerOrder', () => HttpResponse.json(dispatchStoryOrders())), runsHandler],
};

/** An instant `hours` after the start of the shop's today. */
const todayAt = (hours: number) => new Date(shopDayStart(shopToday()).getTime() + hours * 60 * 60_000).toISOString();

/**
 * Today's morning lane with the proposed words (the stories' clock stands at 10:00): condolence boards whose funerals
 * start at 13:00, at 09:00 (begun) and tomorrow at 09:00, the longest board with markup in its words, a wedding
 * board, a bouquet's card apart from its instructions, and an order placed without the words.
 */
export function boardWordsStoryOrders(): CustomerOrder[] {
  const morning = { deliveryDate: dayFrom(0), deliveryTime: 'Pagi (08:00 - 12:00)' };
  return [
    makeOrder(321, { ...morning, customerName: 'Ibu Sari', specialMessage: 'Selamat ulang tahun, sayang!' }),
    boardOrder(322, weddingBoard({ eventAt: todayAt(11) }), { ...morning, customerName: 'Keluarga Wijaya' }),
    boardOrder(323, condolenceBoard({ eventAt: todayAt(13) }), { ...morning, customerName: 'PT Sinar Jaya' }),
    cardOrder(324, { ...morning, customerName: 'Ayu' }),
    boardOrder(325, condolenceBoard({ eventAt: todayAt(33) }), { ...morning, customerName: 'Keluarga Hasan' }),
    boardOrder(
      326,
      longBoard({
        eventAt: todayAt(9),
        lines: { ...longBoard().lines, sender: `Segenap Direksi ${HOSTILE_WORDS} PT Nusantara Sejahtera Abadi Tbk.` },
      }),
      { ...morning, customerName: 'PT Nusantara', cardMessage: HOSTILE_WORDS },
    ),
  ];
}
