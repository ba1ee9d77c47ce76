import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ordersApi } from '@/entities/order/api';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { SHOP_LAST_MINUTE, fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { getDb } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

// 23:59 in the shop: an order placed now still counts on the shop's today, whatever the machine's zone.
fixClockAt(SHOP_LAST_MINUTE);

function kpi(label: string) {
  const list = screen.getByRole('list', { name: 'Ringkasan periode' });
  const item = within(list).getByText(label).closest('li') as HTMLElement;
  return item.querySelector('.kpi-card__value')?.textContent;
}

describe('analytics dashboard', () => {
  it('draws the live orders and follows an order created like the order wizard does', async () => {
    storeSession('owner');
    const { store } = await renderRoute('/app/analytics');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pendapatan dan pesanan per hari' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pesanan per status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Produk terlaris' })).toBeInTheDocument();
    const before = Number(kpi('Total pesanan'));
    expect(before).toBeGreaterThan(0);

    // The order wizard's create mutation invalidates the order list; the dashboard refetches.
    const product = getDb().flowerProducts.all()[0];
    await store.dispatch(
      ordersApi.endpoints.createCustomerOrder.initiate({
        customerOrderInput: {
          orderID: 0,
          customerName: 'Uji Analitik',
          productID: product.productID,
          quantity: 2,
          unitPrice: product.price,
          totalPrice: product.price * 2,
          orderDate: new Date().toISOString(), // the fixed clock's instant
          deliveryDate: shopTomorrow(),
          deliveryTime: 'Kapan Saja',
          phoneNumber: '081200001111',
          address: 'Jl. Uji No. 1, Jakarta',
        },
      }),
    );
    await screen.findByText(String(before + 1), { selector: '.kpi-card__value' }, FIRST_VISIT);
    const today = screen.getByRole('table', { name: 'Pendapatan dan pesanan per hari' });
    // 30 days plus the heading row.
    expect(within(today).getAllByRole('row')).toHaveLength(31);
  });
});
