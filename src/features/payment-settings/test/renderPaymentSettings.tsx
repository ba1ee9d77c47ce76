import type { RouteObject } from 'react-router-dom';
import { renderPages } from '@/test/renderPages';
import { Component as PaymentSettingsPage } from '../pages/PaymentSettingsPage';

/** Where the breadcrumb leads, standing in for the orders page. */
function OrdersStandIn() {
  return <h1>Order Management</h1>;
}

const PAGES: RouteObject[] = [
  { path: '/app/payment-settings', element: <PaymentSettingsPage /> },
  { path: '/app/orders', element: <OrdersStandIn /> },
];

/** The payment settings page alone (no guard, no shell), signed in, over the real store and the mock backend. */
export function renderPaymentSettings({ lng = 'id' }: { lng?: 'id' | 'en' } = {}) {
  return renderPages(PAGES, '/app/payment-settings', { lng });
}
