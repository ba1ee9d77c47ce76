import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { selectFilteredOrders, selectOrderIndex, selectOrderPage, selectOrderStats } from './orderSelectors';

const orders = Array.from({ length: 23 }, (_, index) =>
  makeOrder(1001 + index, { customerName: index % 2 ? 'Dewi' : 'Budi' }),
);

describe('order selectors', () => {
  it('compute nothing again for the same list and view (a re-render)', () => {
    selectOrderIndex.resetRecomputations();
    selectFilteredOrders.resetRecomputations();
    selectOrderStats.resetRecomputations();
    selectOrderPage.resetRecomputations();
    for (let render = 0; render < 5; render++) {
      const filtered = selectFilteredOrders(orders, 'dewi', 'all', 'all');
      selectOrderStats(orders);
      selectOrderPage(filtered, 2, 5);
    }
    expect(selectOrderIndex.recomputations()).toBe(1);
    expect(selectFilteredOrders.recomputations()).toBe(1);
    expect(selectOrderStats.recomputations()).toBe(1);
    expect(selectOrderPage.recomputations()).toBe(1);
  });

  it('build the search index once per list, whatever the search', () => {
    const loaded = [...orders];
    selectOrderIndex.resetRecomputations();
    for (const search of ['d', 'de', 'dew', 'dewi', '']) selectFilteredOrders(loaded, search, 'all', 'all');
    expect(selectOrderIndex.recomputations()).toBe(1);
    selectFilteredOrders([...loaded], 'd', 'all', 'all');
    expect(selectOrderIndex.recomputations()).toBe(2);
  });

  it('treat a search differing only in case, spaces or # as the same', () => {
    const first = selectFilteredOrders(orders, 'dewi', 'all', 'all');
    expect(selectFilteredOrders(orders, ' DEWI ', 'all', 'all')).toBe(first);
    expect(first).toHaveLength(11);
  });

  it('page the filtered list', () => {
    const page = selectOrderPage(selectFilteredOrders(orders, '', 'all', 'all'), 3, 10);
    expect(page).toMatchObject({ page: 3, totalPages: 3, total: 23, from: 21, to: 23 });
    expect(page.items.map((order) => order.orderID)).toEqual([1021, 1022, 1023]);
  });
});
