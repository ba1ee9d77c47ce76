import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { renderPages } from '@/test/renderPages';
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

export const LONG = { timeout: 5000 };

/** The data rows of the order table. */
export const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The order numbers of the rows shown ('#1072', …). */
export const rowIds = () => rows().map((row) => within(row).getAllByRole('cell')[1].textContent);

export const serverError = () => HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
