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

async function openDetails(order: ReturnType<typeof makeOrder>) {
  mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json([order])));
  const rendered = await renderOrderManagement('/app/orders', { lng: 'id' });
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  await rendered.user.click(
    within(rowOf(order.orderID)).getByRole('button', { name: `Lihat detail pesanan #${order.orderID}` }),
  );
  return screen.findByRole('dialog', { name: `Pesanan #${order.orderID}` });
}

describe('order details popup: WhatsApp status update', () => {
  it("offers 'Kirim WhatsApp' to the order's number with the Indonesian status message, in a new tab", async () => {
    const popup = await openDetails(
      makeOrder(1500, {
        phoneNumber: '0812-3456-7890',
        deliveryDate: '2026-11-21T17:00:00.000Z',
        statuses: ['Processing'],
      }),
    );
    const link = within(popup).getByRole('link', { name: 'Kirim WhatsApp untuk pesanan #1500 (membuka tab baru)' });
    expect(link).toHaveTextContent('Kirim WhatsApp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe(
      'Halo, pesanan #1500 (Buket Mawar Merah) sedang kami rangkai untuk pengiriman Minggu, 22 November 2026. Kami akan mengabari Anda kembali. Terima kasih.',
    );
  });

  it('offers no WhatsApp update without a usable number', async () => {
    const popup = await openDetails(makeOrder(1501, { phoneNumber: '-' }));
    expect(within(popup).queryByRole('link', { name: /Kirim WhatsApp/ })).not.toBeInTheDocument();
  });
});
