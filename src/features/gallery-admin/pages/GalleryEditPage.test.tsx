import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@/lib/images/imageRules';
import { FIRST_VISIT } from '@/test/waits';
import { toGalleryImage } from '@mocks/db/joins';
import { getDb, mockServer } from '@mocks/node';
import { imageFile, RESIZED_BASE64 } from '../test/imagePipelineDouble';
import { openGallery, recordGalleryRequests, serverError } from '../test/renderGallery';

vi.mock('@/lib/images/processImage', async () => (await import('../test/imagePipelineDouble')).pipelineModule);
vi.setConfig({ testTimeout: 40_000 });

let recorder: ReturnType<typeof recordGalleryRequests> | undefined;
afterEach(() => recorder?.stop());

async function openEdit(id: string | number) {
  const utils = await openGallery(`/app/gallery/edit/${id}`, { heading: 'Edit Foto Galeri' });
  return { ...utils, user: userEvent.setup({ applyAccept: false }) };
}

const titleField = () => screen.getByRole('textbox', { name: /Judul/ });

describe('gallery edit /app/gallery/edit/{id}', () => {
  it('loads the image (answered wrapped in { success, data }) into the form, with its current picture', async () => {
    await openEdit(2);
    await waitFor(() => expect(titleField()).toHaveValue('Mawar Merah Segar'), FIRST_VISIT);
    expect(screen.getByRole('textbox', { name: 'Deskripsi' })).toHaveValue(
      'Mawar merah yang baru dipetik pagi ini dari kebun mitra kami di Lembang.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Urutan Tampil' })).toHaveValue(1);
    expect(screen.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Foto saat ini' }).getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,\/9j\//,
    );
    expect(screen.getByText('Foto saat ini tetap dipakai kecuali Anda memilih foto baru.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perbarui Foto' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
  });

  it('loads an image answered directly too', async () => {
    const bare = toGalleryImage(getDb().galleryImages.find(10)!);
    mockServer.use(http.get('*/api/Gallery/:id', () => HttpResponse.json(bare)));
    await openEdit(10);
    await waitFor(() => expect(titleField()).toHaveValue('Inspirasi Kebun Tulip'), FIRST_VISIT);
    expect(screen.getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
  });

  it.each([
    ['an unknown id', '999', undefined, 'Gallery image not found'],
    ['{ success: false }', '3', () => HttpResponse.json({ success: false, data: null }), 'Gallery image not found'],
    ['a failed load', '3', serverError, 'Failed to load gallery image'],
    ['a non-numeric id', 'abc', undefined, 'Gallery ID not found'],
    ['id 0', '0', undefined, 'Gallery ID not found'],
  ])('says so for %s, with the way back to the list', async (_case, id, answer, message) => {
    if (answer) mockServer.use(http.get('*/api/Gallery/:id', answer));
    recorder = recordGalleryRequests();
    await openEdit(id);
    const alert = await screen.findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Kembali ke Galeri' })).toHaveAttribute('href', '/app/gallery');
    if (message === 'Gallery ID not found') expect(recorder.requests).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: /Judul/ })).not.toBeInTheDocument();
  });

  it("refuses an original over 5 MB on this page: 'Image size must be less than 5MB...'", async () => {
    const { user } = await openEdit(2);
    await waitFor(() => expect(titleField()).toHaveValue('Mawar Merah Segar'), FIRST_VISIT);
    await user.upload(
      screen.getByLabelText('Gambar', { selector: 'input[type=file]' }),
      imageFile('besar.jpg', 'image/jpeg', 5 * MB + 1),
    );
    expect(await screen.findByText('Image size must be less than 5MB...')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Gambar', { selector: 'input[type=file]' }),
      imageFile('catatan.txt', 'text/plain'),
    );
    expect(await screen.findByText('Please select a valid image file (JPG, PNG, GIF)')).toBeInTheDocument();
    expect(screen.getByText('Invalid File Type')).toBeInTheDocument();
  });

  it('saves with id and updatedBy admin, sending the current picture back when none was chosen', async () => {
    recorder = recordGalleryRequests();
    const { user, router } = await openEdit(2);
    await waitFor(() => expect(titleField()).toHaveValue('Mawar Merah Segar'), FIRST_VISIT);
    const before = getDb().galleryImages.find(2)!.imageBase64;
    await user.clear(titleField());
    await user.type(titleField(), 'Mawar Merah Lembang');
    await user.click(screen.getByRole('button', { name: 'Perbarui Foto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gallery'), FIRST_VISIT);
    expect(await screen.findByText('Foto galeri berhasil diperbarui', {}, FIRST_VISIT)).toBeInTheDocument();
    const put = recorder.requests.find((entry) => entry.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/Gallery/2');
    expect(put?.body).toMatchObject({
      id: 2,
      title: 'Mawar Merah Lembang',
      displayOrder: 1,
      isActive: true,
      updatedBy: 'admin',
      createdBy: 'admin',
      imageBase64: before,
    });
    expect(getDb().galleryImages.find(2)).toMatchObject({ title: 'Mawar Merah Lembang', updatedBy: 'admin' });
  });

  it('replaces the picture, and keeps the typed text and the new picture when the save fails', async () => {
    mockServer.use(http.put('*/api/Gallery/:id', serverError));
    const { user, router } = await openEdit(2);
    await waitFor(() => expect(titleField()).toHaveValue('Mawar Merah Segar'), FIRST_VISIT);
    await user.upload(
      screen.getByLabelText('Gambar', { selector: 'input[type=file]' }),
      imageFile('baru.jpg', 'image/jpeg', 4 * MB),
    );
    expect(await screen.findByRole('img', { name: 'Pratinjau foto baru' })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${RESIZED_BASE64}`,
    );
    await user.type(titleField(), ' Lembang');
    await user.click(screen.getByRole('button', { name: 'Perbarui Foto' }));
    expect(
      await screen.findByText(
        'Failed to save gallery image. Please check your connection and try again.',
        {},
        FIRST_VISIT,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/gallery/edit/2');
    expect(titleField()).toHaveValue('Mawar Merah Segar Lembang');
    expect(screen.getByRole('img', { name: 'Pratinjau foto baru' })).toBeInTheDocument();

    // Remove takes the new choice away; the current picture stays.
    await user.click(screen.getByRole('button', { name: 'Hapus Foto' }));
    expect(screen.getByRole('img', { name: 'Foto saat ini' })).toBeInTheDocument();
  });

  it('shows a hostile title as text in the form and the header', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    getDb().galleryImages.update(4, { title: attack });
    const { container } = await openEdit(4);
    await waitFor(() => expect(titleField()).toHaveValue(attack), FIRST_VISIT);
    expect(screen.getByText(`Mengubah "${attack}"`)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
