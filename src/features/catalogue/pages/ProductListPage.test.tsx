import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowerProductInput, FlowerProductUpdate } from '@/api/generated/shopApi';
import { getDb, mockServer } from '@mocks/node';
import { imageFile, processImageFileMock, RESIZED_DATA_URL } from '../test/imagePipelineMock';
import { renderCatalogue } from '../test/renderCatalogue';

vi.mock('@/lib/images/processImage', () => ({
  processImageFile: (...args: Parameters<typeof processImageFileMock>) => processImageFileMock(...args),
}));

// Form-filling tests type a lot; the machine may be shared.
vi.setConfig({ testTimeout: 30_000 });

type User = Awaited<ReturnType<typeof renderCatalogue>>['user'];

let bodies: unknown[] = [];
beforeEach(() => {
  bodies = [];
  mockServer.events.removeAllListeners();
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' || request.method === 'PUT') bodies.push(await request.clone().json());
  });
});

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);

async function openCreate(user: User) {
  await screen.findAllByRole('article');
  await user.click(screen.getAllByRole('button', { name: /Tambah Produk/ })[0]);
  return screen.findByRole('dialog', { name: 'Tambah Produk - Buket Mawar' });
}

async function fillProduct(user: User, dialog: HTMLElement) {
  await user.type(field(dialog, 'Nama Produk'), 'Buket Mawar Biru');
  await user.type(field(dialog, 'Deskripsi'), 'Sepuluh mawar biru dengan pita satin.');
  await user.type(field(dialog, 'Harga'), '275000');
  await user.upload(
    within(dialog).getByLabelText('Gambar Produk', { selector: 'input[type=file]' }),
    imageFile('biru.jpg', 'image/jpeg'),
  );
  await within(dialog).findByRole('img', { name: 'Pratinjau gambar' });
}

