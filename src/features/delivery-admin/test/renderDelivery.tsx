import type { RouteObject } from 'react-router-dom';
import { renderPages } from '@/test/renderPages';
import { Component as DeliverySettingsPage } from '../pages/DeliverySettingsPage';

/** Where the breadcrumb leads, standing in for the orders page. */
function OrdersStandIn() {
  return <h1>Order Management</h1>;
}

const PAGES: RouteObject[] = [
  { path: '/app/delivery', element: <DeliverySettingsPage /> },
  { path: '/app/orders', element: <OrdersStandIn /> },
];

/** The delivery settings page alone (no guard, no shell), signed in, over the real store and the mock backend. */
export function renderDelivery({ lng = 'id' }: { lng?: 'id' | 'en' } = {}) {
  return renderPages(PAGES, '/app/delivery', { lng });
}
