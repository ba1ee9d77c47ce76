import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowerCategoryInput, FlowerCategoryUpdate } from '@/api/generated/shopApi';
import { MB } from '@/lib/images/imageRules';
import { getDb, mockServer } from '@mocks/node';
import { imageFile, processImageFileMock, RESIZED_DATA_URL } from '../test/imagePipelineMock';
import { renderCatalogue } from '../test/renderCatalogue';

vi.mock('@/lib/images/processImage', () => ({
  processImageFile: (...args: Parameters<typeof processImageFileMock>) => processImageFileMock(...args),
}));

// Form-filling tests type a lot; the machine may be shared.
vi.setConfig({ testTimeout: 30_000 });

type User = Awaited<ReturnType<typeof renderCatalogue>>['user'];

async function openCreate(user: User) {
  await screen.findAllByRole('article');
  await user.click(screen.getAllByRole('button', { name: /Tambah Kategori/ })[0]);
  return screen.findByRole('dialog', { name: 'Tambah Kategori Bunga' });
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Gambar', { selector: 'input[type=file]' });

let bodies: unknown[] = [];
beforeEach(() => {
  bodies = [];
  processImageFileMock.mockClear();
  mockServer.events.removeAllListeners();
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' || request.method === 'PUT') bodies.push(await request.clone().json());
  });
});

