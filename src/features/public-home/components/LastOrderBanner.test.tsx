import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_INFO_STORAGE_KEY, type FlowerOrderInfo } from '@/entities/order/model/orderInfoStorage';
import { renderRoute } from '@/test/renderRoute';

const TOKEN = 'q3Vb8k1ZrX0pL7mN2sT5wA';

function placedOrder(overrides: Partial<FlowerOrderInfo> = {}): void {
  const info = {
    orderID: 1234,
    category: { categoryID: 1, categoryName: 'Buket Mawar' },
    product: { productID: 1, productName: 'Buket Mawar Merah Klasik', price: 350000, imageUrl: '' },
    details: {
      deliveryDate: '2026-12-01',
      deliveryTime: 'Pagi (08:00 - 12:00)',
      quantity: 1,
      recipientName: 'Siti',
      recipientPhone: '081298765432',
      address: 'Jl. Kemang',
      cardMessage: null,
    },
    totalPrice: 350000,
    orderDate: '2026-11-25T03:00:00.000Z',
    trackingToken: TOKEN,
    ...overrides,
  } satisfies FlowerOrderInfo;
  sessionStorage.setItem(ORDER_INFO_STORAGE_KEY, JSON.stringify(info));
}

afterEach(() => sessionStorage.clear());

describe('home: the way back to the last order', () => {
  it('links to the order page of the order placed from this tab, and stays closed once closed', async () => {
    placedOrder();
    await renderRoute('/public/home');
    const banner = await screen.findByRole('complementary', { name: 'Pesanan terakhir Anda' });
    expect(banner).toHaveTextContent('Pesanan #1234 Anda');
    expect(within(banner).getByRole('link', { name: 'Lihat status pesanan' })).toHaveAttribute(
      'href',
      `/public/pesanan/1234?t=${TOKEN}`,
    );

    await userEvent.click(within(banner).getByRole('button', { name: 'Tutup pemberitahuan pesanan' }));
    expect(screen.queryByRole('complementary', { name: 'Pesanan terakhir Anda' })).toBeNull();
    await renderRoute('/public/home');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Pesanan terakhir Anda' })).toBeNull();
  });

  it("is not there for an order without a page (today's backend) or without any order", async () => {
    placedOrder({ trackingToken: undefined });
    await renderRoute('/public/home');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Pesanan terakhir Anda' })).toBeNull();
  });

  it('speaks English on the English page', async () => {
    placedOrder();
    await renderRoute('/public/home', { lng: 'en' });
    const banner = await screen.findByRole('complementary', { name: 'Your last order' });
    expect(within(banner).getByRole('link', { name: 'View order status' })).toBeInTheDocument();
  });
});
