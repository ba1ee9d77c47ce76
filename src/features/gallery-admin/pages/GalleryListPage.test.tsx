import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { cardTitles, openGallery, recordGalleryRequests, serverError } from '../test/renderGallery';

vi.setConfig({ testTimeout: 30_000 });

let recorder: ReturnType<typeof recordGalleryRequests> | undefined;
afterEach(() => recorder?.stop());

const PAGE_1 = [
  'Buket Mawar Pink Romantis',
  'Mawar Merah Segar',
  'Tulip Warna-warni',
  'Bunga Matahari Ceria',
  'Dekorasi Meja Resepsi',
  'Duo Anggrek Bulan',
];
const counter = (name: 'total' | 'active' | 'inactive') => screen.getByTestId(`counter-${name}`);
const waitForCards = (titles: string[]) => waitFor(() => expect(cardTitles()).toEqual(titles), FIRST_VISIT);

describe('gallery management list /app/gallery', () => {
  it('shows the title, add button, toolbar, counters and a card per photo of page 1, 6 per page', async () => {
    recorder = recordGalleryRequests();
    const { router } = await openGallery();
    await waitForCards(PAGE_1);
    expect(screen.getByRole('link', { name: 'Tambah Foto' })).toHaveAttribute('href', '/app/gallery/create');
    expect(screen.getByRole('searchbox', { name: 'Cari foto' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('switch', { name: 'Tampilkan gambar' })).toBeChecked();
    expect(counter('total')).toHaveTextContent('14');
    expect(counter('active')).toHaveTextContent('6');
    expect(counter('inactive')).toHaveTextContent('0');

    const sunflower = screen.getByRole('article', { name: 'Bunga Matahari Ceria' });
    expect(within(sunflower).getByText('Tidak ada deskripsi')).toBeInTheDocument();
    expect(within(sunflower).getByText('Aktif')).toBeInTheDocument();
    expect(within(sunflower).getByText('Urutan 3')).toBeInTheDocument();
    expect(within(sunflower).getByRole('img', { name: 'Bunga Matahari Ceria' }).getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,\/9j\//,
    );
    for (const name of [
      'Nonaktifkan "Bunga Matahari Ceria"',
      'Hapus "Bunga Matahari Ceria"',
      'Pindahkan "Bunga Matahari Ceria" ke atas',
    ]) {
      expect(within(sunflower).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(sunflower).getByRole('link', { name: 'Ubah "Bunga Matahari Ceria"' })).toHaveAttribute(
      'href',
      '/app/gallery/edit/4',
    );
    expect(
      within(screen.getByRole('article', { name: 'Mawar Merah Segar' })).getByText(
        'Mawar merah yang baru dipetik pagi ini dari kebun mitra kami di Lembang.',
      ),
    ).toBeInTheDocument();

    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sebelumnya/ })).toBeDisabled();
    const request = recorder.lists()[0].url.searchParams;
    expect(Object.fromEntries(request)).toEqual({
      page: '1',
      pageSize: '6',
      includeImages: 'true',
      activeOnly: 'false',
    });
    expect(router.state.location.search).toBe('');
  });

  it('pages with previous, numbered pages and next, keeping the page in the URL', async () => {
    const { user, router } = await openGallery();
    await waitForCards(PAGE_1);
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    await waitForCards([
      'Buket Pastel Lavender',
      'Lily Stargazer & Casablanca',
      'Buket Gerbera Wisuda',
      'Inspirasi Kebun Tulip',
      'Bunga Papan Happy Anniversary',
      'Koleksi Buket Mini',
    ]);
    expect(screen.getByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(counter('active')).toHaveTextContent('4');
    expect(counter('inactive')).toHaveTextContent('2');
    expect(
      within(screen.getByRole('article', { name: 'Koleksi Buket Mini' })).getByText('Tidak Aktif'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitForCards(['Hydrangea & Mawar dalam Vas', 'Meja Kerja Florist Kami']);
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    await waitFor(() => expect(screen.getByText('Halaman 2 dari 3')).toBeInTheDocument());
  });

  it("'active' asks the server for active photos only; the total is the server's", async () => {
    recorder = recordGalleryRequests();
    const { user, router } = await openGallery('/app/gallery?page=2');
    await waitFor(() => expect(screen.getByText('Halaman 2 dari 3')).toBeInTheDocument(), FIRST_VISIT);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(screen.getByText('Halaman 1 dari 2')).toBeInTheDocument(), FIRST_VISIT);
    expect(router.state.location.search).toBe('?status=active');
    expect(recorder.lists().at(-1)!.url.searchParams.get('activeOnly')).toBe('true');
    expect(counter('total')).toHaveTextContent('11');
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitForCards([
      'Buket Pastel Lavender',
      'Lily Stargazer & Casablanca',
      'Buket Gerbera Wisuda',
      'Bunga Papan Happy Anniversary',
      'Hydrangea & Mawar dalam Vas',
    ]);
  });

  it("'inactive' sends no server filter and filters the loaded page; an empty page offers the reset and keeps paging", async () => {
    recorder = recordGalleryRequests();
    const { user, router } = await openGallery();
    await waitForCards(PAGE_1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    expect(await screen.findByRole('heading', { name: 'Tidak ada foto yang cocok' }, FIRST_VISIT)).toBeInTheDocument();
    expect(recorder.lists().every((entry) => entry.url.searchParams.get('activeOnly') === 'false')).toBe(true);
    expect(router.state.location.search).toBe('?status=inactive');
    expect(counter('total')).toHaveTextContent('14');

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitForCards(['Inspirasi Kebun Tulip', 'Koleksi Buket Mini']);
    expect(counter('active')).toHaveTextContent('4');
    expect(counter('inactive')).toHaveTextContent('2');
    expect(router.state.location.search).toBe('?page=2&status=inactive');

    await user.click(screen.getByRole('button', { name: 'Halaman 1' }));
    await user.click(await screen.findByRole('button', { name: 'Reset Filter' }, FIRST_VISIT));
    await waitForCards(PAGE_1);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(router.state.location.search).toBe('');
  });

  it('searches title and description on the loaded page without a new call, and keeps the search in the URL', async () => {
    recorder = recordGalleryRequests();
    const { user, router } = await openGallery();
    await waitForCards(PAGE_1);
    const calls = recorder.lists().length;
    await user.type(screen.getByRole('searchbox', { name: 'Cari foto' }), 'MAWAR');
    // 'Dekorasi Meja Resepsi' matches by its description (mawar putih).
    await waitForCards(['Buket Mawar Pink Romantis', 'Mawar Merah Segar', 'Dekorasi Meja Resepsi']);
    expect(recorder.lists()).toHaveLength(calls);
    expect(router.state.location.search).toBe('?q=MAWAR');
    // The counters stay those of the loaded page.
    expect(counter('active')).toHaveTextContent('6');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'tidak ada yang cocok');
    expect(await screen.findByRole('heading', { name: 'Tidak ada foto yang cocok' })).toBeInTheDocument();
  });

  it('opens the view a URL describes: page, status and search', async () => {
    await openGallery('/app/gallery?page=2&status=inactive&q=mini');
    await waitForCards(['Koleksi Buket Mini']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    expect(screen.getByRole('searchbox', { name: 'Cari foto' })).toHaveValue('mini');
    expect(screen.getByText('Halaman 2 dari 3')).toBeInTheDocument();
  });

  it('reset and refresh both go back to page 1; refresh loads again and keeps the filter', async () => {
    recorder = recordGalleryRequests();
    const { user, router } = await openGallery('/app/gallery?page=2&status=active&q=buket');
    await waitFor(() => expect(screen.getByText('Halaman 2 dari 2')).toBeInTheDocument(), FIRST_VISIT);
    await user.click(screen.getByRole('button', { name: 'Muat Ulang' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&q=buket'));
    await waitFor(() => expect(screen.getByText('Halaman 1 dari 2')).toBeInTheDocument());
    const calls = recorder.lists().length;
    await user.click(screen.getByRole('button', { name: 'Muat Ulang' }));
    await waitFor(() => expect(recorder!.lists().length).toBeGreaterThan(calls));

    await user.click(screen.getByRole('button', { name: /^Reset$/ }));
    await waitForCards(PAGE_1);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Cari foto' })).toHaveValue('');
  });

  it('hides and shows the images (includeImages)', async () => {
    recorder = recordGalleryRequests();
    const { user } = await openGallery();
    await waitForCards(PAGE_1);
    await user.click(screen.getByRole('switch', { name: 'Tampilkan gambar' }));
    await waitFor(() => expect(screen.getAllByText('Gambar disembunyikan')).toHaveLength(6), FIRST_VISIT);
    expect(recorder.lists().at(-1)!.url.searchParams.get('includeImages')).toBe('false');
    for (const card of screen.getAllByRole('article')) expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Tampilkan gambar' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Tulip Warna-warni' })).toHaveLength(1), FIRST_VISIT);
  });

  it('shows the empty state with the add button when the gallery has no photo', async () => {
    getDb().galleryImages.removeWhere(() => true);
    await openGallery();
    expect(await screen.findByRole('heading', { name: 'Belum ada foto' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tambah Foto' })).toHaveLength(2);
    expect(screen.queryByText(/Halaman 1 dari/)).not.toBeInTheDocument();
  });

  it("says 'Failed to load gallery images. Please try again.' and loads again on retry", async () => {
    mockServer.use(http.get('*/api/Gallery', serverError));
    const { user } = await openGallery();
    const alert = await screen.findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Failed to load gallery images. Please try again.');
    mockServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    await waitForCards(PAGE_1);
  });

  it('shows a page past the end as the last page', async () => {
    const { router } = await openGallery('/app/gallery?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'), FIRST_VISIT);
    await waitForCards(['Hydrangea & Mawar dalam Vas', 'Meja Kerja Florist Kami']);
  });

  it('speaks English where the screen has translations, product texts as written', async () => {
    mockServer.use(http.get('*/api/Gallery', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    await openGallery('/app/gallery', { lng: 'en' });
    expect(
      await screen.findByText('Failed to load gallery images. Please try again.', {}, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
