import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { Component as OrderManagementPage } from '@/app/routes/OrderManagementPage';
import { renderPages } from './renderPages';

export interface OrderManagementOptions {
  lng?: 'id' | 'en';
  /** Width class: the table from 992 px (default), cards below. */
  viewport?: 'desktop' | 'phone';
}

const PAGES: RouteObject[] = [{ path: '/app/orders', element: <OrderManagementPage /> }];

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

/**
 * /app/orders as the app composes it (the order list with the delivery board as its second view), alone (no guard,
 * no shell), signed in as owner, over the real store and the mock backend.
 */
export async function renderOrderManagement(
  path = '/app/orders',
  { lng = 'en', viewport = 'desktop' }: OrderManagementOptions = {},
) {
  setViewport(viewport);
  return renderPages(PAGES, path, { lng });
}
