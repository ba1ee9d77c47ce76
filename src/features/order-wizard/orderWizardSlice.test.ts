import { describe, expect, it } from 'vitest';
import { createTestStore as makeStore } from '@/test/renderPages';
import { DRAFT_STORAGE_KEY, saveDraft } from './model/draftStorage';
import { SAMPLE_CATEGORY, SAMPLE_PRODUCT, sampleDetails } from './model/testData';
import {
  backToCategories,
  backToProducts,
  categoryChosen,
  continuedToConfirm,
  detailsChanged,
  productChosen,
  wizardReset,
  wordsRefused,
} from './orderWizardSlice';

describe('orderWizardSlice', () => {
  const wizard = (store: ReturnType<typeof makeStore>) => store.getState().orderWizard;

  it('goes 1 → 2 on a category, reveals a product, and 2 → 3 only with a product', () => {
    const store = makeStore();
    expect(wizard(store).step).toBe(1);
    store.dispatch(categoryChosen({ ...SAMPLE_CATEGORY, flowerProducts: [SAMPLE_PRODUCT] }));
    expect(wizard(store)).toMatchObject({ step: 2, category: SAMPLE_CATEGORY, product: null });
    expect(wizard(store).category).not.toHaveProperty('flowerProducts');
    store.dispatch(continuedToConfirm());
    expect(wizard(store).step).toBe(2);
    store.dispatch(productChosen(SAMPLE_PRODUCT));
    store.dispatch(continuedToConfirm());
    expect(wizard(store).step).toBe(3);
  });

  it('back 3 → 2 clears the product; back 2 → 1 clears category and product; details stay', () => {
    const store = makeStore();
    store.dispatch(categoryChosen(SAMPLE_CATEGORY));
    store.dispatch(productChosen(SAMPLE_PRODUCT));
    store.dispatch(detailsChanged(sampleDetails('2026-03-05')));
    store.dispatch(continuedToConfirm());
    store.dispatch(backToProducts());
    expect(wizard(store)).toMatchObject({ step: 2, category: SAMPLE_CATEGORY, product: null });
    store.dispatch(backToCategories());
    expect(wizard(store)).toMatchObject({
      step: 1,
      category: null,
      product: null,
      details: sampleDetails('2026-03-05'),
    });
  });

  it('clamps the quantity in the draft and resets after the order', () => {
    const store = makeStore();
    store.dispatch(detailsChanged({ quantity: -2 }));
    expect(wizard(store).details.quantity).toBe(1);
    store.dispatch(detailsChanged({ quantity: 40 }));
    expect(wizard(store).details.quantity).toBe(20);
    store.dispatch(wizardReset());
    expect(wizard(store).details.quantity).toBe(1);
  });

  it('starts from the session draft (a reload)', () => {
    const draft = { step: 2, category: SAMPLE_CATEGORY, product: SAMPLE_PRODUCT, details: sampleDetails('2026-03-05') };
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    expect(wizard(makeStore())).toEqual(draft);
  });

  it('goes back to step 2 with the product when the words are refused, the refusals kept out of the draft', () => {
    const store = makeStore();
    store.dispatch(categoryChosen(SAMPLE_CATEGORY));
    store.dispatch(productChosen(SAMPLE_PRODUCT));
    store.dispatch(continuedToConfirm());
    const refusals = { cardMessage: { code: 'card_too_long' as const, value: 'x'.repeat(201) } };
    store.dispatch(wordsRefused(refusals));
    expect(wizard(store)).toMatchObject({ step: 2, product: SAMPLE_PRODUCT, refusals });
    saveDraft(wizard(store));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).not.toHaveProperty('refusals');
    // Another product: its words are new.
    store.dispatch(productChosen({ ...SAMPLE_PRODUCT, productID: 2 }));
    expect(wizard(store).refusals).toBeUndefined();
  });
});
