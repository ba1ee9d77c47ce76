import '@/entities/payment/test/responseBlobs';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LateTransactionsReport } from '@/api/generated/shopApi';
import { payableOrders, sendReceipt } from '@/entities/payment/test/sendReceipt';
import { grandTotal } from '@/lib/orders/orderMoney';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer, resetScenario, setScenario } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

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
const receiptsRegion = (name = 'Bukti pembayaran menunggu verifikasi') =>
  screen.findByRole('region', { name }, FIRST_VISIT);

afterEach(() => resetScenario());

describe('/apps/mailbox', () => {
  it('opens from the user menu and lists every notification of the bell, each leading to its order', async () => {
    late(() => HttpResponse.json(LATE));
    storeSession('owner');
    const { user, router } = await renderRoute('/app/flower');
    await user.click(await screen.findByRole('button', { name: 'Menu pengguna owner' }, FIRST_VISIT));
    await user.click(screen.getByRole('link', { name: 'Inbox' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/mailbox'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kotak Masuk' }, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kotak Masuk | Fleur Florist'));
    const inbox = screen.getByRole('region', { name: 'Notifikasi' });
    const items = await within(inbox).findAllByRole('link', { name: /Pengiriman terlambat/ }, FIRST_VISIT);
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
    expect(
      await screen.findByText(
        'Tidak ada notifikasi. Semua pengiriman sesuai jadwal.',
        { selector: '.inbox-page p' },
        FIRST_VISIT,
      ),
    ).toBeInTheDocument();
  });

  it('reports a failure with a retry', async () => {
    late(() => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 }));
    storeSession('owner');
    const { user } = await renderRoute('/apps/mailbox');
    const inbox = await screen.findByRole('region', { name: 'Notifikasi' }, FIRST_VISIT);
    const alert = await within(inbox).findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Gagal memuat notifikasi.');
    late(() => HttpResponse.json(LATE));
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(inbox).findAllByRole('link', { name: /Pengiriman terlambat/ }, FIRST_VISIT)).toHaveLength(7);
  });

  it('speaks English', async () => {
    late(() => HttpResponse.json(LATE));
    storeSession('owner');
    await renderRoute('/apps/mailbox', { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' }, FIRST_VISIT)).toBeInTheDocument();
    const inbox = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(inbox).findAllByRole('link', { name: /Late delivery #/ }, FIRST_VISIT)).toHaveLength(7);
  });

  it('lists the payment receipts waiting for review, each opening for review in the queue', async () => {
    late(() => HttpResponse.json(LATE));
    const [order] = await payableOrders();
    const { proofID } = await sendReceipt(order);
    storeSession('owner');
    const { user, router } = await renderRoute('/apps/mailbox');
    const receipts = await receiptsRegion();
    const item = await within(receipts).findByRole(
      'link',
      { name: new RegExp(`Bukti pembayaran pesanan #${order.orderID}`) },
      FIRST_VISIT,
    );
    expect(item).toHaveAttribute('href', `/app/payments?proof=${proofID}`);
    expect(item).toHaveTextContent(order.customerName);
    expect(item).toHaveTextContent(/Dikirim \d/);
    const orderGrandTotal = grandTotal(order);
    expect(item).toHaveTextContent(
      new RegExp(`Rp\\s?${orderGrandTotal.toLocaleString('id-ID').replace(/\./g, '\\.')}`),
    );
    expect(within(receipts).getByText('Total: 1')).toBeInTheDocument();
    expect(within(receipts).getByRole('link', { name: 'Buka Bukti Pembayaran' })).toHaveAttribute(
      'href',
      '/app/payments',
    );

    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/payments'));
    expect(
      await screen.findByRole('dialog', { name: `Bukti pembayaran pesanan #${order.orderID}` }, FIRST_VISIT),
    ).toBeInTheDocument();
  });

  it('says when no receipt waits, and reports a failed load of the receipts with a retry', async () => {
    late(() => HttpResponse.json(LATE));
    mockServer.use(
      http.get('*/api/CustomerOrder/payment-proofs', () =>
        HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 }),
      ),
    );
    storeSession('owner');
    const { user } = await renderRoute('/apps/mailbox', { lng: 'en' });
    const receipts = await receiptsRegion('Payment proofs awaiting verification');
    const alert = await within(receipts).findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('The payment proofs could not be loaded.');
    mockServer.resetHandlers();
    late(() => HttpResponse.json(LATE));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(receipts).findByText('No payment proofs awaiting verification.', {}, FIRST_VISIT),
    ).toBeInTheDocument();
  });

  it('shows no receipt section on a backend without the proposed calls (proposed:off)', async () => {
    setScenario('proposed:off');
    late(() => HttpResponse.json(LATE));
    storeSession('owner');
    await renderRoute('/apps/mailbox');
    expect(
      await screen.findByText(
        'Notifikasi yang sama dengan lonceng di header: pengiriman yang terlambat hari ini.',
        {},
        FIRST_VISIT,
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Notifikasi' })).findAllByRole(
        'link',
        { name: /Pengiriman terlambat/ },
        FIRST_VISIT,
      ),
    ).toHaveLength(7);
    expect(screen.queryByRole('region', { name: 'Bukti pembayaran menunggu verifikasi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
