import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { LateTransactionsReport } from '@/api/generated/shopApi';
import { mockServer } from '@mocks/node';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';

vi.setConfig({ testTimeout: 30_000 });
const LONG = { timeout: 5000 };

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
    const bell = await screen.findByRole('button', { name: 'Notifikasi: 4 baru' }, LONG);
    expect(within(bell).getByText('4')).toBeVisible();
    expect(bell).toHaveAccessibleName(expect.stringContaining(bell.textContent!.trim()));
  });

  it('says 9+ in the name when the badge does', async () => {
    answerLate(12);
    storeSession('owner');
    await renderRoute('/app/flower');
    const bell = await screen.findByRole('button', { name: 'Notifikasi: 9+ baru' }, LONG);
    expect(bell).toHaveTextContent('9+');
  });

  it('has no badge and a plain name when nothing is late', async () => {
    answerLate(0);
    storeSession('owner');
    await renderRoute('/app/flower');
    const bell = await screen.findByRole('button', { name: 'Notifikasi' }, LONG);
    expect(bell.textContent?.trim()).toBe('');
  });
});
