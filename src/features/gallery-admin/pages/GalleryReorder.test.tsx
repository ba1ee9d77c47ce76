import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { cardTitles, openGallery, recordGalleryRequests, serverError } from '../test/renderGallery';

vi.setConfig({ testTimeout: 40_000 });

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
const waitForCards = (titles: string[]) => waitFor(() => expect(cardTitles()).toEqual(titles), FIRST_VISIT);
const toast = (text: string) => screen.findByText(text, { selector: '.app-toast *' }, FIRST_VISIT);

/** The titles in server order (display order, then id): what the public home shows, minus the inactive ones. */
function serverOrderTitles(activeOnly = false) {
  return getDb()
    .galleryImages.all()
    .filter((image) => !activeOnly || image.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
    .map((image) => image.title);
}

describe('gallery reorder', () => {
  it('moves a photo up through PUT /api/Gallery/{id}/order and renumbers the gallery 0, 1, 2…', async () => {
    recorder = recordGalleryRequests();
    const { user } = await openGallery();
    await waitForCards(PAGE_1);
    expect(screen.getByRole('button', { name: 'Pindahkan "Buket Mawar Pink Romantis" ke atas' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Mawar Merah Segar" ke atas' }));
    expect(await toast('Urutan foto diperbarui')).toBeInTheDocument();
    await waitForCards(['Mawar Merah Segar', 'Buket Mawar Pink Romantis', ...PAGE_1.slice(2)]);

    const sequenceCall = recorder.lists().find((entry) => entry.url.searchParams.get('pageSize') === '100');
    expect(Object.fromEntries(sequenceCall!.url.searchParams)).toMatchObject({
      includeImages: 'false',
      activeOnly: 'false',
    });
    const orderCalls = recorder.requests.filter((entry) => entry.method === 'PUT');
    expect(orderCalls.length).toBeGreaterThan(0);
    expect(orderCalls.every((entry) => /^\/api\/Gallery\/\d+\/order$/.test(entry.url.pathname))).toBe(true);
    const orders = getDb()
      .galleryImages.all()
      .map((image) => image.displayOrder)
      .sort((a, b) => a - b);
    expect(orders).toEqual([...Array(14).keys()]);
    expect(serverOrderTitles().slice(0, 2)).toEqual(['Mawar Merah Segar', 'Buket Mawar Pink Romantis']);
    expect(
      within(screen.getByRole('article', { name: 'Mawar Merah Segar' })).getByText('Urutan 0'),
    ).toBeInTheDocument();
  });

  it('moves across pages: down from the end of page 1 and up from the start of page 2', async () => {
    const { user } = await openGallery();
    await waitForCards(PAGE_1);
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Duo Anggrek Bulan" ke bawah' }));
    expect(await toast('Urutan foto diperbarui')).toBeInTheDocument();
    await waitForCards([...PAGE_1.slice(0, 5), 'Buket Pastel Lavender']);

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Duo Anggrek Bulan'), FIRST_VISIT);
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Duo Anggrek Bulan" ke atas' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Buket Pastel Lavender'), FIRST_VISIT);
    expect(serverOrderTitles().slice(4, 7)).toEqual([
      'Dekorasi Meja Resepsi',
      'Duo Anggrek Bulan',
      'Buket Pastel Lavender',
    ]);
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Pindahkan "Meja Kerja Florist Kami" ke bawah' })).toBeDisabled(),
      FIRST_VISIT,
    );
  });

  it("moves among the photos the view shows: with 'active', past an inactive one", async () => {
    const { user } = await openGallery('/app/gallery?status=active&page=2');
    await waitForCards([
      'Buket Pastel Lavender',
      'Lily Stargazer & Casablanca',
      'Buket Gerbera Wisuda',
      'Bunga Papan Happy Anniversary',
      'Hydrangea & Mawar dalam Vas',
    ]);
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Bunga Papan Happy Anniversary" ke atas' }));
    await waitForCards([
      'Buket Pastel Lavender',
      'Lily Stargazer & Casablanca',
      'Bunga Papan Happy Anniversary',
      'Buket Gerbera Wisuda',
      'Hydrangea & Mawar dalam Vas',
    ]);
    // The inactive 'Inspirasi Kebun Tulip' keeps its place after 'Buket Gerbera Wisuda'.
    expect(serverOrderTitles().slice(7, 11)).toEqual([
      'Lily Stargazer & Casablanca',
      'Bunga Papan Happy Anniversary',
      'Buket Gerbera Wisuda',
      'Inspirasi Kebun Tulip',
    ]);
  });

  it('says so when the order cannot be saved, and shows the order the server has', async () => {
    mockServer.use(http.put('*/api/Gallery/:id/order', serverError));
    const { user } = await openGallery();
    await waitForCards(PAGE_1);
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Tulip Warna-warni" ke atas' }));
    expect(await toast('Gagal memperbarui urutan foto')).toBeInTheDocument();
    await waitForCards(PAGE_1);
  });
});

describe('the public home follows what staff do', () => {
  it('shows the reordered photos first, without deactivated or deleted ones, after a reload', async () => {
    const admin = await openGallery();
    const { user } = admin;
    await waitForCards(PAGE_1);
    // 'Tulip Warna-warni' to the top: two moves up.
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Tulip Warna-warni" ke atas' }));
    await waitFor(() => expect(cardTitles()[1]).toBe('Tulip Warna-warni'), FIRST_VISIT);
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Pindahkan "Tulip Warna-warni" ke atas' })).toBeEnabled(),
      FIRST_VISIT,
    );
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Tulip Warna-warni" ke atas' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Tulip Warna-warni'), FIRST_VISIT);
    // Deactivate one, delete another.
    await user.click(
      await screen.findByRole('button', { name: 'Nonaktifkan "Buket Mawar Pink Romantis"' }, FIRST_VISIT),
    );
    expect(await toast('Image deactivated successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus "Mawar Merah Segar"' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, hapus' }, FIRST_VISIT));
    expect(await screen.findByRole('heading', { name: 'Deleted!' }, FIRST_VISIT)).toBeInTheDocument();
    admin.unmount();

    await renderRoute('/public/home');
    const section = await screen.findByRole('region', { name: 'Karya Terbaru Kami' }, FIRST_VISIT);
    await waitFor(() => expect(within(section).getAllByRole('figure')).toHaveLength(6), FIRST_VISIT);
    // Each photo is named by its caption (its alt is empty: the caption says it).
    const shown = within(section)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('.gallery-tile__title')?.textContent);
    expect(shown).toEqual(serverOrderTitles(true).slice(0, 6));
    expect(shown[0]).toBe('Tulip Warna-warni');
    expect(shown).not.toContain('Buket Mawar Pink Romantis');
    expect(shown).not.toContain('Mawar Merah Segar');
  });
});
