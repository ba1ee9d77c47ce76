import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { renderPages } from '@/test/renderPages';
import { getDb } from '@mocks/node';
import { Component as OrdersPage } from '../pages/OrdersPage';

const PAGES: RouteObject[] = [{ path: '/app/orders', element: <OrdersPage /> }];

interface Options {
  lng?: 'id' | 'en';
  /** Width class: the table from 992 px (default), cards below. */
  viewport?: 'desktop' | 'phone';
}

/** Makes `matchMedia('(min-width: 992px)')` answer as a desktop or a phone would. */
export function setViewport(viewport: 'desktop' | 'phone') {
  const matches = (query: string) => (query.includes('min-width') ? viewport === 'desktop' : viewport === 'phone');
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** /app/orders alone (no guard, no shell), signed in as owner, over the real store and the mock backend. */
export async function renderOrders(path = '/app/orders', { lng = 'en', viewport = 'desktop' }: Options = {}) {
  setViewport(viewport);
  return renderPages(PAGES, path, { lng });
}

/** The data rows of the order table (also while a dialog hides the page from assistive technology: `hidden`). */
export const rows = ({ hidden = false } = {}) =>
  within(screen.getByRole('table', { hidden })).getAllByRole('row', { hidden }).slice(1);

/** The order numbers of the rows shown ('#1072', …). */
export const rowIds = () => rows().map((row) => within(row).getAllByRole('cell')[1].textContent);

export const serverError = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });

/** The mock database's orders as the list answers them: newest first. */
export function seededOrders() {
  return [...getDb().customerOrders.all()].sort(
    (a, b) => new Date(b.orderDate).getTime() - new Date(a.orderDate).getTime() || b.orderID - a.orderID,
  );
}

/** The row (table) of an order by its number. */
export const rowOf = (orderID: number, { hidden = false } = {}) => {
  const row = rows({ hidden }).find((candidate) => within(candidate).queryByText(`#${orderID}`));
  if (!row) throw new Error(`no row for order #${orderID}`);
  return row;
};
