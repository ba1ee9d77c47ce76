import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useAppStore } from '@/app/hooks';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { SAMPLE_CATEGORY, SAMPLE_PRODUCT, sampleDetails } from '../model/testData';
import { EMPTY_DETAILS, INITIAL_WIZARD_STATE, type OrderWizardState } from '../model/wizardTypes';
import { wizardRestored } from '../orderWizardSlice';

/* Story helpers: wizard state preloaded through the slice, and per-call MSW overrides. */
export const WIZARD_ROUTE = { route: { path: '/public/fleur/order' } } as const;

function Preload({ state, children }: { state: OrderWizardState; children: ReactNode }) {
  const store = useAppStore();
  // Before the wizard's first render, so it opens on the preloaded step.
  useState(() => store.dispatch(wizardRestored(state)));
  return <>{children}</>;
}

export const withWizardState =
  (state: OrderWizardState): Decorator =>
  (Story) => (
    <Preload state={state}>
      <Story />
    </Preload>
  );

export const STEP_1 = INITIAL_WIZARD_STATE;
export const STEP_2: OrderWizardState = { step: 2, category: SAMPLE_CATEGORY, product: null, details: EMPTY_DETAILS };
export const STEP_2_CHOSEN: OrderWizardState = { ...STEP_2, product: SAMPLE_PRODUCT, details: sampleDetails(shopTomorrow()) };
export const STEP_3: OrderWizardState = { step: 3, category: SAMPLE_CATEGORY, product: SAMPLE_PRODUCT, details: sampleDetails(shopTomorrow()) };

const CATEGORIES = '*/api/FlowerCategory';
const PRODUCTS = '*/api/FlowerProduct/category/:categoryId';
const ORDERS = '*/api/CustomerOrder';
const problem = () => HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });

export const handlers = {
  categoriesLoading: [http.get(CATEGORIES, () => delay('infinite'))],
  categoriesEmpty: [http.get(CATEGORIES, () => HttpResponse.json([]))],
  categoriesFailing: [http.get(CATEGORIES, problem)],
  productsLoading: [http.get(PRODUCTS, () => delay('infinite'))],
  productsEmpty: [http.get(PRODUCTS, () => HttpResponse.json([]))],
  productsFailing: [http.get(PRODUCTS, problem)],
  orderPending: [http.post(ORDERS, () => delay('infinite'))],
  orderFailing: [http.post(ORDERS, problem)],
} satisfies Record<string, HttpHandler[]>;

export const msw = (list: HttpHandler[]) => ({ msw: { handlers: list } });
