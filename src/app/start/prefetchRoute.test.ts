import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicOrderApi } from '@/entities/order/publicOrderApi';
import { pagePath, placeOrder } from '@/features/order-page/test/orderPageBackend';
import { mockServer } from '@mocks/node';
import { routes } from '../routes/routes';
import { makeStore } from '../store';
import { prefetchRoute } from './prefetchRoute';
import { resolveRouteModules } from './resolveRouteModules';

const asked: string[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
afterEach(() => {
  mockServer.events.removeListener('request:start', record);
  asked.length = 0;
});

async function prefetch(path: string) {
  const url = new URL(path, window.location.origin);
  await resolveRouteModules(routes, url.pathname);
  const store = makeStore();
  mockServer.events.on('request:start', record);
  prefetchRoute(routes, url, store.dispatch);
  return store;
}

describe('prefetchRoute', () => {
  it("asks for the customer's order before its page renders, into the page's own cache entry", async () => {
    const order = await placeOrder();
    const store = await prefetch(pagePath(order));
    // the entry usePublicOrder reads
    const entry = publicOrderApi.endpoints.getPublicOrder.select({
      orderId: order.orderID,
      token: order.trackingToken,
    });
    const state = () => store.getState() as unknown as Parameters<typeof entry>[0];
    await waitFor(() => expect(entry(state()).data?.orderID).toBe(order.orderID));
    expect(asked).toEqual([`/api/public/orders/${order.orderID}`]);
  });

  it('asks for nothing on a page without a prefetch, or an order page without its token', async () => {
    await prefetch('/public/home');
    await prefetch('/public/pesanan/12');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
