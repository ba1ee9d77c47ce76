import { delay, http, HttpResponse } from 'msw';
import type { ArrangementPhoto, PublicOrder } from '@/api/generated/shopApi';
import { condolenceBoard, HOSTILE_WORDS, longBoard } from '@/entities/order/test/wordsFixtures';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/** Per-story answers of getPublicOrder: an order in each state the page shows, loading, not found, failing. */

export const STORY_ORDER_ID = 1042;
export const STORY_PATH = `/public/pesanan/${STORY_ORDER_ID}?t=cerita-token-1234567890`;
export const storyRoute = { route: { path: '/public/pesanan/:orderID', initialEntry: STORY_PATH } };

const HOUR = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** Placed 21 hours ago: the deposit is due in 27 hours ('1 hari 3 jam'). */
export function storyOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  const orderDate = at(-21);
  return {
    orderID: STORY_ORDER_ID,
    productName: 'Buket Mawar Merah Klasik',
    imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
    quantity: 1,
    unitPrice: 450000,
    totalPrice: 450000,
    deliveryFee: 25000,
    grandTotal: 475000,
    orderDate,
    deliveryDate: shopTomorrow(),
    deliveryTime: 'Siang (12:00 - 17:00)',
    fulfilment: 'delivery',
    recipientFirstName: 'Ayu',
    status: 'Pending',
    paymentStatus: 'Pending',
    history: [{ kind: 'status', value: 'Pending', at: orderDate }],
    depositAmount: 237500,
    depositDueAt: at(27),
    amountPaid: 0,
    proofs: [],
    ...overrides,
  };
}

/** Paid (its receipt approved) and being arranged. */
function paidAndArranging(): Partial<PublicOrder> {
  return {
    status: 'Processing',
    paymentStatus: 'Paid',
    amountPaid: 237500,
    history: [
      { kind: 'status', value: 'Pending', at: at(-21) },
      { kind: 'payment', value: 'Paid', at: at(-5) },
      { kind: 'status', value: 'Processing', at: at(-4) },
    ],
    proofs: [{ proofID: 7, uploadedAt: at(-6), state: 'approved', reason: null, reviewedAt: at(-5) }],
  };
}

/** Paid and being arranged, with one arrangement photo taken 8 minutes ago (a 30-minute window). */
function arranged(photo: Pick<ArrangementPhoto, 'state' | 'note' | 'answeredAt'>): Partial<PublicOrder> {
  return {
    ...paidAndArranging(),
    arrangementPhotos: [
      {
        photoID: 3,
        imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
        takenAt: at(-8 / 60),
        answerDueAt: at(22 / 60),
        ...photo,
      },
    ],
    deliveryProofs: [],
  };
}

/**
 * A condolence board (proposed words): the product, its text as composed (the funeral the day after tomorrow, 09:00
 * in the shop), the text surcharge in the grand total.
 */
function boardPlaced(board = condolenceBoard()): Partial<PublicOrder> {
  return {
    productName: 'Papan Turut Berduka Cita',
    imageUrl: '/mock-assets/products/papan-turut-berduka-cita.jpg',
    unitPrice: 750000,
    totalPrice: 750000,
    deliveryFee: 25000,
    textSurcharge: 30000,
    grandTotal: 805000,
    depositAmount: 402500,
    cardMessage: null,
    board: { eventAt: at(47), ...board },
  };
}

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });
/**
 * The shop's backend as it is today, without payments by gateway (getPaymentOptions answers 404): the page's states
 * below are those of the manual transfer; with the gateway, OrderPage.gateway.stories.tsx.
 */
export const withoutGateway = http.get('*/api/public/payments/options', () => problem(404, 'Not Found'));
const answer = (order: () => PublicOrder) => [
  withoutGateway,
  http.get('*/api/public/orders/:orderID', () => HttpResponse.json(order())),
];

