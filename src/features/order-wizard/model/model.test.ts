import { describe, expect, it } from 'vitest';
import { DRAFT_STORAGE_KEY, loadDraft, parseDraft, saveDraft } from './draftStorage';
import { firstOrderProblem } from './orderDetailsSchema';
import { categoryIcon, formatRating, productFeatures } from './productDisplay';
import { clampQuantity, orderTotal } from './quantity';
import { SAMPLE_CATEGORY, SAMPLE_PRODUCT, sampleDetails } from './testData';
import { EMPTY_DETAILS, INITIAL_WIZARD_STATE } from './wizardTypes';

describe('quantity', () => {
  it.each([
    [0, 1],
    [-3, 1],
    ['', 1],
    ['abc', 1],
    [1, 1],
    [7, 7],
    ['12', 12],
    [2.7, 2],
    [20, 20],
    [21, 20],
    [999, 20],
  ])('%j → %j', (input, expected) => expect(clampQuantity(input)).toBe(expected));

  it('total = price × quantity', () => {
    expect(orderTotal(350_000, 3)).toBe(1_050_000);
    expect(orderTotal(350_000, 0)).toBe(350_000);
  });
});

describe('product display', () => {
  it('shows the rating to one decimal, 4.5 when missing', () => {
    expect(formatRating(4.9)).toBe('4.9');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(undefined)).toBe('4.5');
    expect(formatRating(0)).toBe('4.5');
  });

  it("turns attributes into 'name: value' chips", () => {
    expect(productFeatures(SAMPLE_PRODUCT)).toEqual(['Jumlah Tangkai: 12', 'Warna: Merah']);
    expect(
      productFeatures({
        productAttributes: [{ attributeID: 1, productID: 1, attributeName: ' ', attributeValue: 'x' }],
      }),
    ).toEqual([]);
  });

  it('picks an icon from the category name', () => {
    expect(categoryIcon('Hand Bouquet Wisuda')).toBe('bi-mortarboard');
    expect(categoryIcon('Bunga Duka Cita')).toBe('bi-heart');
    expect(categoryIcon('Something else')).toBe('bi-flower1');
  });
});

describe('firstOrderProblem', () => {
  const min = '2026-03-02';
  const full = sampleDetails('2026-03-05');

  it('checks the product first, then date, time, name, phone and address', () => {
    expect(firstOrderProblem(null, full, min)?.field).toBe('product');
    const fields: string[] = [];
    let details = { ...EMPTY_DETAILS };
    for (const [key, value] of [
      ['deliveryDate', full.deliveryDate],
      ['deliveryTime', full.deliveryTime],
      ['recipientName', full.recipientName],
      ['recipientPhone', full.recipientPhone],
      ['address', full.address],
    ] as const) {
      const problem = firstOrderProblem(SAMPLE_PRODUCT, details, min);
      fields.push(problem!.field);
      expect(problem).toEqual({ field: key, titleKey: `validation.${key}.title`, textKey: `validation.${key}.text` });
      details = { ...details, [key]: value };
    }
    expect(fields).toEqual(['deliveryDate', 'deliveryTime', 'recipientName', 'recipientPhone', 'address']);
    expect(firstOrderProblem(SAMPLE_PRODUCT, details, min)).toBeNull();
  });

  it('treats blank text as missing and a date before tomorrow as not chosen', () => {
    expect(firstOrderProblem(SAMPLE_PRODUCT, { ...full, recipientPhone: '   ' }, min)?.field).toBe('recipientPhone');
    expect(firstOrderProblem(SAMPLE_PRODUCT, { ...full, deliveryDate: '2026-03-01' }, min)?.field).toBe('deliveryDate');
    expect(firstOrderProblem(SAMPLE_PRODUCT, { ...full, cardMessage: '' }, min)).toBeNull();
  });
});

describe('session draft', () => {
  const state = {
    step: 3 as const,
    category: SAMPLE_CATEGORY,
    product: SAMPLE_PRODUCT,
    details: sampleDetails('2026-03-05'),
  };

  it('round-trips through sessionStorage and is removed when pristine', () => {
    saveDraft(state);
    expect(loadDraft()).toEqual(state);
    saveDraft(INITIAL_WIZARD_STATE);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('ignores junk and only resumes a step whose data is there', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1,2]')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...state, product: null }))).toMatchObject({ step: 2, product: null });
    expect(parseDraft(JSON.stringify({ ...state, category: null }))).toMatchObject({
      step: 1,
      category: null,
      product: null,
    });
    expect(parseDraft(JSON.stringify({ ...state, details: { ...state.details, address: '' } }))?.step).toBe(2);
    expect(
      parseDraft(
        JSON.stringify({ ...state, details: { quantity: 99, deliveryTime: 'midnight', deliveryDate: 'soon' } }),
      )?.details,
    ).toEqual({
      ...EMPTY_DETAILS,
      quantity: 20,
    });
  });

  it("keeps the card's words of a draft that stored them as specialInstructions", () => {
    const { cardMessage, ...details } = state.details;
    expect(cardMessage).not.toBe('');
    const older = { ...state, details: { ...details, specialInstructions: cardMessage } };
    expect(parseDraft(JSON.stringify(older))?.details.cardMessage).toBe(cardMessage);
  });
});
