import { delay, http, HttpResponse } from 'msw';
import type { DeliveryRun, DeliveryStop } from '@/api/generated/shopApi';
import { condolenceBoard, HOSTILE_WORDS, longBoard } from '@/entities/order/test/wordsFixtures';
import { shopToday } from '@/lib/dates/shopClock';
import { withHandlers } from '@/test/storyGlobals';
import { clearOutbox, queueProof, saveRun, type QueuedProof } from '../model/proofOutbox';

export { withHandlers };

/**
 * Per-story answers of listDeliveryRuns for the driver `kurir`, and the proofs kept on the phone (the IndexedDB
 * outbox) before a story renders.
 */

export const STORY_DRIVER = 'kurir';

const RUNS = '*/api/delivery/runs';
const PROOFS = '*/api/CustomerOrder/:id/delivery-proofs';

/** Stop 1: a long name, a long address with its kelurahan, kecamatan, kota, kode pos and patokan, a card, money due. */
export const LONG_STOP: DeliveryStop = {
  orderID: 2101,
  position: 1,
  deliveryTime: 'Pagi (08:00 - 12:00)',
  recipientName: 'Raden Ajeng Kusumawardhani Puspitasari Ningrum',
  recipientPhone: '0812 3456 7890',
  address: {
    address: 'Jl. Raya Pasar Minggu No. 17B, Kompleks Griya Asri Blok C-12, RT 005/RW 003',
    kelurahan: 'Pejaten Timur',
    kecamatan: 'Pasar Minggu',
    kotaKabupaten: 'Kota Jakarta Selatan',
    provinsi: 'DKI Jakarta',
    kodePos: '12510',
    patokan: 'Pagar hijau di sebelah masjid, seberang warung bakso Pak Kumis',
  },
  productName: 'Buket Mawar Merah Klasik',
  imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
  quantity: 2,
  cardMessage: 'Selamat ulang tahun, Ibu tersayang — semoga selalu sehat dan bahagia. Peluk dari Ayu dan Dimas.',
  fulfilment: 'delivery',
  status: 'Processing',
  amountDue: 237500,
  outcome: null,
};

/** Stop 2: nothing to collect, no card, no landmark. */
export const PLAIN_STOP: DeliveryStop = {
  orderID: 2102,
  position: 2,
  deliveryTime: 'Siang (12:00 - 17:00)',
  recipientName: 'Budi Santoso',
  recipientPhone: '081398765432',
  address: {
    address: 'Jl. Kemang Raya No. 8',
    kelurahan: 'Bangka',
    kecamatan: 'Mampang Prapatan',
    kotaKabupaten: 'Kota Jakarta Selatan',
    provinsi: 'DKI Jakarta',
    kodePos: '12730',
    patokan: null,
  },
  productName: 'Buket Lily Putih',
  imageUrl: '/mock-assets/products/buket-mawar-pink-pastel.jpg',
  quantity: 1,
  cardMessage: null,
  fulfilment: 'delivery',
  status: 'Processing',
  amountDue: 0,
  outcome: null,
};

/** Stop 3: already delivered. */
export const DONE_STOP: DeliveryStop = {
  orderID: 2103,
  position: 3,
  deliveryTime: 'Pagi (08:00 - 12:00)',
  recipientName: 'Siti Rahmawati',
  recipientPhone: '085711122233',
  address: {
    address: 'Jl. Tebet Barat Dalam II No. 4',
    kelurahan: 'Tebet Barat',
    kecamatan: 'Tebet',
    kotaKabupaten: 'Kota Jakarta Selatan',
    provinsi: 'DKI Jakarta',
    kodePos: '12810',
    patokan: 'Rumah cat kuning',
  },
  productName: 'Bunga Meja Anggrek Ungu',
  imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
  quantity: 1,
  cardMessage: null,
  fulfilment: 'delivery',
  status: 'Delivered',
  amountDue: 0,
  outcome: 'delivered',
};

export const STORY_STOPS = [LONG_STOP, PLAIN_STOP, DONE_STOP];

/** A condolence board (proposed words): its text as composed, to the funeral home; nothing to collect, no card. */
export const BOARD_STOP: DeliveryStop = {
  ...PLAIN_STOP,
  orderID: 2104,
  position: 1,
  recipientName: 'Keluarga Bpk. H. Ahmad Sulaiman',
  productName: 'Papan Turut Berduka Cita',
  imageUrl: '/mock-assets/products/papan-turut-berduka-cita.jpg',
  // 13:00 in the shop on the stories' and tests' day (STORY_NOW, 23 November 2026)
  board: condolenceBoard({ eventAt: '2026-11-23T06:00:00.000Z' }),
};

