import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import type { DeliveryDay } from '@/api/generated/shopApi';
import { useAppStore } from '@/components/store/hooks';
import { addDays, shopToday, shopTomorrow } from '@/lib/dates/shopClock';
import { DELIVERY_TIMES } from '@/lib/orders/orderValues';
import {
  SAMPLE_BOARD_CATEGORY,
  SAMPLE_BOARD_PRODUCT,
  SAMPLE_BOARD_TEMPLATES,
  SAMPLE_CARD_TEMPLATES,
  SAMPLE_CATEGORY,
  SAMPLE_PRODUCT,
  SAMPLE_SYMBOLS,
  sampleBoard,
  sampleDetails,
} from '../model/testData';
import { EMPTY_DETAILS, INITIAL_WIZARD_STATE, type BoardDraft, type OrderWizardState } from '../model/wizardTypes';
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
export const STEP_2_CHOSEN: OrderWizardState = {
  ...STEP_2,
  product: SAMPLE_PRODUCT,
  details: sampleDetails(shopTomorrow()),
};
export const STEP_3: OrderWizardState = {
  step: 3,
  category: SAMPLE_CATEGORY,
  product: SAMPLE_PRODUCT,
  details: sampleDetails(shopTomorrow()),
};

/** Step 2 and 3 with the delivery rules: an address in Jakarta Selatan given in parts. */
const ZONED_DETAILS = {
  ...sampleDetails(shopTomorrow()),
  address: 'Jl. Kemang Raya No. 15, RT 02/RW 05',
  provinsi: 'DKI Jakarta',
  kotaKabupaten: 'Kota Administrasi Jakarta Selatan',
  kecamatan: 'Kebayoran Baru',
  kodePos: '12160',
  patokan: 'Seberang masjid',
};
export const STEP_2_ZONED: OrderWizardState = { ...STEP_2, product: SAMPLE_PRODUCT, details: ZONED_DETAILS };
export const STEP_2_PICKUP: OrderWizardState = { ...STEP_2_ZONED, details: { ...ZONED_DETAILS, fulfilment: 'pickup' } };
export const STEP_2_OUT_OF_AREA: OrderWizardState = {
  ...STEP_2_ZONED,
  details: {
    ...ZONED_DETAILS,
    address: 'Jl. Braga No. 10',
    provinsi: 'Jawa Barat',
    kotaKabupaten: 'Kota Bandung',
    kecamatan: 'Sumur Bandung',
    kodePos: '40111',
  },
};
export const STEP_3_ZONED: OrderWizardState = { ...STEP_2_ZONED, step: 3 };

/**
 * A bunga papan (docs/product-rules.md#the-right-words-proposed): the condolence board chosen, its text as `board`
 * leaves it, delivered to the funeral home's address in Jakarta Selatan.
 */
export const boardState = (board: Partial<BoardDraft> | null, step: 2 | 3 = 2): OrderWizardState => ({
  step,
  category: SAMPLE_BOARD_CATEGORY,
  product: SAMPLE_BOARD_PRODUCT,
  details: {
    ...(board ? ZONED_DETAILS : { ...EMPTY_DETAILS }),
    quantity: 1,
    cardMessage: '',
    board: board ? sampleBoard(board) : EMPTY_DETAILS.board,
  },
});
export const STEP_3_PICKUP: OrderWizardState = { ...STEP_2_PICKUP, step: 3 };

/** Days as a busy week looks: today past the cut-off, tomorrow's evening full and its morning nearly, a closed day. */
function busyDays(from: string, days: number): DeliveryDay[] {
  return Array.from({ length: days }, (_, index): DeliveryDay => {
    const date = addDays(from, index);
    const windows = DELIVERY_TIMES.map((label) => ({
      label,
      available: true,
      remaining: label === 'Sore (17:00 - 20:00)' ? 8 : null,
    }));
    if (index === 0)
      return {
        date,
        open: false,
        reason: 'cutoff',
        windows: windows.map((window) => ({ ...window, available: false })),
      };
    if (index === 3)
      return {
        date,
        open: false,
        reason: 'closed',
        windows: windows.map((window) => ({ ...window, available: false })),
      };
    if (index === 1) {
      return {
        date,
        open: true,
        windows: windows.map((window) =>
          window.label === 'Sore (17:00 - 20:00)'
            ? { ...window, available: false, remaining: 0 }
            : window.label === 'Pagi (08:00 - 12:00)'
              ? { ...window, remaining: 2 }
              : window,
        ),
      };
    }
    return { date, open: true, windows };
  });
}

