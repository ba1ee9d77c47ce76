import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { imageFile, processImageFileMock, RESIZED_DATA_URL } from '../test/imagePipelineMock';

vi.mock('@/lib/images/processImage', () => ({
  processImageFile: (...args: Parameters<typeof processImageFileMock>) => processImageFileMock(...args),
}));

// Form-filling tests type a lot; the machine may be shared.
vi.setConfig({ testTimeout: 30_000 });

describe('Product create dialog when the session has expired', () => {
  it('keeps the dialog, every typed value, the attribute and the processed image, signs in again in place, then saves', async () => {
    storeSession('owner');
    mockServer.use(
      http.post(
        '*/api/FlowerProduct',
        () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
        { once: true },
      ),
    );
    const { user, router } = await renderRoute('/app/flower/products/1');
    await screen.findAllByRole('article', {}, FIRST_VISIT);
    await user.click(screen.getAllByRole('button', { name: /Tambah Produk/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Produk - Buket Mawar' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Nama Produk'), 'Buket Mawar Biru');
    await user.type(field('Deskripsi'), 'Sepuluh mawar biru dengan pita satin.');
    await user.type(field('Harga'), '275000');
    await user.upload(
      within(dialog).getByLabelText('Gambar Produk', { selector: 'input[type=file]' }),
      imageFile('biru.jpg', 'image/jpeg'),
    );
    await within(dialog).findByRole('img', { name: 'Pratinjau gambar' });
    await user.click(within(dialog).getByRole('button', { name: /Tambah Atribut/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama atribut (Atribut 1)' }), 'Warna');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nilai atribut (Atribut 1)' }), 'Biru');

    await user.click(within(dialog).getByRole('button', { name: 'Simpan Produk' }));
    const login = await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT);
    // The form still reports its failed save as it always did.
    expect(within(dialog).getByText('Error:')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/flower/products/1');

    expect(screen.getByRole('dialog', { name: 'Tambah Produk - Buket Mawar' })).toBe(dialog);
    expect(field('Nama Produk')).toHaveValue('Buket Mawar Biru');
    expect(field('Deskripsi')).toHaveValue('Sepuluh mawar biru dengan pita satin.');
    expect(field('Harga')).toHaveValue(275000);
    expect(within(dialog).getByRole('textbox', { name: 'Nama atribut (Atribut 1)' })).toHaveValue('Warna');
    expect(within(dialog).getByRole('textbox', { name: 'Nilai atribut (Atribut 1)' })).toHaveValue('Biru');
    expect(within(dialog).getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute('src', RESIZED_DATA_URL);

    expect(within(login).getByLabelText('Username')).toHaveValue('owner');
    await user.type(within(login).getByLabelText('Password'), 'owner123');
    await user.click(within(login).getByRole('button', { name: 'Masuk Kembali' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Sesi Berakhir' })).not.toBeInTheDocument(),
      FIRST_VISIT,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Simpan Produk' }));
    expect(await screen.findByText('Produk berhasil ditambahkan!', {}, FIRST_VISIT)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Buket Mawar Biru' }, FIRST_VISIT);
    expect(within(card).getByText('Warna: Biru')).toBeInTheDocument();
    expect(
      getDb()
        .flowerProducts.all()
        .find((product) => product.productName === 'Buket Mawar Biru'),
    ).toMatchObject({ price: 275000, imageUrl: RESIZED_DATA_URL });
  });
});
