import type { RouteObject } from 'react-router-dom';
import { renderPages } from '@/test/renderPages';
import { Component as PaymentReceiptsPage } from '../pages/PaymentReceiptsPage';

function OrdersStandIn() {
  return <h1>Order Management</h1>;
}

const PAGES: RouteObject[] = [
  { path: '/app/payments', element: <PaymentReceiptsPage /> },
  { path: '/app/orders', element: <OrdersStandIn /> },
];

/** The payment receipts page alone (no guard, no shell), signed in, over the real store and the mock backend. */
export function renderPayments({ lng = 'id', path = '/app/payments' }: { lng?: 'id' | 'en'; path?: string } = {}) {
  return renderPages(PAGES, path, { lng });
}