/** The longest board a customer may compose, and hostile words on a card: shown as text. */
export const LONG_BOARD_STOP: DeliveryStop = {
  ...PLAIN_STOP,
  orderID: 2105,
  position: 3,
  recipientName: 'Keluarga Simanjuntak',
  productName: 'Papan Turut Berduka Cita',
  imageUrl: '/mock-assets/products/papan-turut-berduka-cita.jpg',
  board: longBoard(),
  cardMessage: HOSTILE_WORDS,
};

export const WORDS_STOPS = [BOARD_STOP, { ...LONG_STOP, position: 2 }, LONG_BOARD_STOP];

/** kurir's run of the day asked for (the page asks for the shop's today). */
const runOf = (stops: DeliveryStop[]) => [
  http.get(RUNS, ({ request }) => {
    const date = new URL(request.url).searchParams.get('date') ?? shopToday();
    return HttpResponse.json<DeliveryRun[]>([{ driver: STORY_DRIVER, date, stops }]);
  }),
];

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

export const runStates = {
  populated: runOf(STORY_STOPS),
  /** Stops with the proposed words: a condolence board, a bouquet's card, a long board with hostile card words. */
  withWords: runOf(WORDS_STOPS),
  empty: runOf([]),
  loading: [
    http.get(RUNS, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  ],
  error: [http.get(RUNS, () => problem(500, 'Internal Server Error'))],
  /** Today's backend, without drivers' runs. */
  notOffered: [http.get(RUNS, () => problem(404, 'Not Found'))],
  /** The run read earlier on this phone, and the shop's server failing the read now (500). */
  keptAfterFailure: [http.get(RUNS, () => problem(500, 'Internal Server Error'))],
  /** The run, and no answer to a proof (no signal: tried again later, the proofs stay). */
  proofsWaiting: [...runOf(STORY_STOPS), http.post(PROOFS, () => HttpResponse.error())],
  /** The run, and the shop's server failing the proofs (503: tried again later, or by hand; the proofs stay). */
  proofsWaitingOnServer: [...runOf(STORY_STOPS), http.post(PROOFS, () => problem(503, 'Service Unavailable'))],
  /** The run, and the backend refusing the proof again if it is sent again. */
  proofRefused: [...runOf(STORY_STOPS), http.post(PROOFS, () => problem(403, 'Forbidden'))],
};

const FILED_AT = '2026-11-23T02:40:00.000Z';

function storyProof(key: string, orderId: number, overrides: Partial<QueuedProof> = {}): QueuedProof {
  return {
    key,
    driver: STORY_DRIVER,
    orderId,
    outcome: 'delivered',
    receivedBy: 'Pak Joko (satpam)',
    note: '',
    photo: null,
    signature: null,
    filedAt: FILED_AT,
    refused: null,
    ...overrides,
  };
}

/** Every story starts from an empty phone (no proof or run kept by another story) and leaves it empty. */
export async function emptyPhone() {
  await clearOutbox();
  return clearOutbox;
}

/** Two proofs filed at the door, waiting on the phone (stops 1 and 2). */
export async function twoProofsWaiting() {
  await clearOutbox();
  await queueProof(storyProof('story-proof-1', LONG_STOP.orderID));
  await queueProof(storyProof('story-proof-2', PLAIN_STOP.orderID, { filedAt: '2026-11-23T02:55:00.000Z' }));
  return clearOutbox;
}

/** One proof the backend refused with 403 (stop 1). */
export async function oneProofRefused() {
  await clearOutbox();
  await queueProof(storyProof('story-proof-1', LONG_STOP.orderID, { refused: '403' }));
  return clearOutbox;
}

/** One proof kept for the stop the run shows delivered already (stop 3): replaced, only to drop. */
export async function oneProofReplaced() {
  await clearOutbox();
  await queueProof(storyProof('story-proof-3', DONE_STOP.orderID, { refused: '400' }));
  return clearOutbox;
}

/** When the run kept on the phone was read: 09:30 in the shop on the stories' day. */
export const KEPT_READ_AT = '2026-11-23T02:30:00.000Z';

/** The run as read earlier on this phone (the three stops), kept for a failed read. */
export async function runKeptOnPhone() {
  await clearOutbox();
  await saveRun(STORY_DRIVER, {
    run: { driver: STORY_DRIVER, date: shopToday(), stops: STORY_STOPS },
    readAt: KEPT_READ_AT,
  });
  return clearOutbox;
}
