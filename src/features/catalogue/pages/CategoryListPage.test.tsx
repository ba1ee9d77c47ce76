import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { FlowerCategoryUpdate } from '@/api/generated/shopApi';
import { getDb, mockServer } from '@mocks/node';
import { renderCatalogue } from '../test/renderCatalogue';

// Form-filling tests type a lot; the machine may be shared.
vi.setConfig({ testTimeout: 30_000 });

function addCategories(count: number) {
  for (let i = 1; i <= count; i++) {
    getDb().flowerCategories.insert({
      categoryName: `Kategori Tambahan ${i}`,
      description: `Deskripsi kategori tambahan nomor ${i}`,
      imageUrl: '',
      priceRangeStart: 10_000,
      priceRangeEnd: 20_000,
      isPopular: false,
    });
  }
}

const cards = () => screen.getAllByRole('article');

async function confirmSwal(user: Awaited<ReturnType<typeof renderCatalogue>>['user'], button = 'Ya, Hapus!') {
  await user.click(await screen.findByRole('button', { name: button }));
}

describe('Category list /app/flower', () => {
  it('shows the header, search, total and a card per category with every part', async () => {
    await renderCatalogue('/app/flower');
    expect(screen.getByRole('heading', { level: 1, name: 'Manajemen Kategori Bunga' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Cari kategori bunga...')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getByText('Total: 6 kategori')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Buket Mawar' });
    expect(within(card).getByText('Populer')).toBeInTheDocument();
    expect(within(card).getByText('Rp 150.000 - Rp 1.500.000')).toBeInTheDocument();
    expect(within(card).getByText('5 produk')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Lihat Produk|Lihat produk/ })).toHaveAttribute(
      'href',
      '/app/flower/products/1',
    );
    expect(within(card).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Hapus kategori/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /populer/i })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('article', { name: 'Bunga Meja & Vas' })).queryByText('Populer'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1 sampai 6 dari 6 hasil')).toBeInTheDocument();
  });

  it("falls back to 'No Name' and 'No description available'", async () => {
    getDb().flowerCategories.update(2, { categoryName: '', description: '' });
    await renderCatalogue('/app/flower');
    const card = await screen.findByRole('article', { name: 'No Name' });
    expect(within(card).getByText('No description available')).toBeInTheDocument();
  });

  it('searches name or description case-insensitively and goes back to page 1', async () => {
    addCategories(8);
    const { user } = await renderCatalogue('/app/flower');
    await waitFor(() => expect(screen.getByText('Menampilkan 1 sampai 6 dari 14 hasil')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(screen.getByText('Menampilkan 13 sampai 14 dari 14 hasil')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Cari kategori' }), 'TAMBAHAN');
    expect(screen.getByText('Menampilkan 1 sampai 6 dari 8 hasil')).toBeInTheDocument();
    expect(screen.getByText('Total: 8 kategori')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'ucapan selamat');
    // 'Bunga Papan Ucapan' matches by its description.
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz tidak ada');
    expect(screen.getByRole('heading', { name: 'Tidak ada kategori' })).toBeInTheDocument();
    expect(screen.queryByText(/Menampilkan/)).not.toBeInTheDocument();
  });

  it('pages with previous/next and numbered pages, 6 per page', async () => {
    addCategories(7);
    const { user } = await renderCatalogue('/app/flower');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getByRole('button', { name: /Sebelumnya/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(screen.getByText('Menampilkan 7 sampai 12 dari 13 hasil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the new last page when the only card of the last page is deleted', async () => {
    addCategories(1);
    const { user } = await renderCatalogue('/app/flower');
    await waitFor(() => expect(cards()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    const last = screen.getByRole('article', { name: 'Kategori Tambahan 1' });
    await user.click(within(last).getByRole('button', { name: /^Hapus kategori/ }));
    expect(await screen.findByText('Konfirmasi Hapus')).toBeInTheDocument();
    expect(screen.getByText('Apakah Anda yakin ingin menghapus kategori "Kategori Tambahan 1"?')).toBeInTheDocument();
    await confirmSwal(user);
    expect(await screen.findByText('Kategori bunga berhasil dihapus!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Menampilkan 1 sampai 6 dari 6 hasil')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Halaman 2' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(6);
  });

  it('does not delete when the confirmation is cancelled, and reports a failed delete', async () => {
    const { user } = await renderCatalogue('/app/flower');
    const card = await screen.findByRole('article', { name: 'Buket Mawar' });
    await user.click(within(card).getByRole('button', { name: /^Hapus kategori/ }));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByText('Konfirmasi Hapus')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Buket Mawar' })).toBeInTheDocument();

    mockServer.use(http.delete('*/api/FlowerCategory/:id', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    await user.click(within(card).getByRole('button', { name: /^Hapus kategori/ }));
    await confirmSwal(user);
    expect(await screen.findByText('Gagal menghapus kategori bunga')).toBeInTheDocument();
  });

  it('toggles popular at once with the whole category, then shows the success text', async () => {
    let body: FlowerCategoryUpdate | undefined;
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') body = (await request.clone().json()) as FlowerCategoryUpdate;
    });
    const { user } = await renderCatalogue('/app/flower');
    const card = await screen.findByRole('article', { name: 'Bunga Meja & Vas' });
    const star = within(card).getByRole('button', { name: /populer/i });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(within(card).getByRole('button', { name: /populer/i })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Kategori berhasil ditandai sebagai populer!')).toBeInTheDocument();
    expect(Object.keys(body ?? {}).sort()).toEqual([
      'categoryID',
      'categoryName',
      'description',
      'imageUrl',
      'isPopular',
      'priceRangeEnd',
      'priceRangeStart',
    ]);
    expect(body).toMatchObject({
      categoryID: 2,
      categoryName: 'Bunga Meja & Vas',
      isPopular: true,
      priceRangeStart: 250000,
    });
    expect(getDb().flowerCategories.find(2)?.isPopular).toBe(true);

    await user.click(
      within(screen.getByRole('article', { name: 'Buket Mawar' })).getByRole('button', { name: /populer/i }),
    );
    expect(await screen.findByText('Kategori berhasil dihapus dari populer!')).toBeInTheDocument();
    mockServer.events.removeAllListeners();
  });

  it('rolls the star back visibly when the server refuses', async () => {
    // The server answers only when the test lets it, so "before the answer" holds however slow the machine is.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.put('*/api/FlowerCategory/:id', async () => {
        await answered;
        return HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
      }),
    );
    const { user } = await renderCatalogue('/app/flower');
    const card = await screen.findByRole('article', { name: 'Bunga Meja & Vas' });
    await user.click(within(card).getByRole('button', { name: /populer/i }));
    // Flipped at once, before the answer…
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /populer/i })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(card).getByText('Populer')).toBeInTheDocument();
    answer();
    // …and back after the refusal.
    expect(await screen.findByText('Gagal memperbarui status kategori')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: /populer/i })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(within(card).queryByText('Populer')).not.toBeInTheDocument();
  });

  it("shows 'Gagal memuat data kategori bunga' with a retry when the list fails", async () => {
    let fail = true;
    mockServer.use(
      http.get('*/api/FlowerCategory', () => (fail ? HttpResponse.json({ status: 500 }, { status: 500 }) : undefined)),
    );
    const { user } = await renderCatalogue('/app/flower');
    expect(await screen.findByText('Gagal memuat data kategori bunga')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
  });

  it("shows 'Tidak ada kategori' with 'Tambah Kategori' when there are none", async () => {
    mockServer.use(http.get('*/api/FlowerCategory', () => HttpResponse.json([])));
    await renderCatalogue('/app/flower');
    const empty = await screen.findByRole('heading', { name: 'Tidak ada kategori' });
    expect(within(empty.parentElement!).getByRole('button', { name: /Tambah Kategori/ })).toBeInTheDocument();
  });

  it('shows the page in English', async () => {
    await renderCatalogue('/app/flower', { lng: 'en' });
    expect(await screen.findByText('Showing 1 to 6 of 6 results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flower Category Management' })).toBeInTheDocument();
  });
});
