import { configureStore } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { ordersApi } from './api';
import { makeOrder } from './test/makeOrder';

const makeApiStore = () =>
  configureStore({
    reducer: { [ordersApi.reducerPath]: ordersApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(ordersApi.middleware),
  });

/** The list loads once; a reload after the change never answers, so what the cache holds is the patch (or its undo). */
async function loadedStore(answer: number) {
  let lists = 0;
  mockServer.use(
    http.get('*/api/CustomerOrder', async () => {
      lists += 1;
      if (lists > 1) await delay('infinite');
      return HttpResponse.json([makeOrder(1), makeOrder(2, { statuses: ['Processing'], payments: ['Paid'] })]);
    }),
    http.put('*/api/CustomerOrder/:id/status', () =>
      answer === 200
        ? HttpResponse.json(makeOrder(1, { statuses: ['Completed'] }))
        : new HttpResponse(null, { status: answer }),
    ),
    http.put('*/api/CustomerOrder/:id/payment-status', () => new HttpResponse(null, { status: answer })),
  );
  const store = makeApiStore();
  await store.dispatch(ordersApi.endpoints.listCustomerOrders.initiate()).unwrap();
  const cached = () => ordersApi.endpoints.listCustomerOrders.select()(store.getState()).data!;
  return { store, cached };
}

describe('status changes in the cached order list (docs/product-rules.md#status-changes)', () => {
  it('show the new value at once, on the first entry, and keep it when the server agrees', async () => {
    const { store, cached } = await loadedStore(200);
    const sent = store.dispatch(
      ordersApi.endpoints.updateCustomerOrderStatus.initiate({ id: 1, orderStatusUpdate: { status: 'Completed' } }),
    );
    expect(cached()[0].orderStatuses.map((entry) => entry.status)).toEqual(['Completed']);
    expect(cached()[1].orderStatuses[0].status).toBe('Processing');
    await sent.unwrap();
    expect(cached()[0].orderStatuses[0].status).toBe('Completed');
  });

  it('put the old value back when the server refuses', async () => {
    const { store, cached } = await loadedStore(500);
    const sent = store.dispatch(
      ordersApi.endpoints.updateCustomerOrderPaymentStatus.initiate({
        id: 2,
        paymentStatusUpdate: { paymentStatus: 'Refunded' },
      }),
    );
    expect(cached()[1].payments[0].paymentStatus).toBe('Refunded');
    await expect(sent.unwrap()).rejects.toBeDefined();
    await Promise.resolve();
    expect(cached()[1].payments[0].paymentStatus).toBe('Paid');
  });
});
