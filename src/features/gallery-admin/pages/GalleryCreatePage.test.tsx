import '@/test/dialogTestSetup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@/lib/images/imageRules';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { holdProcessing, imageFile, RESIZED_BASE64, releaseProcessing } from '../test/imagePipelineDouble';
import { openGallery, recordGalleryRequests, serverError } from '../test/renderGallery';

vi.mock('@/lib/images/processImage', async () => (await import('../test/imagePipelineDouble')).pipelineModule);
vi.setConfig({ testTimeout: 40_000 });

let recorder: ReturnType<typeof recordGalleryRequests> | undefined;
afterEach(() => {
  recorder?.stop();
  releaseProcessing();
});

async function openCreate() {
  const utils = await openGallery('/app/gallery/create', { heading: 'Tambah Foto Galeri' });
  return { ...utils, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText('Gambar', { selector: 'input[type=file]' });
const submit = () => screen.getByRole('button', { name: 'Simpan Foto' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Judul/ }), 'Buket Peony Putih');
  await user.type(screen.getByRole('textbox', { name: 'Deskripsi' }), 'Peony putih untuk pengantin.');
  await user.upload(fileInput(), imageFile('peony.jpg', 'image/jpeg', 3 * MB));
  await screen.findByRole('img', { name: 'Pratinjau foto baru' }, FIRST_VISIT);
}

describe('gallery create /app/gallery/create', () => {
  it('has the breadcrumb, title, fields with their defaults, tips, cancel and submit', async () => {
    await openCreate();
    const breadcrumb = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(within(breadcrumb).getByRole('link', { name: 'Galeri Foto' })).toHaveAttribute('href', '/app/gallery');
    expect(screen.getByRole('group', { name: /Gambar/ })).toBeInTheDocument();
    expect(screen.getByText('Seret & lepas foto di sini')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih File' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Judul/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Deskripsi' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Urutan Tampil' })).toHaveValue(0);
    expect(screen.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    expect(screen.getByRole('complementary', { name: 'Tips' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("submitting empty says 'Title is required' and 'Image is required', and blocks the submit until fixed", async () => {
    const { user } = await openCreate();
    await user.click(submit());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Judul/ }), '   ');
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Image is required')).not.toBeInTheDocument();
  });

  it("says 'Display order must be 0 or greater' below 0 and when empty", async () => {
    const { user } = await openCreate();
    const order = screen.getByRole('spinbutton', { name: 'Urutan Tampil' });
    await user.clear(order);
    await user.type(order, '-1');
    await user.tab();
    expect(await screen.findByText('Display order must be 0 or greater')).toBeInTheDocument();
    await user.clear(order);
    expect(await screen.findByText('Display order must be 0 or greater')).toBeInTheDocument();
    await user.type(order, '4');
    await waitFor(() => expect(screen.queryByText('Display order must be 0 or greater')).not.toBeInTheDocument());
  });

  it("refuses a file that is not an image: 'Invalid File Type' / 'Please select a valid image file (JPG, PNG, GIF)'", async () => {
    const { user } = await openCreate();
    await user.upload(fileInput(), imageFile('catatan.pdf', 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid File Type');
    expect(alert).toHaveTextContent('Please select a valid image file (JPG, PNG, GIF)');
    expect(screen.queryByRole('img', { name: 'Pratinjau foto baru' })).not.toBeInTheDocument();
  });

  it("refuses an original over 10 MB: 'Original image size must be less than 10MB...'; 10 MB itself is taken", async () => {
    const { user } = await openCreate();
    await user.upload(fileInput(), imageFile('besar.jpg', 'image/jpeg', 10 * MB + 1));
    expect(await screen.findByText('Original image size must be less than 10MB...')).toBeInTheDocument();
    await user.upload(fileInput(), imageFile('pas.png', 'image/png', 10 * MB));
    expect(await screen.findByRole('img', { name: 'Pratinjau foto baru' })).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${RESIZED_BASE64}`,
    );
    expect(screen.queryByText('Original image size must be less than 10MB...')).not.toBeInTheDocument();
  });

  it('takes a dropped picture, shows the progress while it is processed, then the preview; remove takes it away', async () => {
    const { user } = await openCreate();
    holdProcessing();
    fireEvent.drop(screen.getByTestId('gallery-dropzone'), {
      dataTransfer: { files: [imageFile('mawar.gif', 'image/gif', 2 * MB)] },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Memproses gambar…');
    await user.type(screen.getByRole('textbox', { name: /Judul/ }), 'Mawar');
    expect(submit()).toBeDisabled();
    releaseProcessing();
    expect(await screen.findByRole('img', { name: 'Pratinjau foto baru' })).toBeInTheDocument();
    expect(screen.getByText(/Siap diunggah: 1920 × 1080 px/)).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Hapus Foto' }));
    expect(screen.queryByRole('img', { name: 'Pratinjau foto baru' })).not.toBeInTheDocument();
    expect(await screen.findByText('Image is required')).toBeInTheDocument();
  });

  it('saves the create payload (createdBy admin), then shows the list with the new photo', async () => {
    recorder = recordGalleryRequests();
    const { user, router } = await openCreate();
    await fillValid(user);
    const order = screen.getByRole('spinbutton', { name: 'Urutan Tampil' });
    await user.clear(order);
    await user.type(order, '2');
    await user.click(screen.getByRole('switch', { name: 'Aktif' }));
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gallery'), FIRST_VISIT);
    expect(await screen.findByText('Foto galeri berhasil disimpan', {}, FIRST_VISIT)).toBeInTheDocument();
    const post = recorder.requests.find((entry) => entry.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Buket Peony Putih',
      description: 'Peony putih untuk pengantin.',
      imageBase64: RESIZED_BASE64,
      isActive: false,
      displayOrder: 2,
      createdBy: 'admin',
    });
    const saved = getDb()
      .galleryImages.all()
      .find((image) => image.title === 'Buket Peony Putih');
    expect(saved).toMatchObject({ isActive: false, displayOrder: 2, createdBy: 'admin' });
  });

  it('shows the saving state while the call runs', async () => {
    mockServer.use(
      http.post('*/api/Gallery', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await openCreate();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });

  it.each([
    ['fails', serverError],
    ['answers empty', () => new HttpResponse(null, { status: 201 })],
  ])('when the save %s it says so and keeps everything typed and the picture', async (_case, answer) => {
    mockServer.use(http.post('*/api/Gallery', answer));
    const { user, router } = await openCreate();
    await fillValid(user);
    await user.click(submit());
    expect(
      await screen.findByText(
        'Failed to save gallery image. Please check your connection and try again.',
        {},
        FIRST_VISIT,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/gallery/create');
    expect(screen.getByRole('textbox', { name: /Judul/ })).toHaveValue('Buket Peony Putih');
    expect(screen.getByRole('textbox', { name: 'Deskripsi' })).toHaveValue('Peony putih untuk pengantin.');
    expect(screen.getByRole('img', { name: 'Pratinjau foto baru' })).toBeInTheDocument();
    mockServer.resetHandlers();
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gallery'), FIRST_VISIT);
  });
});