export const publicOrderStates = {
  depositDue: answer(() => storyOrder()),
  receiptWaiting: answer(() =>
    storyOrder({ proofs: [{ proofID: 7, uploadedAt: at(-1), state: 'pending', reason: null, reviewedAt: null }] }),
  ),
  receiptRefused: answer(() =>
    storyOrder({
      proofs: [
        {
          proofID: 7,
          uploadedAt: at(-3),
          state: 'rejected',
          reason: 'Nominal transfer tidak sesuai.',
          reviewedAt: at(-2),
        },
      ],
    }),
  ),
  paid: answer(() => storyOrder(paidAndArranging())),
  delivered: answer(() =>
    storyOrder({
      status: 'Delivered',
      paymentStatus: 'Paid',
      amountPaid: 475000,
      deliveryFee: 0,
      grandTotal: 450000,
      history: [
        { kind: 'status', value: 'Pending', at: at(-50) },
        { kind: 'payment', value: 'Paid', at: at(-40) },
        { kind: 'status', value: 'Processing', at: at(-20) },
        { kind: 'status', value: 'Delivered', at: at(-2) },
      ],
    }),
  ),
  /** Paid, arranged, its photo waiting for the customer's answer (22 minutes left). */
  photoWaiting: answer(() => storyOrder(arranged({ state: 'pending', answeredAt: null, note: null }))),
  /** The customer asked for a change, with a long note. */
  changeRequested: answer(() =>
    storyOrder(
      arranged({
        state: 'change_requested',
        note: 'Tolong tambah pita merah di pegangan buket dan ganti kartu ucapannya menjadi "Selamat ulang tahun, Ibu tersayang — semoga selalu sehat dan bahagia".',
        answeredAt: at(-0.05),
      }),
    ),
  ),
  /** Delivered: the proof (received by the building's guard) above the approved photo. */
  deliveredWithProof: answer(() =>
    storyOrder({
      ...arranged({ state: 'approved', answeredAt: at(-3), note: null }),
      status: 'Delivered',
      history: [
        { kind: 'status', value: 'Pending', at: at(-21) },
        { kind: 'payment', value: 'Paid', at: at(-5) },
        { kind: 'status', value: 'Processing', at: at(-4) },
        { kind: 'status', value: 'Delivered', at: at(-1) },
      ],
      deliveryProofs: [
        {
          outcome: 'delivered',
          photoUrl: '/mock-assets/products/buket-mawar-pink-pastel.jpg',
          receivedBy: 'Pak Budi (satpam gedung)',
          filedAt: at(-1),
        },
      ],
    }),
  ),
  /** A bouquet with the card's words apart (proposed): the card on the page, no surcharge. */
  cardMessage: answer(() =>
    storyOrder({
      cardMessage: 'Selamat ulang tahun, Ibu tersayang!\nSemoga selalu sehat dan bahagia. Peluk dari Ayu dan Dimas.',
      textSurcharge: 0,
    }),
  ),
  /** A condolence board just placed: its text in the summary, the surcharge as its own line. */
  boardPlaced: answer(() => storyOrder(boardPlaced())),
  /** The board's photo waiting for an answer: the composed text beside it, to check the words against. */
  boardPhotoWaiting: answer(() =>
    storyOrder({
      ...arranged({ state: 'pending', answeredAt: null, note: null }),
      ...boardPlaced(),
      amountPaid: 402500,
    }),
  ),
  /** The longest board, its words hostile markup: shown as text, beside the photo asked to change. */
  boardLongHostile: answer(() =>
    storyOrder({
      ...arranged({
        state: 'change_requested',
        note: `Nama almarhumah salah: ${HOSTILE_WORDS}`,
        answeredAt: at(-0.05),
      }),
      ...boardPlaced(
        longBoard({
          lines: {
            ...longBoard().lines,
            sender: `Segenap Direksi ${HOSTILE_WORDS} dan Seluruh Karyawan PT Nusantara Sejahtera Abadi Tbk.`,
          },
        }),
      ),
      amountPaid: 402500,
      cardMessage: HOSTILE_WORDS,
    }),
  ),
  cancelled: answer(() =>
    storyOrder({
      status: 'Cancelled',
      depositDueAt: at(-3),
      history: [
        { kind: 'status', value: 'Pending', at: at(-51) },
        { kind: 'status', value: 'Cancelled', at: at(-2) },
      ],
    }),
  ),
  loading: [
    http.get('*/api/public/orders/:orderID', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
  notFound: [http.get('*/api/public/orders/:orderID', () => problem(404, 'Not Found'))],
  error: [http.get('*/api/public/orders/:orderID', () => problem(500, 'Internal Server Error'))],
};