describe('Product list /app/flower/products/:categoryId', () => {
  it('shows the back link, title, banner, total and product cards', async () => {
    getDb().flowerProducts.update(1, { rating: 4.75 });
    getDb().flowerProducts.update(2, { rating: 0 });
    const attributes = getDb().productAttributes.where((attribute) => attribute.productID === 1).length;
    for (let i = attributes; i < 5; i++)
      getDb().productAttributes.insert({ productID: 1, attributeName: `Extra ${i}`, attributeValue: `${i}` });
    await renderCatalogue('/app/flower/products/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Produk Buket Mawar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kembali ke Kategori/ })).toHaveAttribute('href', '/app/flower');
    expect(screen.getByRole('region', { name: 'Buket Mawar' })).toHaveTextContent('Rp 150.000 - Rp 1.500.000');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.getByText('Total: 5 produk')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Buket Mawar Merah Klasik' });
    const chips = within(within(first).getByRole('list', { name: 'Atribut' })).getAllByRole('listitem');
    expect(chips).toHaveLength(4);
    expect(chips[0].textContent).toMatch(/^.+: .+$/);
    expect(chips[3]).toHaveTextContent('+2 lainnya');
    expect(within(first).getAllByText('4,8')).toHaveLength(2); // badge and rating line, one decimal
    const unrated = screen.getByRole('article', { name: 'Buket Mawar Pink Pastel' });
    expect(within(unrated).getAllByText('0,0')).toHaveLength(1); // no badge at 0
  });

  it('searches products and goes back to page 1; pages 6 per page', async () => {
    for (let i = 1; i <= 3; i++) {
      getDb().flowerProducts.insert({
        categoryID: 1,
        productName: `Mawar Ekstra ${i}`,
        description: 'Produk tambahan untuk pengujian.',
        price: 1000 * i,
        imageUrl: '',
        rating: 4,
      });
    }
    const { user } = await renderCatalogue('/app/flower/products/1');
    expect(await screen.findByText('Menampilkan 1 sampai 6 dari 8 hasil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(screen.getByText('Menampilkan 7 sampai 8 dari 8 hasil')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'pengujian');
    expect(screen.getByText('Menampilkan 1 sampai 3 dari 3 hasil')).toBeInTheDocument();
    expect(screen.getByText('Total: 3 produk')).toBeInTheDocument();
  });

  it('deletes a product after the confirmation and steps back from an emptied last page', async () => {
    getDb().flowerProducts.insert({
      categoryID: 1,
      productName: 'Mawar Terakhir',
      description: 'Produk di halaman kedua.',
      price: 5000,
      imageUrl: '',
      rating: 4,
    });
    getDb().flowerProducts.insert({
      categoryID: 1,
      productName: 'Mawar Keenam',
      description: 'Produk keenam.',
      price: 5000,
      imageUrl: '',
      rating: 4,
    });
    const { user } = await renderCatalogue('/app/flower/products/1');
    await user.click(await screen.findByRole('button', { name: 'Halaman 2' }));
    const card = screen.getByRole('article', { name: 'Mawar Keenam' });
    await user.click(within(card).getByRole('button', { name: /^Hapus produk/ }));
    expect(await screen.findByText('Apakah Anda yakin ingin menghapus produk "Mawar Keenam"?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya, Hapus!' }));
    expect(await screen.findByText('Produk bunga berhasil dihapus!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Menampilkan 1 sampai 6 dari 6 hasil')).toBeInTheDocument());
  });

  it('reports load failures of the category and of the products', async () => {
    mockServer.use(
      http.get('*/api/FlowerCategory/:id', () => HttpResponse.json({ status: 500 }, { status: 500 })),
      http.get('*/api/FlowerProduct/category/:id', () => HttpResponse.json({ status: 500 }, { status: 500 })),
    );
    await renderCatalogue('/app/flower/products/1');
    expect(await screen.findByText('Gagal memuat informasi kategori')).toBeInTheDocument();
    expect(await screen.findByText('Gagal memuat data produk bunga')).toBeInTheDocument();
  });

  it("shows 'Tidak ada produk' with 'Tambah Produk'", async () => {
    mockServer.use(http.get('*/api/FlowerProduct/category/:id', () => HttpResponse.json([])));
    await renderCatalogue('/app/flower/products/1');
    const empty = await screen.findByRole('heading', { name: 'Tidak ada produk' });
    await waitFor(() =>
      expect(within(empty.parentElement!).getByRole('button', { name: /Tambah Produk/ })).toBeEnabled(),
    );
  });
});

describe('Product create dialog', () => {
  it('shows every create message after touch', async () => {
    const { user } = await renderCatalogue('/app/flower/products/1');
    const dialog = await openCreate(user);
    expect(within(dialog).getByText('Tidak ada atribut produk')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Produk' }));
    expect(await within(dialog).findByText('Nama Produk wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Deskripsi wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Gambar produk wajib diupload')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Simpan Produk' })).toBeDisabled();
    await user.type(field(dialog, 'Nama Produk'), 'A');
    await user.type(field(dialog, 'Deskripsi'), 'singkat');
    await user.type(field(dialog, 'Harga'), '0');
    await user.tab();
    expect(await within(dialog).findByText('Nama Produk minimal 2 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Deskripsi minimal 10 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga harus lebih dari 0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Tambah Atribut/ }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Nama atribut (Atribut 1)' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Nilai atribut (Atribut 1)' }));
    await user.tab();
    expect(await within(dialog).findByText('Nama atribut wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Nilai atribut wajib diisi')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus atribut 1' }));
    expect(within(dialog).getByText('Tidak ada atribut produk')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Gambar Produk', { selector: 'input[type=file]' });
    await user.upload(input, imageFile('a.gif', 'image/gif'));
    expect(
      await within(dialog).findByText('File harus berupa gambar (PNG, JPG, JPEG) dengan ukuran maksimal 5MB'),
    ).toBeInTheDocument();
    await user.upload(input, imageFile('crash.png', 'image/png'));
    expect(await within(dialog).findByText('Gagal memproses gambar')).toBeInTheDocument();
  });

  it('creates a product with attributes and sends the create payload', async () => {
    const { user } = await renderCatalogue('/app/flower/products/1');
    const dialog = await openCreate(user);
    await fillProduct(user, dialog);
    expect(processImageFileMock.mock.calls.at(-1)?.[1]).toMatchObject({
      box: { maxWidth: 800, maxHeight: 600 },
      quality: 0.8,
    });
    await user.click(within(dialog).getByRole('button', { name: /Tambah Atribut/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama atribut (Atribut 1)' }), 'Warna');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nilai atribut (Atribut 1)' }), 'Biru');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Produk' }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(bodies[0] as FlowerProductInput).toEqual({
      productID: 0,
      categoryID: 1,
      productName: 'Buket Mawar Biru',
      description: 'Sepuluh mawar biru dengan pita satin.',
      price: 275000,
      rating: 0,
      imageUrl: RESIZED_DATA_URL,
      productAttributes: [
        { attributeID: 0, productID: 0, attributeName: 'Warna', attributeValue: 'Biru', flowerProduct: 'string' },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Buket Mawar Biru' });
    expect(within(card).getByText('Warna: Biru')).toBeInTheDocument();
  });

  it('sends one placeholder attribute when there are none', async () => {
    const { user } = await renderCatalogue('/app/flower/products/1');
    const dialog = await openCreate(user);
    await fillProduct(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Produk' }));
    await screen.findByText('Produk berhasil ditambahkan!');
    expect((bodies[0] as FlowerProductInput).productAttributes).toEqual([
      { attributeID: 0, productID: 0, attributeName: 'string', attributeValue: 'string', flowerProduct: 'string' },
    ]);
  });

  it.each([
    [
      'plain-text body',
      () => new HttpResponse('Nama produk sudah ada', { status: 400, headers: { 'Content-Type': 'text/plain' } }),
      ['Nama produk sudah ada'],
    ],
    [
      'errors map',
      () =>
        HttpResponse.json(
          {
            errors: { productName: ['Nama terlalu umum', 'Nama sudah dipakai'], price: ['Harga tidak wajar'] },
            message: 'ignored',
          },
          { status: 400 },
        ),
      ['Nama terlalu umum', 'Nama sudah dipakai', 'Harga tidak wajar'],
    ],
    ['message field', () => HttpResponse.json({ message: 'Kategori penuh' }, { status: 409 }), ['Kategori penuh']],
    ['transport message', () => HttpResponse.error(), ['TypeError: Failed to fetch']],
    ['nothing usable', () => HttpResponse.json({}, { status: 500 }), ['Terjadi kesalahan saat menambahkan produk']],
  ])(
    'flattens a create failure with a %s into the Error: box and toasts the first',
    async (_case, respond, expected) => {
      mockServer.use(http.post('*/api/FlowerProduct', respond));
      const { user } = await renderCatalogue('/app/flower/products/1');
      const dialog = await openCreate(user);
      await fillProduct(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Simpan Produk' }));
      expect(await within(dialog).findByText('Error:')).toBeInTheDocument();
      const items = within(within(dialog).getByText('Error:').closest('.alert') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      if (expected[0].startsWith('TypeError')) expect(items[0]).toMatch(/fetch/i);
      else expect(items).toEqual(expected);
      const toasts = document.querySelectorAll('.app-toast');
      expect(toasts[0]).toHaveTextContent(items[0] ?? '');
    },
  );
});

describe('Product edit dialog', () => {
  async function openEdit(user: User, name: string) {
    const card = await screen.findByRole('article', { name });
    await user.click(within(card).getByRole('button', { name: /^Edit produk/ }));
    return screen.findByRole('dialog', { name: `Edit Produk - ${name}` });
  }

  it("shows the product's English messages and the edit image messages", async () => {
    const { user } = await renderCatalogue('/app/flower/products/1');
    const dialog = await openEdit(user, 'Buket Mawar Merah Klasik');
    await user.clear(field(dialog, 'Nama Produk'));
    await user.clear(field(dialog, 'Deskripsi'));
    await user.clear(field(dialog, 'Harga'));
    await user.tab();
    expect(await within(dialog).findByText('Product Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    await user.type(field(dialog, 'Nama Produk'), 'X');
    await user.type(field(dialog, 'Deskripsi'), 'short');
    await user.type(field(dialog, 'Harga'), '0');
    await user.tab();
    expect(await within(dialog).findByText('Product Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be greater than 0')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('textbox', { name: /Nama atribut/ });
    await user.clear(rows[0]);
    await user.tab();
    expect(await within(dialog).findByText('Attribute name is required')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Gambar Produk', { selector: 'input[type=file]' });
    await user.upload(input, imageFile('a.gif', 'image/gif'));
    expect(await within(dialog).findByText('Please select a valid image file (JPEG, JPG, or PNG)')).toBeInTheDocument();
    await user.upload(input, imageFile('a.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await within(dialog).findByText('File size must be less than 5MB')).toBeInTheDocument();
    await user.upload(input, imageFile('crash.jpg', 'image/jpeg'));
    expect(await within(dialog).findByText('Failed to process image')).toBeInTheDocument();
  });

  it('keeps the existing image and rating and sends the update payload', async () => {
    getDb().flowerProducts.update(1, { rating: 4.7 });
    const { user } = await renderCatalogue('/app/flower/products/1');
    const dialog = await openEdit(user, 'Buket Mawar Merah Klasik');
    await user.clear(field(dialog, 'Harga'));
    await user.type(field(dialog, 'Harga'), '360000');
    await user.click(within(dialog).getByRole('button', { name: /Tambah Atribut/ }));
    const names = within(dialog).getAllByRole('textbox', { name: /Nama atribut/ });
    const values = within(dialog).getAllByRole('textbox', { name: /Nilai atribut/ });
    await user.type(names.at(-1)!, 'Ukuran');
    await user.type(values.at(-1)!, 'Besar');
    await user.click(within(dialog).getByRole('button', { name: 'Update Produk' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const body = bodies[0] as FlowerProductUpdate;
    expect(body).toMatchObject({ productID: 1, categoryID: 1, price: 360000, rating: 4.7 });
    expect(body.imageUrl).toMatch(/\/mock-assets\/products\/.+\.jpg$/);
    expect(body.flowerCategory).toEqual({
      categoryID: 1,
      categoryName: 'string',
      description: 'string',
      imageUrl: 'string',
      priceRangeStart: 0,
      priceRangeEnd: 0,
      isPopular: false,
    });
    expect(body.productAttributes?.at(-1)).toEqual({
      attributeID: 0,
      productID: 1,
      attributeName: 'Ukuran',
      attributeValue: 'Besar',
      flowerProduct: 'string',
    });
    expect(body.productAttributes?.[0].attributeID).toBeGreaterThan(0);
  });

  it("replaces or removes the image ('string' when removed)", async () => {
    const { user } = await renderCatalogue('/app/flower/products/1');
    let dialog = await openEdit(user, 'Buket Mawar Merah Klasik');
    await user.upload(
      within(dialog).getByLabelText('Gambar Produk', { selector: 'input[type=file]' }),
      imageFile('baru.png', 'image/png'),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute('src', RESIZED_DATA_URL),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update Produk' }));
    await screen.findByText('Product updated successfully!');
    expect((bodies[0] as FlowerProductUpdate).imageUrl).toBe(RESIZED_DATA_URL);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openEdit(user, 'Buket Mawar Pink Pastel');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus gambar' }));
    expect(within(dialog).getByText('Gambar akan dihapus saat disimpan.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Produk' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect((bodies[1] as FlowerProductUpdate).imageUrl).toBe('string');
  });

  it('flattens edit errors (errors map, else message, else default) with the failure toast', async () => {
    let answer = () =>
      HttpResponse.json({ errors: { price: ['Harga terlalu tinggi'] }, message: 'ignored' }, { status: 400 });
    mockServer.use(http.put('*/api/FlowerProduct/:id', () => answer()));
    const { user } = await renderCatalogue('/app/flower/products/1');
    const dialog = await openEdit(user, 'Buket Mawar Merah Klasik');
    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Update Produk' }));
    await submit();
    expect(await within(dialog).findByText('Harga terlalu tinggi')).toBeInTheDocument();
    expect(screen.getByText('Failed to update product')).toBeInTheDocument();
    answer = () => HttpResponse.json({ message: 'Produk terkunci' }, { status: 409 });
    await submit();
    expect(await within(dialog).findByText('Produk terkunci')).toBeInTheDocument();
    answer = () => new HttpResponse('plain text is not read on edit', { status: 500 });
    await submit();
    expect(await within(dialog).findByText('Failed to update product. Please try again.')).toBeInTheDocument();
  });
});

describe('A category name with markup on the product page', () => {
  it('is text in the title, the banner and the create dialog title', async () => {
    const NAME = '<img src=x onerror=alert(1)>';
    getDb().flowerCategories.update(1, { categoryName: NAME });
    const { user } = await renderCatalogue('/app/flower/products/1');
    expect(await screen.findByRole('heading', { level: 1, name: `Produk ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: NAME })).toBeInTheDocument();
    await screen.findAllByRole('article');
    await user.click(screen.getAllByRole('button', { name: /Tambah Produk/ })[0]);
    expect(await screen.findByRole('dialog', { name: `Tambah Produk - ${NAME}` })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
