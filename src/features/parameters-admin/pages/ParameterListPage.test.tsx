import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getDb, mockServer } from '@mocks/node';
import { renderParameters } from '../test/renderParameters';

vi.setConfig({ testTimeout: 30_000 });

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });

describe('General parameter list /app/general', () => {
  it('shows the table with its columns, actions, 10 a page and the range text', async () => {
    await renderParameters('/app/general');
    expect(screen.getByRole('heading', { level: 1, name: 'General Parameter' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Kode Parameter', 'Nama Parameter', 'Deskripsi', 'Aksi']);
    const phone = rows()[2];
    expect(
      within(phone)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('3'),
        expect.stringContaining('003'),
        expect.stringContaining('Nomer Telfon'),
        expect.stringContaining('0812-3456-7890'),
      ]),
    );
    expect(within(phone).getByRole('button', { name: 'Lihat parameter 003 Nomer Telfon' })).toBeInTheDocument();
    expect(within(phone).getByRole('link', { name: 'Ubah parameter 003 Nomer Telfon' })).toHaveAttribute(
      'href',
      '/app/general/edit/3',
    );
    expect(within(phone).getByRole('button', { name: 'Hapus parameter 003 Nomer Telfon' })).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1 sampai 10 dari 31 parameter')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Parameter' })).toHaveAttribute('href', '/app/general/create');
  });

  it('pages through the list, keeping the page in the URL', async () => {
    const { user, router } = await renderParameters('/app/general');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(screen.getByText('Menampilkan 21 sampai 30 dari 31 parameter')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(router.state.location.search).toBe('?page=3');
    await user.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    expect(screen.getByText('Menampilkan 11 sampai 20 dari 31 parameter')).toBeInTheDocument();
  });

  it('searches code, name or description from the URL and back to page 1', async () => {
    const { user, router } = await renderParameters('/app/general?page=2');
    await waitFor(() => expect(screen.getByText('Menampilkan 11 sampai 20 dari 31 parameter')).toBeInTheDocument());
    const search = screen.getByRole('searchbox', { name: 'Cari parameter' });
    await user.type(search, '011');
    expect(rows()).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=011');
    await user.clear(search);
    await user.type(search, 'TELFON');
    expect(rows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Kode Parameter003',
      'Kode Parameter004',
    ]);
    await user.clear(search);
    await user.type(search, 'jabodetabek');
    expect(rows()).toHaveLength(2); // the footer description and Feature 2, by description
    expect(screen.getByText('Menampilkan 1 sampai 2 dari 2 parameter')).toBeInTheDocument();
  });

  it('opens a search from the URL, and says when nothing matches', async () => {
    const { user } = await renderParameters('/app/general?q=zzz%20tidak%20ada');
    expect(await screen.findByRole('heading', { name: 'Tidak ada parameter yang cocok' })).toBeInTheDocument();
    expect(
      screen.getByText('Tidak ada kode, nama, atau deskripsi yang cocok dengan "zzz tidak ada".'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Menampilkan/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus Pencarian' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('shows the empty state with a way to add', async () => {
    getDb().generalParameters.removeWhere(() => true);
    await renderParameters('/app/general');
    expect(await screen.findByRole('heading', { name: 'Belum ada parameter' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tambah Parameter' })).toHaveLength(2);
  });

  it("says 'Gagal memuat data parameter general' and retries", async () => {
    mockServer.use(http.get('*/api/general', failure, { once: true }));
    const { user } = await renderParameters('/app/general');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data parameter general');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('refreshes from the server', async () => {
    const { user } = await renderParameters('/app/general?q=Refresh');
    expect(await screen.findByRole('heading', { name: 'Tidak ada parameter yang cocok' })).toBeInTheDocument();
    getDb().generalParameters.insert({ paramCode: '099', paramName: 'Refresh Test', deskripsi: 'baru' });
    await user.click(screen.getByRole('button', { name: 'Muat Ulang' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows the whole parameter read-only in a dialog, long descriptions wrapped', async () => {
    const long = `${'Deskripsi panjang sekali '.repeat(18)}akhir.`;
    getDb().generalParameters.update(13, { deskripsi: long });
    const { user } = await renderParameters('/app/general?page=2');
    await user.click(await screen.findByRole('button', { name: 'Lihat parameter 013 Tentang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Parameter' });
    expect(within(dialog).getByText(long)).toHaveClass('param-view__text');
    expect(within(dialog).getByText('013')).toBeInTheDocument();
    expect(within(dialog).getByText('halaman depan: teks "Tentang"')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Ubah Parameter/ })).toHaveAttribute(
      'href',
      '/app/general/edit/13',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("deletes after a confirmation, then says 'Terhapus!'", async () => {
    const { user } = await renderParameters('/app/general?page=2');
    await user.click(await screen.findByRole('button', { name: 'Hapus parameter 011 Instagram' }));
    expect(await screen.findByRole('heading', { name: 'Hapus Parameter?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Parameter 011 "Instagram" dipakai situs publik (footer: tautan Instagram); setelah dihapus, situs memakai nilai bawaan. Tindakan ini tidak dapat dibatalkan.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya, Hapus!' }));
    expect(await screen.findByRole('heading', { name: 'Terhapus!' })).toBeInTheDocument();
    expect(getDb().generalParameters.find(11)).toBeUndefined();
    await waitFor(() => expect(screen.getByText('Menampilkan 11 sampai 20 dari 30 parameter')).toBeInTheDocument());
  });

  it('keeps the parameter when the confirmation is cancelled', async () => {
    const { user } = await renderParameters('/app/general');
    await user.click(await screen.findByRole('button', { name: 'Hapus parameter 006 Nama Toko' }));
    expect(
      await screen.findByText('Parameter 006 "Nama Toko" akan dihapus. Tindakan ini tidak dapat dibatalkan.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hapus Parameter?' })).not.toBeInTheDocument());
    expect(getDb().generalParameters.find(6)).toBeDefined();
  });

  it("says 'Gagal menghapus parameter.' when the delete fails", async () => {
    mockServer.use(http.delete('*/api/general/:id', failure));
    const { user } = await renderParameters('/app/general');
    await user.click(await screen.findByRole('button', { name: 'Hapus parameter 006 Nama Toko' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Hapus!' }));
    expect(await screen.findByText('Gagal menghapus parameter.')).toBeInTheDocument();
    expect(getDb().generalParameters.find(6)).toBeDefined();
  });

  it('shows data as text, never as HTML', async () => {
    getDb().generalParameters.update(6, {
      paramName: '<img src=x onerror=alert(1)>',
      deskripsi: '<script>alert(1)</script>',
    });
    const { container } = await renderParameters('/app/general');
    expect(await screen.findByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('reads in English', async () => {
    await renderParameters('/app/general', { lng: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'General Parameters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1 to 10 of 31 parameters')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View parameter 003 Nomer Telfon' })).toBeInTheDocument();
  });
});
