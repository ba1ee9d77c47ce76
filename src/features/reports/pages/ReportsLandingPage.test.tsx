import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

describe('reports landing (/app/LandingLaporan)', () => {
  it('reads the five reporting endpoints of /api/general', async () => {
    storeSession('admin');
    await renderRoute('/app/LandingLaporan');
    for (const title of [
      'Ringkasan dashboard',
      'Kas',
      'Pengiriman terlambat hari ini',
      'Nominal per status pesanan',
      'Ringkasan harian',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name: title }, FIRST_VISIT)).toBeInTheDocument();
    }
    expect(await screen.findByText('Total pendapatan', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(await screen.findByText('Kas bersih (lunas - dikembalikan)')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Nominal' })).toBeInTheDocument();
    expect(await screen.findByText('Per waktu kirim')).toBeInTheDocument();
  });

  it('shows a retry where one report fails, the others still load', async () => {
    mockServer.use(
      http.get('*/api/general/kas', () => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })),
    );
    storeSession('admin');
    await renderRoute('/app/LandingLaporan');
    expect(await screen.findByText('Gagal memuat laporan.', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Coba Lagi' })).toHaveLength(1);
    expect(await screen.findByText('Total pendapatan', {}, FIRST_VISIT)).toBeInTheDocument();
  });
});
