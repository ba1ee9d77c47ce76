import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { LateTransactionsReport } from '@/api/generated/shopApi';
import { mockServer } from '@mocks/node';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';

vi.setConfig({ testTimeout: 30_000 });
const LONG = { timeout: 5000 };

const LATE: LateTransactionsReport = {
  date: '2025-02-14',
  count: 7,
  orders: Array.from({ length: 7 }, (_, index) => ({
    orderID: 1040 + index,
    customerName: `Pelanggan ${index + 1}`,
    phoneNumber: '081234567890',
    deliveryDate: '2025-02-13T00:00:00',
    deliveryTime: 'Pagi (08:00 - 12:00)',
    status: 'Pending',
    totalPrice: 450000,
  })),
};
const late = (respond: () => Response) => mockServer.use(http.get('*/api/general/late-transactions-today', respond));

describe('/apps/mailbox', () => {
  it('opens from the user menu and lists every notification of the bell, each leading to its order', async () => {
    late(() => HttpResponse.json(LATE));
    storeSession('owner');
    const { user, router } = await renderRoute('/app/flower');
    await user.click(await screen.findByRole('button', { name: 'Menu pengguna owner' }, LONG));
    await user.click(screen.getByRole('link', { name: 'Inbox' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mailbox'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kotak Masuk' }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kotak Masuk | Fleur Florist'));
    const inbox = screen.getByRole('region', { name: 'Notifikasi' });
    const items = await within(inbox).findAllByRole('link', { name: /Pengiriman terlambat/ }, LONG);
    // The bell shows the first five; the inbox shows all of them.
    expect(items).toHaveLength(7);
    expect(within(inbox).getByText('Total: 7')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Pengiriman terlambat #1040');
    expect(items[0]).toHaveTextContent('Pelanggan 1 · Pagi (08:00 - 12:00)');
    expect(items[0]).toHaveTextContent(/Rp\s?450\.000/);
    expect(items[0]).toHaveAttribute('href', '/app/orders?search=1040');
    await user.click(screen.getByRole('button', { name: 'Notifikasi: 7 baru' }));
    const bell = document.querySelector('.notifications__menu') as HTMLElement;
    await waitFor(() => expect(within(bell).getAllByRole('link', { name: /Pengiriman terlambat/ })).toHaveLength(5));
  });

  it('says when there is nothing late', async () => {
    late(() => HttpResponse.json({ date: '2025-02-14', count: 0, orders: [] }));
    storeSession('owner');
    await renderRoute('/apps/mailbox');
    expect(await screen.findByText('Tidak ada notifikasi. Semua pengiriman sesuai jadwal.', { selector: '.inbox-page p' }, LONG)).toBeInTheDocument();
  });

  it('reports a failure with a retry', async () => {
    late(() => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 }));
    storeSession('owner');
    const { user } = await renderRoute('/apps/mailbox');
    const inbox = await screen.findByRole('region', { name: 'Notifikasi' }, LONG);
    const alert = await within(inbox).findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent('Gagal memuat notifikasi.');
    late(() => HttpResponse.json(LATE));
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(inbox).findAllByRole('link', { name: /Pengiriman terlambat/ }, LONG)).toHaveLength(7);
  });

  it('speaks English', async () => {
    late(() => HttpResponse.json(LATE));
    storeSession('owner');
    await renderRoute('/apps/mailbox', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, LONG)).toBeInTheDocument();
    const inbox = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(inbox).findAllByRole('link', { name: /Late delivery #/ }, LONG)).toHaveLength(7);
  });
});