describe('Category create dialog', () => {
  it('shows every required message after touch, and marks all on an early submit', async () => {
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openCreate(user);
    await user.click(field(dialog, 'Nama kategori'));
    await user.tab();
    expect(await within(dialog).findByText('Nama kategori wajib diisi')).toBeInTheDocument();
    expect(within(dialog).queryByText('Deskripsi wajib diisi')).not.toBeInTheDocument();
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('Deskripsi wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga awal wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga akhir wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Gambar wajib diupload')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeDisabled();
  });

  it('checks minimum lengths, negative prices and the price order', async () => {
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Nama kategori'), 'ab');
    await user.type(field(dialog, 'Deskripsi'), 'pendek');
    await user.type(field(dialog, 'Harga awal'), '-5');
    await user.tab();
    expect(await within(dialog).findByText('Nama kategori minimal 3 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Deskripsi minimal 10 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga awal harus lebih dari 0')).toBeInTheDocument();
    await user.clear(field(dialog, 'Harga awal'));
    await user.type(field(dialog, 'Harga awal'), '500000');
    await user.type(field(dialog, 'Harga akhir'), '500000');
    await user.tab();
    expect(await within(dialog).findByText('Harga awal harus lebih kecil dari harga akhir')).toBeInTheDocument();
    await user.clear(field(dialog, 'Harga akhir'));
    await user.type(field(dialog, 'Harga akhir'), '400000');
    expect(within(dialog).getByText('Harga awal harus lebih kecil dari harga akhir')).toBeInTheDocument();
    await user.clear(field(dialog, 'Harga akhir'));
    await user.type(field(dialog, 'Harga akhir'), '900000');
    await waitFor(() =>
      expect(within(dialog).queryByText('Harga awal harus lebih kecil dari harga akhir')).not.toBeInTheDocument(),
    );
    // Zero is allowed as a starting price.
    await user.clear(field(dialog, 'Harga awal'));
    await user.type(field(dialog, 'Harga awal'), '0');
    await user.tab();
    expect(within(dialog).queryByText('Harga awal harus lebih dari 0')).not.toBeInTheDocument();
  });

  it('refuses a non-image, a file over 5MB and an unprocessable picture with the create messages', async () => {
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openCreate(user);
    await user.upload(fileInput(dialog), imageFile('dokumen.pdf', 'application/pdf'));
    expect(await within(dialog).findByText('File harus berupa gambar (PNG, JPG, JPEG)')).toBeInTheDocument();
    await user.upload(fileInput(dialog), imageFile('animasi.gif', 'image/gif'));
    expect(await within(dialog).findByText('File harus berupa gambar (PNG, JPG, JPEG)')).toBeInTheDocument();
    await user.upload(fileInput(dialog), imageFile('besar.jpg', 'image/jpeg', 5 * MB + 1));
    expect(await within(dialog).findByText('Ukuran file maksimal 5MB')).toBeInTheDocument();
    await user.upload(fileInput(dialog), imageFile('broken.png', 'image/png'));
    expect(await within(dialog).findByText('Gagal memproses gambar')).toBeInTheDocument();
  });

  it('creates a category with a resized image by browse or drop, and closes', async () => {
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Nama kategori'), 'Bunga Kering');
    await user.type(field(dialog, 'Deskripsi'), 'Rangkaian bunga kering yang tahan lama.');
    await user.type(field(dialog, 'Harga awal'), '75000');
    await user.type(field(dialog, 'Harga akhir'), '450000');
    await user.click(within(dialog).getByLabelText('Tandai sebagai kategori populer'));
    const drop = within(dialog).getByTestId('image-dropzone');
    fireEvent.drop(drop, { dataTransfer: { files: [imageFile('foto.jpg', 'image/jpeg', 3 * MB)] } });
    expect(await within(dialog).findByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute(
      'src',
      RESIZED_DATA_URL,
    );
    expect(processImageFileMock.mock.calls[0][1]).toMatchObject({
      box: { maxWidth: 800, maxHeight: 800 },
      quality: 0.8,
      maxBytes: 5 * MB,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kategori bunga berhasil ditambahkan!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies[0] as FlowerCategoryInput).toEqual({
      categoryName: 'Bunga Kering',
      description: 'Rangkaian bunga kering yang tahan lama.',
      priceRangeStart: 75000,
      priceRangeEnd: 450000,
      isPopular: true,
      imageUrl: RESIZED_DATA_URL,
    });
    expect(await screen.findByText('Total: 7 kategori')).toBeInTheDocument();
  });

  it("reports 'Gagal menambahkan kategori bunga' and keeps the dialog open", async () => {
    mockServer.use(http.post('*/api/FlowerCategory', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Nama kategori'), 'Bunga Kering');
    await user.type(field(dialog, 'Deskripsi'), 'Rangkaian bunga kering yang tahan lama.');
    await user.type(field(dialog, 'Harga awal'), '1');
    await user.type(field(dialog, 'Harga akhir'), '2');
    await user.upload(fileInput(dialog), imageFile('foto.png', 'image/png'));
    await within(dialog).findByRole('img', { name: 'Pratinjau gambar' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal menambahkan kategori bunga')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Batal and on a click on the backdrop', async () => {
    const { user } = await renderCatalogue('/app/flower');
    let dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openCreate(user);
    // react-bootstrap closes on a click on the modal element outside the dialog box.
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Category edit dialog', () => {
  async function openEdit(user: User, name: string) {
    const card = await screen.findByRole('article', { name });
    await user.click(within(card).getByRole('button', { name: /^Edit kategori/ }));
    return screen.findByRole('dialog', { name: 'Edit Kategori Bunga' });
  }

  it('starts from the category, sends exactly the update fields and says it was updated', async () => {
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openEdit(user, 'Bunga Meja & Vas');
    expect(field(dialog, 'Nama kategori')).toHaveValue('Bunga Meja & Vas');
    expect(field(dialog, 'Harga awal')).toHaveValue(250000);
    expect(within(dialog).getByLabelText('Tandai sebagai kategori populer')).not.toBeChecked();
    await user.clear(field(dialog, 'Nama kategori'));
    await user.type(field(dialog, 'Nama kategori'), 'Bunga Meja Premium');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Kategori bunga berhasil diperbarui!')).toBeInTheDocument();
    const body = bodies[0] as FlowerCategoryUpdate;
    expect(Object.keys(body).sort()).toEqual([
      'categoryID',
      'categoryName',
      'description',
      'imageUrl',
      'isPopular',
      'priceRangeEnd',
      'priceRangeStart',
    ]);
    expect(body).toMatchObject({ categoryID: 2, categoryName: 'Bunga Meja Premium', isPopular: false });
    expect(body.imageUrl).toMatch(/\/mock-assets\/categories\/bunga-meja-vas\.jpg$/);
    expect(getDb().flowerCategories.find(2)?.categoryName).toBe('Bunga Meja Premium');
  });

  it("uses the edit size message, 'File gambar tidak valid' and 'Gagal memproses gambar'", async () => {
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openEdit(user, 'Buket Mawar');
    await user.upload(fileInput(dialog), imageFile('besar.jpg', 'image/jpeg', 6 * MB));
    expect(await within(dialog).findByText('Ukuran file tidak boleh lebih dari 5MB')).toBeInTheDocument();
    await user.upload(fileInput(dialog), imageFile('broken.jpg', 'image/jpeg'));
    expect(await within(dialog).findByText('File gambar tidak valid')).toBeInTheDocument();
    await user.upload(fileInput(dialog), imageFile('crash.jpg', 'image/jpeg'));
    expect(await within(dialog).findByText('Gagal memproses gambar')).toBeInTheDocument();
    await user.upload(fileInput(dialog), imageFile('foto.jpg', 'image/jpeg', 2 * MB));
    await waitFor(() => expect(within(dialog).queryByText('Gagal memproses gambar')).not.toBeInTheDocument());
    // Edit: JPEG 0.7 for originals over 1 MB (the pipeline picks it from these rules).
    expect(processImageFileMock.mock.calls.at(-1)?.[1]).toMatchObject({
      quality: 0.8,
      largeInputQuality: { overBytes: MB, quality: 0.7 },
    });
  });

  it("shows 'Memperbarui...' while saving and 'Gagal memperbarui kategori bunga' on failure", async () => {
    let release: () => void = () => {};
    mockServer.use(
      http.put('*/api/FlowerCategory/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 500 }, { status: 500 });
      }),
    );
    const { user } = await renderCatalogue('/app/flower');
    const dialog = await openEdit(user, 'Buket Mawar');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByRole('button', { name: 'Memperbarui...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Gagal memperbarui kategori bunga')).toBeInTheDocument();
  });
});

describe('A category name with markup', () => {
  const NAME = '<img src=x onerror=alert(1)>';

  it('is shown as text on the card, in the edit dialog and in the delete confirmation', async () => {
    getDb().flowerCategories.update(1, { categoryName: NAME });
    const { user, container } = await renderCatalogue('/app/flower');
    const card = await screen.findByRole('article', { name: NAME });
    expect(within(card).getByRole('heading', { name: NAME })).toHaveTextContent(NAME);
    const injected = () => document.querySelector('img[src="x"]');
    expect(injected()).toBeNull();

    await user.click(within(card).getByRole('button', { name: /^Edit kategori/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Kategori Bunga' });
    expect(field(dialog, 'Nama kategori')).toHaveValue(NAME);
    expect(injected()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: /^Hapus kategori/ }));
    expect(await screen.findByText(`Apakah Anda yakin ingin menghapus kategori "${NAME}"?`)).toBeInTheDocument();
    expect(injected()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});
