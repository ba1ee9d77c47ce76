import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { initialWizardState } from './model/draftStorage';
import { clampQuantity } from './model/quantity';
import {
  INITIAL_WIZARD_STATE,
  type CategorySnapshot,
  type OrderDetailsDraft,
  type OrderWizardState,
  type ProductSnapshot,
  type WordsRefusals,
} from './model/wizardTypes';

/**
 * Client state of the order wizard (docs/product-rules.md#order-wizard): step,
 * the chosen category and product as shown, and the details draft. Server data
 * (categories, products) stays in RTK Query. The initial state comes from the
 * session draft, so a reload during the wizard resumes where the visitor was.
 */
export const orderWizardSlice = createSlice({
  name: 'orderWizard',
  initialState: initialWizardState,
  reducers: {
    /** Step 1 → 2: a category is chosen; its products load. */
    categoryChosen(state, action: PayloadAction<FlowerCategory | CategorySnapshot>) {
      const { flowerProducts: _products, ...category } = action.payload as Partial<FlowerCategory> & CategorySnapshot;
      state.category = category;
      state.product = null;
      state.step = 2;
      delete state.refusals;
    },
    /** Choosing a product reveals the details form. */
    productChosen(state, action: PayloadAction<ProductSnapshot>) {
      if (state.step !== 2) return;
      if (state.product?.productID !== action.payload.productID) delete state.refusals;
      state.product = action.payload;
    },
    detailsChanged(state, action: PayloadAction<Partial<OrderDetailsDraft>>) {
      Object.assign(state.details, action.payload);
      state.details.quantity = clampQuantity(state.details.quantity);
    },
    /** Step 2 → 3, once the UI has validated the details. */
    continuedToConfirm(state) {
      if (state.step === 2 && state.category && state.product) state.step = 3;
    },
    /** Back 2 → 1 clears category, product and (by skipping their query) products. */
    backToCategories(state) {
      state.step = 1;
      state.category = null;
      state.product = null;
      delete state.refusals;
    },
    /** Back 3 → 2 returns to the product step and clears the chosen product. */
    backToProducts(state) {
      state.step = state.category ? 2 : 1;
      state.product = null;
      delete state.refusals;
    },
    /**
     * 3 → 2 keeping the product, when the backend refused a delivery choice that changed meanwhile (a window
     * filled up): the refused choices are cleared so they are chosen again.
     */
    deliveryRefused(state, action: PayloadAction<ReadonlyArray<'deliveryDate' | 'deliveryTime'>>) {
      if (state.category) state.step = 2;
      for (const field of action.payload) state.details[field] = '';
    },
    /**
     * 3 → 2 keeping the product, when the backend refused the words (a board's line, its symbol, the card): each
     * field shows its refusal until the customer changes it (docs/product-rules.md#the-right-words-proposed).
     */
    wordsRefused(state, action: PayloadAction<WordsRefusals>) {
      if (state.category) state.step = 2;
      state.refusals = action.payload;
    },
    /** After the order is placed (or to start over). */
    wizardReset() {
      return INITIAL_WIZARD_STATE;
    },
    /** Replaces the whole state (stories preload a step with it). */
    wizardRestored(_state, action: PayloadAction<OrderWizardState>) {
      return action.payload;
    },
  },
  selectors: {
    selectWizard: (state) => state,
    selectWizardStep: (state) => state.step,
  },
});

export const {
  categoryChosen,
  productChosen,
  detailsChanged,
  continuedToConfirm,
  backToCategories,
  backToProducts,
  deliveryRefused,
  wordsRefused,
  wizardReset,
  wizardRestored,
} = orderWizardSlice.actions;
export const { selectWizard, selectWizardStep } = orderWizardSlice.selectors;
