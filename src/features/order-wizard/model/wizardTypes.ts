import type { FlowerCategory, FlowerProduct } from '@/api/generated/shopApi';
import type { WordsRefusalCode } from '@/entities/order/model/wordsRefusal';
import type { Fulfilment } from '@/lib/delivery/deliverySettings';
import type { DeliveryTimeKey } from '@/lib/orders/orderValues';
import type { BoardLineKey, BoardStyle } from '@/lib/words/boardRules';
import type { OccasionValue, ReligionValue } from '@/lib/words/occasions';

export type WizardStep = 1 | 2 | 3;

/** The chosen category as shown (its product list is not kept). */
export type CategorySnapshot = Omit<FlowerCategory, 'flowerProducts'>;
/** The chosen product as shown, attributes included. */
export type ProductSnapshot = FlowerProduct;

/**
 * A bunga papan's text as the customer composes it (docs/product-rules.md#the-right-words-proposed); used only for a
 * product of kind `board`. The lines are kept as typed (the order carries them trimmed).
 */
export interface BoardDraft {
  occasion: OccasionValue | '';
  /** Asked for condolences (`duka`) only; kept, but not sent, for another occasion. */
  religion: ReligionValue | '';
  lines: Record<BoardLineKey, string>;
  style: BoardStyle | '';
  /** A `BoardSymbol.symbol`; `none` for no symbol. */
  symbol: string;
  /** When the event starts, the shop's wall-clock time `YYYY-MM-DDTHH:mm`, or empty. */
  eventAt: string;
  venue: string;
  /** 'Nama & gelar sudah saya periksa'. */
  checked: boolean;
}

export const EMPTY_BOARD: BoardDraft = {
  occasion: '',
  religion: '',
  lines: { headline: '', recipient: '', sender: '', extra: '' },
  style: '',
  symbol: 'none',
  eventAt: '',
  venue: '',
  checked: false,
};

/** What the visitor typed in step 2. */
export interface OrderDetailsDraft {
  /** YYYY-MM-DD, or empty. */
  deliveryDate: string;
  deliveryTime: DeliveryTimeKey | '';
  quantity: number;
  recipientName: string;
  recipientPhone: string;
  /** The delivery address as typed: with the delivery rules, its street, number and RT/RW (the `detail` part). */
  address: string;
  /**
   * The card's words: the one 'Instruksi Khusus' box of today's contract, or, when the shop offers the card-message
   * templates, the 'Kartu ucapan' field apart from the instructions.
   */
  cardMessage: string;
  /** The instructions to the shop and the courier, when the card's words have their own field. */
  instructions: string;
  /** A bunga papan's text (a product of kind `board`). */
  board: BoardDraft;
  /**
   * The parts below are used only when the backend offers the delivery rules
   * (docs/product-rules.md#delivery-rules-proposed).
   */
  fulfilment: Fulfilment;
  provinsi: string;
  kotaKabupaten: string;
  kecamatan: string;
  kelurahan: string;
  kodePos: string;
  patokan: string;
}

/**
 * What the backend refused of the words when the order was sent (its 400's `codes`), by form field
 * (`board.lines.headline`, `board.symbol`, `cardMessage`…), with the value refused: the field shows the refusal until
 * the customer changes it. `refused`: a refusal without a code (a symbol the shop does not know).
 */
export type WordsRefusals = Record<string, { code: WordsRefusalCode; value: unknown }>;

export interface OrderWizardState {
  step: WizardStep;
  category: CategorySnapshot | null;
  product: ProductSnapshot | null;
  details: OrderDetailsDraft;
  /** The backend's refusals of the words, shown on their fields in step 2 (not kept across a reload). */
  refusals?: WordsRefusals;
}

export const EMPTY_DETAILS: OrderDetailsDraft = {
  deliveryDate: '',
  deliveryTime: '',
  quantity: 1,
  recipientName: '',
  recipientPhone: '',
  address: '',
  cardMessage: '',
  instructions: '',
  board: EMPTY_BOARD,
  fulfilment: 'delivery',
  provinsi: '',
  kotaKabupaten: '',
  kecamatan: '',
  kelurahan: '',
  kodePos: '',
  patokan: '',
};

export const INITIAL_WIZARD_STATE: OrderWizardState = {
  step: 1,
  category: null,
  product: null,
  details: EMPTY_DETAILS,
};
