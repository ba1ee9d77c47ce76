import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { LateTransactionsReport } from '@/api/generated/shopApi';
import { sendReceipts } from '@/entities/payment/test/sendReceipt';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

function lateReport(count: number): LateTransactionsReport {
  return {
    date: '2025-02-14',
    count,
    orders: Array.from({ length: count }, (_, index) => ({
      orderID: 1100 + index,
      customerName: `Pelanggan ${index + 1}`,
      phoneNumber: '081234567890',
      deliveryDate: '2025-02-13T00:00:00',
      deliveryTime: 'Sore (17:00 - 20:00)',
      status: 'Processing',
      totalPrice: 300000,
    })),
  };
}

const answerLate = (count: number) =>
  mockServer.use(http.get('*/api/general/late-transactions-today', () => HttpResponse.json(lateReport(count))));

/** The bell's accessible name holds exactly what its badge shows, so what is seen can be said (WCAG 2.5.3). */
describe('the notification bell', () => {
  it('names the count its badge shows', async () => {
    answerLate(4);
    storeSession('owner');
    await renderRoute('/app/flower');
    const bell = await screen.findByRole('button', { name: 'Notifikasi: 4 baru' }, FIRST_VISIT);
    expect(within(bell).getByText('4')).toBeVisible();
    expect(bell).toHaveAccessibleName(expect.stringContaining(bell.textContent!.trim()));
  });

  it('says 9+ in the name when the badge does', async () => {
    answerLate(12);
    storeSession('owner');
    await renderRoute('/app/flower');
    const bell = await screen.findByRole('button', { name: 'Notifikasi: 9+ baru' }, FIRST_VISIT);
    expect(bell).toHaveTextContent('9+');
  });

  it('has no badge and a plain name when nothing is late', async () => {
    answerLate(0);
    storeSession('owner');
    await renderRoute('/app/flower');
    const bell = await screen.findByRole('button', { name: 'Notifikasi' }, FIRST_VISIT);
    expect(bell.textContent?.trim()).toBe('');
  });
});

/** Payment receipts waiting for review: one entry in the bell, each receipt counted, and the sidebar item's badge. */
describe('waiting payment receipts', () => {
  it("count in the bell with the late deliveries, as one entry '2 bukti pembayaran menunggu verifikasi' opening the queue", async () => {
    answerLate(1);
    await sendReceipts(2);
    storeSession('owner');
    const { user, router } = await renderRoute('/app/flower');
    const bell = await screen.findByRole('button', { name: 'Notifikasi: 3 baru' }, FIRST_VISIT);
    await user.click(bell);
    const entry = await screen.findByRole('link', { name: /2 bukti pembayaran menunggu verifikasi/ });
    expect(entry).toHaveAttribute('href', '/app/payments');
    expect(screen.getByRole('link', { name: /Pengiriman terlambat #1100/ })).toBeInTheDocument();
    await user.click(entry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bukti Pembayaran' }, FIRST_VISIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/payments');
  });

  it("show as a badge on 'Bukti Pembayaran' in the sidebar, named with the count", async () => {
    answerLate(0);
    await sendReceipts(2);
    storeSession('owner');
    const { user } = await renderRoute('/app/flower');
    // jsdom is a narrow window: the sidebar is in the menu.
    await user.click(await screen.findByRole('button', { name: 'Buka atau tutup menu' }, FIRST_VISIT));
    const item = await screen.findByRole('link', { name: 'Bukti Pembayaran 2 menunggu' }, FIRST_VISIT);
    expect(item).toHaveAttribute('href', '/app/payments');
    expect(item).toHaveTextContent(/^Bukti Pembayaran 2$/);
  });

  it('leave the bell and the sidebar as they were on a backend without receipts (404)', async () => {
    answerLate(1);
    await sendReceipts(1);
    mockServer.use(
      http.get('*/api/CustomerOrder/payment-proofs', () =>
        HttpResponse.json({ status: 404, title: 'Not Found' }, { status: 404 }),
      ),
    );
    storeSession('owner');
    const { user } = await renderRoute('/app/flower');
    expect(await screen.findByRole('button', { name: 'Notifikasi: 1 baru' }, FIRST_VISIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buka atau tutup menu' }));
    const item = await screen.findByRole('link', { name: 'Bukti Pembayaran' }, FIRST_VISIT);
    expect(item.textContent?.trim()).toBe('Bukti Pembayaran');
  });
});