const SETTINGS = '*/api/delivery/settings';
const AVAILABILITY = '*/api/delivery/availability';
const CATEGORIES = '*/api/FlowerCategory';
const PRODUCTS = '*/api/FlowerProduct/category/:categoryId';
const ORDERS = '*/api/CustomerOrder';
const TEMPLATES = '*/api/message-templates';
const SYMBOLS = '*/api/board-symbols';
const notFound = () => HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 });
const problem = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });

export const handlers = {
  categoriesLoading: [http.get(CATEGORIES, () => delay('infinite'))],
  categoriesEmpty: [http.get(CATEGORIES, () => HttpResponse.json([]))],
  categoriesFailing: [http.get(CATEGORIES, problem)],
  productsLoading: [http.get(PRODUCTS, () => delay('infinite'))],
  productsEmpty: [http.get(PRODUCTS, () => HttpResponse.json([]))],
  productsFailing: [http.get(PRODUCTS, problem)],
  orderPending: [http.post(ORDERS, () => delay('infinite'))],
  orderFailing: [http.post(ORDERS, problem)],
  /** Today's backend: no delivery settings call. */
  deliveryUnsupported: [
    http.get(SETTINGS, () =>
      HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
    ),
  ],
  deliveryLoading: [http.get(SETTINGS, () => delay('infinite'))],
  /** The settings call fails (not a 404/501): the rules are unknown. */
  deliveryFailing: [
    http.get(SETTINGS, () =>
      HttpResponse.json({ type: 'about:blank', title: 'Service Unavailable', status: 503 }, { status: 503 }),
    ),
  ],
  /** The open days cannot be checked: the availability call gets no answer (a timeout). */
  availabilityFailing: [http.get(AVAILABILITY, () => HttpResponse.error())],
  /** Same-day until 13:00 (past it), a full evening, a window nearly full and a closed day. */
  deliveryBusy: [
    http.get(AVAILABILITY, ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(
        busyDays(url.searchParams.get('from') ?? shopToday(), Number(url.searchParams.get('days') ?? 14)),
      );
    }),
  ],
  /**
   * The shop's words as the stories show them (the sample templates and symbols), whatever the mock backend's seed
   * says; the condolence category lists the sample board.
   */
  words: [
    http.get(TEMPLATES, ({ request }) => {
      const url = new URL(request.url);
      const [format, occasion, religion] = ['format', 'occasion', 'religion'].map((key) => url.searchParams.get(key));
      const templates = [...SAMPLE_BOARD_TEMPLATES, ...SAMPLE_CARD_TEMPLATES].filter(
        (template) =>
          (!format || template.format === format) &&
          (!occasion || template.occasion === occasion) &&
          (!religion || !template.religion || template.religion === religion),
      );
      return HttpResponse.json(templates);
    }),
    http.get(SYMBOLS, () => HttpResponse.json(SAMPLE_SYMBOLS)),
    http.get(PRODUCTS, ({ params }) =>
      Number(params.categoryId) === SAMPLE_BOARD_CATEGORY.categoryID
        ? HttpResponse.json([SAMPLE_BOARD_PRODUCT])
        : undefined,
    ),
  ],
  /** The templates cannot be loaded (500): the composer's notice; a bouquet keeps today's one box, with a notice. */
  templatesFailing: [http.get(TEMPLATES, problem)],
  /** A backend without the words (404): a bouquet's one box as today. */
  templatesUnsupported: [http.get(TEMPLATES, notFound), http.get(SYMBOLS, notFound)],
} satisfies Record<string, HttpHandler[]>;

export const msw = (list: HttpHandler[]) => ({ msw: { handlers: list } });
