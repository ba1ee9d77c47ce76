import { isRecord } from '@/lib/guards/isRecord';
import { isDeliveryTimeKey } from '@/lib/orders/orderValues';
import { readBoardDraft } from './boardDraft';
import { clampQuantity } from './quantity';
import {
  EMPTY_DETAILS,
  INITIAL_WIZARD_STATE,
  type OrderDetailsDraft,
  type OrderWizardState,
  type WizardStep,
} from './wizardTypes';

/** sessionStorage key of the wizard draft: it survives a reload until the order is placed. */
export const DRAFT_STORAGE_KEY = 'flowerOrderDraft';

/**
 * The draft's shape: 1 (no `version` stored) had one free-text address; 2 adds how the order is
 * fulfilled and the address parts; 3 the instructions apart from the card's words and a bunga papan's text. Older
 * drafts still load, the new fields empty.
 */
export const DRAFT_VERSION = 3;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readDetails(value: unknown): OrderDetailsDraft {
  if (!isRecord(value)) return EMPTY_DETAILS;
  return {
    deliveryDate: /^\d{4}-\d{2}-\d{2}$/.test(text(value.deliveryDate)) ? text(value.deliveryDate) : '',
    deliveryTime: isDeliveryTimeKey(value.deliveryTime) ? value.deliveryTime : '',
    quantity: clampQuantity(value.quantity),
    recipientName: text(value.recipientName),
    recipientPhone: text(value.recipientPhone),
    address: text(value.address),
    // A draft stored by a build before the card's words had one name keeps them under `specialInstructions`.
    cardMessage: text(value.cardMessage ?? value.specialInstructions),
    instructions: text(value.instructions),
    board: readBoardDraft(value.board),
    fulfilment: value.fulfilment === 'pickup' ? 'pickup' : 'delivery',
    provinsi: text(value.provinsi),
    kotaKabupaten: text(value.kotaKabupaten),
    kecamatan: text(value.kecamatan),
    kelurahan: text(value.kelurahan),
    kodePos: text(value.kodePos),
    patokan: text(value.patokan),
  };
}

function hasRequiredDetails(details: OrderDetailsDraft): boolean {
  const required = [details.deliveryDate, details.deliveryTime, details.recipientName, details.recipientPhone];
  if (details.fulfilment !== 'pickup') required.push(details.address);
  return required.every((value) => value.trim() !== '');
}

/**
 * Reads a stored draft defensively (it is user-controlled storage): unknown
 * shapes give null, and a step is only kept when what it needs is there.
 */
export function parseDraft(raw: string | null): OrderWizardState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  // A draft from a newer app than this one: not ours to read.
  if (typeof value.version === 'number' && value.version > DRAFT_VERSION) return null;
  const category =
    isRecord(value.category) && typeof value.category.categoryID === 'number'
      ? (value.category as unknown as OrderWizardState['category'])
      : null;
  const product =
    category &&
    isRecord(value.product) &&
    typeof value.product.productID === 'number' &&
    typeof value.product.price === 'number'
      ? ({ productAttributes: [], ...value.product } as unknown as OrderWizardState['product'])
      : null;
  const details = readDetails(value.details);
  let step: WizardStep = value.step === 3 ? 3 : value.step === 2 ? 2 : 1;
  // Confirmation needs a product and complete details; otherwise resume at the details.
  if (step === 3 && (!product || !hasRequiredDetails(details))) step = 2;
  if (step >= 2 && !category) step = 1;
  return { step, category, product, details };
}

export function loadDraft(): OrderWizardState | null {
  return parseDraft(storage()?.getItem(DRAFT_STORAGE_KEY) ?? null);
}

function isPristine(state: OrderWizardState): boolean {
  return (
    state.step === 1 &&
    !state.category &&
    !state.product &&
    JSON.stringify(state.details) === JSON.stringify(EMPTY_DETAILS)
  );
}

/** Stores the draft; an untouched wizard leaves nothing behind. */
export function saveDraft(state: OrderWizardState): void {
  const store = storage();
  if (!store) return;
  try {
    if (isPristine(state)) store.removeItem(DRAFT_STORAGE_KEY);
    else {
      // The backend's refusals are not kept: the order, sent again, is checked again.
      const { refusals: _refusals, ...draft } = state;
      store.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: DRAFT_VERSION, ...draft }));
    }
  } catch {
    /* storage full or unavailable: the draft lasts for this page only */
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    /* nothing to clear */
  }
}

export function initialWizardState(): OrderWizardState {
  return loadDraft() ?? INITIAL_WIZARD_STATE;
}
