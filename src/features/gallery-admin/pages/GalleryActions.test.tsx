import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { cardTitles, openGallery, recordGalleryRequests, serverError } from '../test/renderGallery';

vi.setConfig({ testTimeout: 30_000 });

let recorder: ReturnType<typeof recordGalleryRequests> | undefined;
afterEach(() => recorder?.stop());

const toast = (text: string) => screen.findByText(text, { selector: '.app-toast *' }, FIRST_VISIT);

describe('gallery status toggle and delete', () => {
  it('deactivates through update with the whole image, toasts, and reloads', async () => {
    recorder = recordGalleryRequests();
    const { user } = await openGallery();
    const card = await screen.findByRole('article', { name: 'Mawar Merah Segar' }, FIRST_VISIT);
    await user.click(within(card).getByRole('button', { name: 'Nonaktifkan "Mawar Merah Segar"' }));
    expect(await toast('Image deactivated successfully')).toBeInTheDocument();
    const put = recorder.requests.find((entry) => entry.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/Gallery/2');
    await waitFor(() =>
      expect(put?.body).toMatchObject({
        id: 2,
        title: 'Mawar Merah Segar',
        isActive: false,
        displayOrder: 1,
        updatedBy: 'admin',
        createdBy: 'admin',
      }),
    );
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('article', { name: 'Mawar Merah Segar' })).getByText('Tidak Aktif'),
        ).toBeInTheDocument(),
      FIRST_VISIT,
    );
    expect(getDb().galleryImages.find(2)?.isActive).toBe(false);
    expect(screen.getByTestId('counter-inactive')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Aktifkan "Mawar Merah Segar"' }));
    expect(await toast('Image activated successfully')).toBeInTheDocument();
    await waitFor(() => expect(getDb().galleryImages.find(2)?.isActive).toBe(true));
  });

  it("says 'Failed to update image status' when the update fails, and keeps the status", async () => {
    mockServer.use(http.put('*/api/Gallery/:id', serverError));
    const { user } = await openGallery();
    const card = await screen.findByRole('article', { name: 'Tulip Warna-warni' }, FIRST_VISIT);
    await user.click(within(card).getByRole('button', { name: 'Nonaktifkan "Tulip Warna-warni"' }));
    expect(await toast('Failed to update image status')).toBeInTheDocument();
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(getDb().galleryImages.find(3)?.isActive).toBe(true);
  });

  it("asks 'Delete Image?', keeps the photo on cancel, deletes on confirm with 'Deleted!'", async () => {
    const { user } = await openGallery();
    const card = await screen.findByRole('article', { name: 'Tulip Warna-warni' }, FIRST_VISIT);
    await user.click(within(card).getByRole('button', { name: 'Hapus "Tulip Warna-warni"' }));
    const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
    expect(within(dialog).getByRole('heading', { name: 'Delete Image?' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Foto "Tulip Warna-warni" akan dihapus dari galeri. Tindakan ini tidak dapat dibatalkan.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().galleryImages.find(3)).toBeDefined();

    await user.click(within(card).getByRole('button', { name: 'Hapus "Tulip Warna-warni"' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, hapus' }, FIRST_VISIT));
    expect(await screen.findByRole('heading', { name: 'Deleted!' }, FIRST_VISIT)).toBeInTheDocument();
    // It closes by itself after 2 seconds.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(cardTitles()).not.toContain('Tulip Warna-warni'), FIRST_VISIT);
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByTestId('counter-total')).toHaveTextContent('13');
    expect(getDb().galleryImages.find(3)).toBeUndefined();
  });

  it("says 'Failed to delete image. Please try again.' when the delete fails", async () => {
    mockServer.use(http.delete('*/api/Gallery/:id', serverError));
    const { user } = await openGallery();
    const card = await screen.findByRole('article', { name: 'Duo Anggrek Bulan' }, FIRST_VISIT);
    await user.click(within(card).getByRole('button', { name: 'Hapus "Duo Anggrek Bulan"' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, hapus' }, FIRST_VISIT));
    expect(await screen.findByText('Failed to delete image. Please try again.', {}, FIRST_VISIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().galleryImages.find(6)).toBeDefined();
    expect(cardTitles()).toContain('Duo Anggrek Bulan');
  });
});

describe('data is text, never HTML (XSS)', () => {
  const ATTACK = '<img src=x onerror=alert(1)>';

  it('shows a hostile title and description as text on the card and in the delete question', async () => {
    getDb().galleryImages.update(1, { title: ATTACK, description: `<script>alert(2)</script>` });
    const { user, container } = await openGallery();
    const card = await screen.findByRole('article', { name: ATTACK }, FIRST_VISIT);
    expect(within(card).getByRole('heading', { name: ATTACK })).toBeInTheDocument();
    expect(within(card).getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    await user.click(within(card).getByRole('button', { name: `Hapus "${ATTACK}"` }));
    const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
    expect(
      within(dialog).getByText(`Foto "${ATTACK}" akan dihapus dari galeri. Tindakan ini tidak dapat dibatalkan.`),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
