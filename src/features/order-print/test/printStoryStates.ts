import { delay, http, HttpResponse } from 'msw';
import { PRINT_ORDERS, PRINT_ORDERS_WITH_TERMS, PRINT_ORDERS_WITH_WORDS, PRINT_PRODUCTS } from './printOrders';

/* Story handlers of the print pages: the orders (and the products, for the attributes) answered, never, or failing. */
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

export const printHandlers = {
  populated: [
    http.get('*/api/CustomerOrder', () => HttpResponse.json(PRINT_ORDERS)),
    http.get('*/api/FlowerProduct', () => HttpResponse.json(PRINT_PRODUCTS)),
  ],
  /** with a delivery carrying its zone and fee, and a pickup */
  withTerms: [
    http.get('*/api/CustomerOrder', () => HttpResponse.json(PRINT_ORDERS_WITH_TERMS)),
    http.get('*/api/FlowerProduct', () => HttpResponse.json(PRINT_PRODUCTS)),
  ],
  /** with the proposed words: bunga papan, a card apart from its instructions, long and hostile words */
  withWords: [
    http.get('*/api/CustomerOrder', () => HttpResponse.json(PRINT_ORDERS_WITH_WORDS)),
    http.get('*/api/FlowerProduct', () => HttpResponse.json(PRINT_PRODUCTS)),
  ],
  loading: [http.get('*/api/CustomerOrder', never)],
  error: [
    http.get('*/api/CustomerOrder', () =>
      HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }),
    ),
  ],
};

export const at = (path: string, initialEntry: string, handlers: unknown[] = printHandlers.populated) => ({
  route: { path, initialEntry },
  msw: { handlers },
});
