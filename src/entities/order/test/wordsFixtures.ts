import type { BoardOrder, BoardSpec, CustomerOrder } from '@/api/generated/shopApi';
import { boardCharacters } from '@/lib/words/boardRules';
import { makeOrder, type OrderOverrides } from './makeOrder';

/**
 * Orders placed with the proposed words (tests and stories): bunga papan with their composed text, a bouquet with its
 * card apart from the instructions, long and hostile texts. Symbols are the seeded shop's (`salib`, `hati`, `none`).
 */

/** Markup a customer might type: it must show as these characters, never as an element. */
export const HOSTILE_WORDS = '<img src=x onerror=alert(1)>';

/** The shop's standard board, 2 × 1,25 m (the seeded boards' size): 60 characters included, Rp 2.500 each one more. */
export const STANDARD_BOARD_SPEC: BoardSpec = {
  size: '2 × 1,25 m',
  widthCm: 200,
  heightCm: 125,
  lines: [
    { key: 'headline', label: 'Ucapan utama', maxChars: 24, required: true },
    { key: 'recipient', label: 'Kepada', maxChars: 40, required: true },
    { key: 'sender', label: 'Dari', maxChars: 40, required: true },
    { key: 'extra', label: 'Baris tambahan', maxChars: 50, required: false },
  ],
  styles: ['gabus', 'printing'],
  freeChars: 60,
  pricePerExtraChar: 2_500,
};

/** A condolence board's text for an islam family, with the venue; two spaces inside the recipient's line. */
export function condolenceBoard(overrides: Partial<BoardOrder> = {}): BoardOrder {
  const lines = overrides.lines ?? {
    headline: 'Turut Berduka Cita',
    recipient: 'Atas wafatnya  Bpk. H. Ahmad Sulaiman',
    sender: 'Keluarga Besar PT Sinar Jaya',
    extra: "Innalillahi wa inna ilaihi raji'un",
  };
  return {
    occasion: 'duka',
    religion: 'islam',
    style: 'gabus',
    symbol: 'none',
    venue: 'Rumah duka, Jl. Kenanga No. 12, Tebet, Jakarta Selatan',
    ...overrides,
    lines,
    characters: boardCharacters(lines),
  };
}

/** A wedding board, printed, with the heart. */
export function weddingBoard(overrides: Partial<BoardOrder> = {}): BoardOrder {
  const lines = overrides.lines ?? {
    headline: 'Happy Wedding',
    recipient: 'Rizky & Anisa',
    sender: 'Keluarga Besar Wijaya',
  };
  return {
    occasion: 'pernikahan',
    style: 'printing',
    symbol: 'hati',
    venue: 'Gedung Balai Kartini, Jakarta Selatan',
    ...overrides,
    lines,
    characters: boardCharacters(lines),
  };
}

/** The longest words a customer may compose: every line at its limit, a long venue. */
export function longBoard(overrides: Partial<BoardOrder> = {}): BoardOrder {
  return condolenceBoard({
    religion: 'kristen',
    symbol: 'salib',
    lines: {
      headline: 'Turut Berduka Cita Yang Sedalam-dalamnya',
      recipient: 'Atas Berpulangnya Ke Rumah Bapa Di Surga Ibunda Tercinta Dra. Maria Magdalena Simanjuntak, M.Pd.',
      sender: 'Segenap Direksi, Komisaris dan Seluruh Karyawan PT Nusantara Sejahtera Abadi Tbk.',
      extra: 'Kiranya Tuhan memberi penghiburan dan kekuatan bagi keluarga yang ditinggalkan',
    },
    venue: 'Rumah Duka RS Carolus, Ruang Santo Yosef 3, Jl. Salemba Raya No. 41, Paseban, Senen, Jakarta Pusat',
    ...overrides,
  });
}

/** An order of one board: its product, a board's price, the text surcharge the server computed and no card. */
export function boardOrder(orderID: number, board: BoardOrder, overrides: OrderOverrides = {}): CustomerOrder {
  return makeOrder(orderID, {
    quantity: 1,
    unitPrice: 750_000,
    specialMessage: 'Papan dipasang di depan rumah duka; hubungi Bpk. Hendra di lokasi.',
    cardMessage: null,
    board,
    textSurcharge: 30_000,
    productID: 41,
    flowerProduct: {
      productID: 41,
      productName: 'Papan Turut Berduka Cita 2 × 1,25 m',
      description: 'Bunga papan duka cita, huruf gabus.',
      imageUrl: '/mock-assets/products/papan-turut-berduka-cita.jpg',
    },
    ...overrides,
  });
}

/** A bouquet placed with the card's words apart from the instructions (no surcharge). */
export function cardOrder(orderID: number, overrides: OrderOverrides = {}): CustomerOrder {
  return makeOrder(orderID, {
    cardMessage: 'Selamat ulang tahun, Mama!\nSemoga sehat selalu. Peluk dari Ayu',
    specialMessage: 'Telepon penerima sebelum tiba; titip ke satpam bila tidak ada orang.',
    textSurcharge: 0,
    ...overrides,
  });
}
