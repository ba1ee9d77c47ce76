import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

/**
 * Orders placed with the proposed delivery terms (docs/product-rules.md#delivery-rules-proposed) in the list,
 * the cards and the details: how they are fulfilled, the zone by the name the shop's settings give it (the
 * mock's seeded zones), the fee ('Gratis' when none is due) and the grand total; orders without the terms
 * look as they always did, and without the settings call (404) the zone shows by its id.
 */
const ORDERS = [
  makeOrder(3001, {
    customerName: 'Sari Wulandari',
    quantity: 2,
    unitPrice: 225_000,
    fulfilment: 'delivery',
    deliveryZoneId: 'jakarta-selatan',
    deliveryFee: 25_000,
    kecamatan: 'Kebayoran Baru',
    patokan: 'Pagar hitam, sebelah warung kopi',
    orderDate: '2026-11-20T05:00:00.000Z',
  }),
  makeOrder(3002, {
    customerName: 'Budi Pickup',
    fulfilment: 'pickup',
    deliveryFee: 0,
    orderDate: '2026-11-20T04:00:00.000Z',
  }),
  makeOrder(3003, {
    customerName: 'Rina Gratis',
    unitPrice: 1_600_000,
    fulfilment: 'delivery',
    deliveryZoneId: 'bogor',
    deliveryFee: 0,
    orderDate: '2026-11-20T03:00:00.000Z',
  }),
  makeOrder(3004, { customerName: 'Tono Lama', orderDate: '2026-11-20T02:00:00.000Z' }),
  makeOrder(3005, {
    customerName: 'Zona Lama',
    fulfilment: 'delivery',
    deliveryZoneId: 'zona-lama',
    deliveryFee: 30_000,
    orderDate: '2026-11-20T01:00:00.000Z',
  }),
];

const answerOrders = () => mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(ORDERS)));
const withoutSettings = () =>
  mockServer.use(
    http.get('*/api/delivery/settings', () =>
      HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
    ),
  );
const cells = (orderID: number) =>
  within(rowOf(orderID))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('orders with delivery terms', () => {
  it('shows the fulfilment and zone under the customer and the grand total with the fee in the table; an order without terms as before', async () => {
    answerOrders();
    await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    await waitFor(() => expect(cells(3001)[2]).toBe('Sari Wulandari081234567890Delivery · Jakarta Selatan'));
    expect(cells(3001)[5]).toBe('Rp 475.000incl. delivery Rp 25.000');
    expect(cells(3002)[2]).toBe('Budi Pickup081234567890Pickup');
    expect(cells(3002)[5]).toBe('Rp 250.000');
    expect(cells(3003)[2]).toBe('Rina Gratis081234567890Delivery · Bogor');
    expect(cells(3003)[5]).toBe('Rp 1.600.000free delivery');
    // a zone the shop's settings do not name shows by its id
    expect(cells(3005)[2]).toBe('Zona Lama081234567890Delivery · zona-lama');
    expect(cells(3005)[5]).toBe('Rp 280.000incl. delivery Rp 30.000');
    expect(cells(3004)[2]).toBe('Tono Lama081234567890');
    expect(cells(3004)[5]).toBe('Rp 250.000');
  });

  it('shows the same on the cards of a phone, in Indonesian', async () => {
    answerOrders();
    await renderOrderManagement('/app/orders', { viewport: 'phone', lng: 'id' });
    const delivery = await screen.findByRole('article', { name: '#3001 Sari Wulandari' }, FIRST_VISIT);
    await waitFor(() => expect(delivery).toHaveTextContent('Cara terimaDiantar · Jakarta Selatan'));
    expect(delivery).toHaveTextContent('Ongkos kirimRp 25.000');
    expect(delivery).toHaveTextContent('TotalRp 475.000');
    const pickup = screen.getByRole('article', { name: '#3002 Budi Pickup' });
    expect(pickup).toHaveTextContent('Cara terimaAmbil di toko');
    expect(pickup).not.toHaveTextContent('Ongkos kirim');
    expect(pickup).toHaveTextContent('TotalRp 250.000');
    expect(screen.getByRole('article', { name: '#3003 Rina Gratis' })).toHaveTextContent('Ongkos kirimGratis');
    const legacy = screen.getByRole('article', { name: '#3004 Tono Lama' });
    expect(legacy).not.toHaveTextContent('Cara terima');
    expect(legacy).not.toHaveTextContent('Ongkos kirim');
    expect(legacy).toHaveTextContent('TotalRp 250.000');
  });

  it('shows the fulfilment, zone, landmark, product total, fee and grand total in the details, in Indonesian', async () => {
    answerOrders();
    const { user } = await renderOrderManagement('/app/orders', { lng: 'id' });
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    await user.click(within(rowOf(3001)).getByRole('button', { name: 'Lihat detail pesanan #3001' }));
    const popup = await screen.findByRole('dialog', { name: 'Pesanan #3001' });
    const delivery = within(popup).getByRole('heading', { name: 'Pengiriman' }).closest('section')!;
    await waitFor(() => expect(delivery).toHaveTextContent('ZonaJakarta Selatan'));
    expect(delivery).toHaveTextContent('Cara terimaDiantar');
    expect(delivery).toHaveTextContent('PatokanPagar hitam, sebelah warung kopi');
    const product = within(popup).getByRole('heading', { name: 'Produk', level: 3 }).closest('section')!;
    expect(product).toHaveTextContent('Total produkRp 450.000');
    expect(product).toHaveTextContent('Ongkos kirimRp 25.000');
    expect(product).toHaveTextContent('Total bayarRp 475.000');
    await user.click(within(popup).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf(3003)).getByRole('button', { name: 'Lihat detail pesanan #3003' }));
    const free = await screen.findByRole('dialog', { name: 'Pesanan #3003' });
    expect(within(free).getByRole('heading', { name: 'Produk', level: 3 }).closest('section')).toHaveTextContent(
      'Ongkos kirimGratis',
    );
    await user.click(within(free).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf(3004)).getByRole('button', { name: 'Lihat detail pesanan #3004' }));
    const legacy = await screen.findByRole('dialog', { name: 'Pesanan #3004' });
    const legacyProduct = within(legacy).getByRole('heading', { name: 'Produk', level: 3 }).closest('section')!;
    expect(legacyProduct).toHaveTextContent('TotalRp 250.000');
    expect(legacyProduct).not.toHaveTextContent('Ongkos kirim');
    expect(legacyProduct).not.toHaveTextContent('Total bayar');
    expect(within(legacy).queryByText('Cara terima')).not.toBeInTheDocument();
  });

  it('without the delivery settings (404) still shows fee, fulfilment and grand total from the orders, the zone by its id', async () => {
    answerOrders();
    withoutSettings();
    const { user } = await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    expect(cells(3001)[2]).toBe('Sari Wulandari081234567890Delivery · jakarta-selatan');
    expect(cells(3001)[5]).toBe('Rp 475.000incl. delivery Rp 25.000');
    expect(cells(3002)[2]).toBe('Budi Pickup081234567890Pickup');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(rowOf(3001)).getByRole('button', { name: 'View details of order #3001' }));
    const popup = await screen.findByRole('dialog', { name: 'Order #3001' });
    expect(popup).toHaveTextContent('Zonejakarta-selatan');
    expect(popup).toHaveTextContent('Grand totalRp 475.000');
  });
});
