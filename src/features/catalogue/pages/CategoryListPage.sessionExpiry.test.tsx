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

const refusedOnce = () =>
  mockServer.use(
    http.post(
      '*/api/FlowerCategory',
      () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
      { once: true },
    ),
  );

describe('Category create dialog when the session has expired', () => {
  it('keeps the dialog, every typed value and the processed image, signs in again in place, then saves', async () => {
    storeSession('owner');
    refusedOnce();
    const { user, router } = await renderRoute('/app/flower');
    await screen.findAllByRole('article', {}, FIRST_VISIT);
    await user.click(screen.getAllByRole('button', { name: /Tambah Kategori/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Kategori Bunga' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Nama kategori'), 'Bunga Kering');
    await user.type(field('Deskripsi'), 'Rangkaian bunga kering yang tahan lama.');
    await user.type(field('Harga awal'), '75000');
    await user.type(field('Harga akhir'), '450000');
    await user.click(field('Tandai sebagai kategori populer'));
    await user.upload(
      within(dialog).getByLabelText('Gambar', { selector: 'input[type=file]' }),
      imageFile('foto.jpg', 'image/jpeg'),
    );
    await within(dialog).findByRole('img', { name: 'Pratinjau gambar' });

    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // The form's own failure message, as for any failed save, and the sign-in dialog over it.
    expect(await screen.findByText('Gagal menambahkan kategori bunga')).toBeInTheDocument();
    const login = await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT);
    expect(router.state.location.pathname).toBe('/app/flower');
    expect(within(login).getByLabelText('Username')).toHaveValue('owner');
    expect(within(login).getByLabelText('Username')).toHaveAttribute('readonly');

    // Nothing typed is lost, the picture included.
    expect(screen.getByRole('dialog', { name: 'Tambah Kategori Bunga' })).toBe(dialog);
    expect(field('Nama kategori')).toHaveValue('Bunga Kering');
    expect(field('Deskripsi')).toHaveValue('Rangkaian bunga kering yang tahan lama.');
    expect(field('Harga awal')).toHaveValue(75000);
    expect(field('Harga akhir')).toHaveValue(450000);
    expect(field('Tandai sebagai kategori populer')).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Pratinjau gambar' })).toHaveAttribute('src', RESIZED_DATA_URL);

    await user.type(within(login).getByLabelText('Password'), 'owner123');
    await user.click(within(login).getByRole('button', { name: 'Masuk Kembali' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Sesi Berakhir' })).not.toBeInTheDocument(),
      FIRST_VISIT,
    );
    expect(await screen.findByText('Berhasil Masuk Kembali')).toBeInTheDocument();

    // The same save, again.
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kategori bunga berhasil ditambahkan!', {}, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = getDb()
      .flowerCategories.all()
      .find((category) => category.categoryName === 'Bunga Kering');
    expect(saved).toMatchObject({
      description: 'Rangkaian bunga kering yang tahan lama.',
      priceRangeStart: 75000,
      priceRangeEnd: 450000,
      isPopular: true,
      imageUrl: RESIZED_DATA_URL,
    });
    expect(router.state.location.pathname).toBe('/app/flower');
  });
});
