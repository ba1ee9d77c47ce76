import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

function firstColumn() {
  const table = screen.getByRole('table', { name: 'Daftar pesanan' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
}

describe('orders table (/app/tables)', () => {
  it('sorts by a column both ways and tells assistive technology how it is sorted', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/app/tables');
    const idHeader = await screen.findByRole('columnheader', { name: /ID Pesanan/ }, FIRST_VISIT);
    expect(screen.getByRole('columnheader', { name: /Tanggal Pesan/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(idHeader).getByRole('button'));
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = firstColumn().map((text) => Number(text?.replace('#', '')));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await user.click(within(idHeader).getByRole('button'));
    expect(idHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = firstColumn().map((text) => Number(text?.replace('#', '')));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('searches by customer, product, ID or phone, and pages the result', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/app/tables');
    await screen.findByRole('table', { name: 'Daftar pesanan' }, FIRST_VISIT);
    expect(screen.getByText(/Menampilkan 1 sampai 10 dari \d+ pesanan/)).toBeInTheDocument();
    const firstId = firstColumn()[0]?.replace('#', '') ?? '';

    await user.type(screen.getByRole('searchbox', { name: 'Cari pesanan' }), firstId);
    await waitFor(() => expect(firstColumn()).toContain(`#${firstId}`));

    await user.clear(screen.getByRole('searchbox', { name: 'Cari pesanan' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cari pesanan' }), 'tidak-ada-yang-cocok');
    expect(await screen.findByText('Tidak ada pesanan yang cocok dengan pencarian.')).toBeInTheDocument();
  });

  it('pages with numbered pages and goes back to page 1 when the page size changes', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/app/tables');
    await screen.findByRole('table', { name: 'Daftar pesanan' }, FIRST_VISIT);
    const pager = screen.getByRole('navigation', { name: 'Halaman tabel' });
    expect(within(pager).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: /Sebelumnya/ })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Halaman 2' }));
    expect(screen.getByText(/Menampilkan 11 sampai 20 dari \d+ pesanan/)).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per halaman' }), '5');
    expect(screen.getByText(/Menampilkan 1 sampai 5 dari \d+ pesanan/)).toBeInTheDocument();
  });

  it('says when the orders fail to load and loads them again on retry', async () => {
    storeSession('owner');
    let fail = true;
    mockServer.use(
      http.get('*/api/CustomerOrder', () =>
        fail
          ? HttpResponse.json(
              { type: 'about:blank', title: 'Server error', status: 500, detail: 'boom' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = await renderRoute('/app/tables');
    const alert = await screen.findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Gagal memuat pesanan. Silakan coba lagi.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('table', { name: 'Daftar pesanan' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.queryByText('Gagal memuat pesanan. Silakan coba lagi.')).not.toBeInTheDocument();
  });
});
