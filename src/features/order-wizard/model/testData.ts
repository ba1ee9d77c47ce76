import type { BoardSymbol, MessageTemplate } from '@/api/generated/shopApi';
import { STANDARD_BOARD_SPEC } from '@/entities/order/test/wordsFixtures';
import {
  EMPTY_BOARD,
  EMPTY_DETAILS,
  type BoardDraft,
  type CategorySnapshot,
  type OrderDetailsDraft,
  type ProductSnapshot,
} from './wizardTypes';

/** Sample wizard data for unit tests and stories (the seed's first category and product). */
export const SAMPLE_CATEGORY: CategorySnapshot = {
  categoryID: 1,
  categoryName: 'Buket Mawar',
  description: 'Buket mawar segar pilihan untuk ungkapan cinta, ulang tahun, dan anniversary.',
  imageUrl: '/mock-assets/categories/buket-mawar.jpg',
  priceRangeStart: 150_000,
  priceRangeEnd: 1_500_000,
  isPopular: true,
};

export const SAMPLE_PRODUCT: ProductSnapshot = {
  productID: 1,
  categoryID: 1,
  productName: 'Buket Mawar Merah Klasik',
  description: 'Dua belas tangkai mawar merah dengan baby breath, dibungkus kertas Korea hitam yang elegan.',
  price: 350_000,
  imageUrl: '/mock-assets/products/buket-mawar-merah-klasik.jpg',
  rating: 4.9,
  productAttributes: [
    { attributeID: 1, productID: 1, attributeName: 'Jumlah Tangkai', attributeValue: '12' },
    { attributeID: 2, productID: 1, attributeName: 'Warna', attributeValue: 'Merah' },
  ],
};

export function sampleDetails(deliveryDate: string): OrderDetailsDraft {
  return {
    ...EMPTY_DETAILS,
    deliveryDate,
    deliveryTime: 'morning',
    quantity: 2,
    recipientName: 'Siti Rahmawati',
    recipientPhone: '081298765432',
    address: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
    cardMessage: 'Selamat ulang tahun, Mama!',
  };
}

/** The seed's condolence category and its bunga papan (docs/product-rules.md#the-right-words-proposed). */
export const SAMPLE_BOARD_CATEGORY: CategorySnapshot = {
  categoryID: 4,
  categoryName: 'Bunga Duka Cita',
  description: 'Karangan bunga duka cita sebagai ungkapan simpati dan penghormatan terakhir.',
  imageUrl: '/mock-assets/categories/bunga-duka-cita.jpg',
  priceRangeStart: 400_000,
  priceRangeEnd: 2_500_000,
  isPopular: false,
};

export const SAMPLE_BOARD_PRODUCT: ProductSnapshot = {
  productID: 16,
  categoryID: 4,
  productName: 'Papan Turut Berduka Cita',
  description: 'Bunga papan bernuansa putih untuk menyampaikan belasungkawa kepada keluarga yang ditinggalkan.',
  price: 900_000,
  imageUrl: '/mock-assets/products/papan-turut-berduka-cita.jpg',
  rating: 4.7,
  productAttributes: [{ attributeID: 1, productID: 16, attributeName: 'Ukuran', attributeValue: '2 x 1,25 m' }],
  kind: 'board',
  board: STANDARD_BOARD_SPEC,
};

/** The shop's symbols: none, a flower for every religion, the cross for kristen and katolik only. */
const EVERY_RELIGION: BoardSymbol['religions'] = ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu', 'umum'];
export const SAMPLE_SYMBOLS: BoardSymbol[] = [
  { symbol: 'none', label: 'Tanpa simbol', glyph: '', religions: EVERY_RELIGION },
  { symbol: 'bunga', label: 'Bunga', glyph: '❀', religions: EVERY_RELIGION },
  { symbol: 'salib', label: 'Salib', glyph: '✝', religions: ['kristen', 'katolik'] },
];

export const SAMPLE_BOARD_TEMPLATES: MessageTemplate[] = [
  {
    templateID: 1,
    format: 'board',
    occasion: 'duka',
    religion: 'islam',
    lines: { headline: 'Turut Berduka Cita', recipient: 'Atas Wafatnya', extra: "Innalillahi wa inna ilaihi raji'un" },
  },
  {
    templateID: 2,
    format: 'board',
    occasion: 'duka',
    religion: 'kristen',
    lines: { headline: 'Turut Berduka Cita', recipient: 'Atas Berpulangnya', extra: 'Tuhan memberi, Tuhan mengambil' },
  },
  { templateID: 3, format: 'board', occasion: 'duka', lines: { headline: 'Turut Berduka Cita' } },
  { templateID: 4, format: 'board', occasion: 'pernikahan', lines: { headline: 'Happy Wedding' } },
];

export const SAMPLE_CARD_TEMPLATES: MessageTemplate[] = [
  {
    templateID: 11,
    format: 'card',
    occasion: 'ulang_tahun',
    text: 'Selamat ulang tahun! Semoga sehat dan bahagia selalu.',
  },
  { templateID: 12, format: 'card', occasion: 'ulang_tahun', text: 'Happy birthday! Semoga semua impianmu tercapai.' },
  { templateID: 13, format: 'card', occasion: 'wisuda', text: 'Selamat wisuda! Bangga atas perjuanganmu.' },
];

/** A condolence board composed for an Islamic family, the names and titles checked. */
export function sampleBoard(overrides: Partial<BoardDraft> = {}): BoardDraft {
  return {
    ...EMPTY_BOARD,
    occasion: 'duka',
    religion: 'islam',
    lines: {
      headline: 'Turut Berduka Cita',
      recipient: 'Atas Wafatnya Bpk. H. Ahmad Sulaiman',
      sender: 'Keluarga Besar PT Sinar Jaya',
      extra: "Innalillahi wa inna ilaihi raji'un",
    },
    style: 'gabus',
    symbol: 'none',
    eventAt: '2026-11-25T10:00',
    venue: 'Rumah Duka RS Dharmais, Ruang Melati',
    checked: true,
    ...overrides,
  };
}
