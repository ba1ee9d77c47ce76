import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import type { CustomerOrder, FlowerProduct } from '@/api/generated/shopApi';
import { renderPages } from '@/test/renderPages';
import { mockServer } from '@mocks/node';
import { Component as ManifestPrintPage } from '../pages/ManifestPrintPage';
import { Component as TicketsPrintPage } from '../pages/TicketsPrintPage';

const PAGES: RouteObject[] = [
  { path: '/app/orders/print/tickets', element: <TicketsPrintPage /> },
  { path: '/app/orders/print/manifest', element: <ManifestPrintPage /> },
  { path: '/app/orders', element: <p>orders list</p> },
];

/**
 * A print route alone (no guard), signed in as owner, over the real store and the mock backend answering `orders`
 * (and `products`).
 */
export function renderPrint(
  path: string,
  { orders, products, lng = 'en' }: { orders?: CustomerOrder[]; products?: FlowerProduct[]; lng?: 'id' | 'en' } = {},
) {
  if (orders) mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders)));
  if (products) mockServer.use(http.get('*/api/FlowerProduct', () => HttpResponse.json(products)));
  return renderPages(PAGES, path, { lng });
}
