import { addDays, shopDayOf, shopWallTime } from '../../src/lib/dates/shopClock';
import { quoteDelivery } from '../../src/lib/delivery/deliveryRules';
import { boardCharacters, textSurcharge } from '../../src/lib/words/boardRules';
import { shopDayOfText } from '../db/dates';
import type { BoardOrderRow, CustomerOrderRow, DatabaseState, FlowerProductRow } from '../db/types';
import { productImageUrl } from './catalogue';

/**
 * The proposed words on a few seeded orders (tag MessageTemplates,
 * docs/mock-backend.md#message-templates-and-bunga-papan): orders of the coming days were placed with them. The newest
 * delivery of the coming days becomes a condolence board (Papan Turut Berduka Cita, an islam family, the funeral the
 * day after), the next newest a wedding board (Papan Happy Wedding, printed, with a heart), and a bouquet on the
 * Driver's run of today has its card apart from the instructions. Every other order was placed before: no
 * `cardMessage`, no `board`, its `specialMessage` the card.
 *
 * The orders are picked by what they are, not by id (which order is which follows the seed's hour), and nothing is
 * drawn from faker, so the rest of the seed is as it was. A board order is one board (quantity 1) at the product's
 * price, its payment entry and delivery fee following.
 */

export const CONDOLENCE_BOARD_SLUG = 'papan-turut-berduka-cita';
export const WEDDING_BOARD_SLUG = 'papan-happy-wedding';

type SeedBoard = Omit<BoardOrderRow, 'characters' | 'eventAt'>;

export const SEED_CONDOLENCE: { board: SeedBoard; instructions: string } = {
  board: {
    occasion: 'duka',
    religion: 'islam',
    lines: {
      headline: 'Turut Berduka Cita',
      recipient: 'Atas wafatnya Bpk. H. Ahmad Sulaiman',
      sender: 'Keluarga Besar PT Sinar Jaya',
      extra: "Innalillahi wa inna ilaihi raji'un",
    },
    style: 'gabus',
    symbol: 'none',
    venue: 'Rumah duka, Jl. Kenanga No. 12, Tebet, Jakarta Selatan',
  },
  instructions: 'Papan dipasang di depan rumah duka; hubungi Bpk. Hendra (keluarga) di lokasi.',
};

export const SEED_WEDDING: { board: SeedBoard; instructions: string } = {
  board: {
    occasion: 'pernikahan',
    lines: {
      headline: 'Happy Wedding',
      recipient: 'Rizky & Anisa',
      sender: 'Keluarga Besar Wijaya',
      extra: 'Selamat Menempuh Hidup Baru',
    },
    style: 'printing',
    symbol: 'hati',
    venue: 'Gedung Balai Kartini, Ruang Kencana, Jakarta Selatan',
  },
  instructions: 'Dipasang di sisi kiri pintu masuk gedung; konfirmasi ke panitia sebelum tiba.',
};

export const SEED_CARD = {
  cardMessage: 'Selamat ulang tahun, Mama! Semoga sehat selalu dan panjang umur. Peluk dari kami sekeluarga.',
  instructions: 'Mohon telepon penerima sebelum tiba; titip ke satpam bila tidak ada orang di rumah.',
} as const;

const newestFirst = (a: CustomerOrderRow, b: CustomerOrderRow) =>
  Date.parse(b.orderDate) - Date.parse(a.orderDate) || b.orderID - a.orderID;

/** The board's text as stored: the lines, the characters counted, the event the day after delivery. */
function boardOf(words: SeedBoard, order: CustomerOrderRow, eventHour: number): BoardOrderRow {
  const eventDay = addDays(shopDayOfText(order.deliveryDate), 1);
  return {
    ...structuredClone(words),
    eventAt: shopWallTime(eventDay, eventHour, 0).toISOString(),
    characters: boardCharacters(words.lines),
  };
}

/** Makes `order` one board of `product`, with its words; the payment entry and the delivery fee follow the price. */
function makeBoardOrder(
  state: DatabaseState,
  order: CustomerOrderRow,
  product: FlowerProductRow,
  board: BoardOrderRow,
  instructions: string,
): void {
  Object.assign(order, {
    productID: product.productID,
    product: {
      productID: product.productID,
      productName: product.productName,
      description: product.description,
      imageUrl: product.imageUrl,
    },
    quantity: 1,
    unitPrice: product.price,
    totalPrice: product.price,
    specialMessage: instructions,
    cardMessage: null,
    board,
    textSurcharge: product.board ? textSurcharge(product.board, board.lines) : 0,
  });
  for (const payment of state.payments) if (payment.orderID === order.orderID) payment.paymentAmount = product.price;
  const settings = state.deliverySettings;
  const zone = settings?.zones.find((candidate) => candidate.id === order.deliveryZoneId);
  if (settings && zone && order.fulfilment === 'delivery') {
    const { fee } = quoteDelivery(settings, 'delivery', zone, order.totalPrice);
    if (fee !== null) order.deliveryFee = fee;
  }
}

/** Puts the proposed words on the seeded orders described above; `now` is the seed's. */
export function seedOrderWords(state: DatabaseState, now: Date): void {
  const today = shopDayOf(now);
  const cancelled = new Set(
    state.orderStatuses.filter((status) => status.status === 'Cancelled').map((status) => status.orderID),
  );
  const productOf = (slug: string) =>
    state.flowerProducts.find((product) => product.imageUrl === productImageUrl(slug));
  const isBoard = (order: CustomerOrderRow) =>
    state.flowerProducts.find((product) => product.productID === order.productID)?.kind === 'board';
  const upcoming = state.customerOrders
    .filter(
      (order) =>
        shopDayOfText(order.deliveryDate) > today &&
        !cancelled.has(order.orderID) &&
        order.fulfilment !== 'pickup' &&
        !order.driver,
    )
    .sort(newestFirst);

  const [condolenceOrder, weddingOrder, ...laterOnes] = upcoming;
  const condolence = productOf(CONDOLENCE_BOARD_SLUG);
  if (condolenceOrder && condolence)
    makeBoardOrder(
      state,
      condolenceOrder,
      condolence,
      boardOf(SEED_CONDOLENCE.board, condolenceOrder, 10),
      SEED_CONDOLENCE.instructions,
    );
  const wedding = productOf(WEDDING_BOARD_SLUG);
  if (weddingOrder && wedding)
    makeBoardOrder(
      state,
      weddingOrder,
      wedding,
      boardOf(SEED_WEDDING.board, weddingOrder, 11),
      SEED_WEDDING.instructions,
    );

  const run = state.customerOrders
    .filter((order) => order.driver && order.runPosition)
    .sort((a, b) => (a.runPosition ?? 0) - (b.runPosition ?? 0));
  const bouquet = [...run, ...laterOnes].find((order) => !isBoard(order));
  if (bouquet)
    Object.assign(bouquet, {
      cardMessage: SEED_CARD.cardMessage,
      specialMessage: SEED_CARD.instructions,
      board: null,
      textSurcharge: 0,
    });
}
