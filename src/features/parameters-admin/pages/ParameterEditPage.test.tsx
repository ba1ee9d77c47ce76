import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getDb, mockServer } from '@mocks/node';
import { renderParameters } from '../test/renderParameters';

vi.setConfig({ testTimeout: 30_000 });

const code = () => screen.getByRole('textbox', { name: /Kode Parameter/ });
const name = () => screen.getByRole('textbox', { name: /Nama Parameter/ });
const description = () => screen.getByRole('textbox', { name: /Deskripsi/ });
const update = () => screen.getByRole('button', { name: 'Perbarui' });
const reset = () => screen.getByRole('button', { name: 'Reset' });
const preview = () => screen.getByRole('region', { name: 'Pratinjau di situs publik' });
const UNSAVED = 'Ada perubahan yang belum disimpan.';

async function openEdit(id: number | string) {
  const rendered = await renderParameters(`/app/general/edit/${id}`, { from: '/app/general' });
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Deskripsi/ })).toHaveValue(
      getDb().generalParameters.find(Number(id))!.deskripsi,
    ),
  );
  return rendered;
}

type User = Awaited<ReturnType<typeof openEdit>>['user'];

async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

async function answer(user: User, button: string) {
  expect(await screen.findByRole('heading', { name: 'Buang perubahan?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Buang perubahan?' })).not.toBeInTheDocument());
}

describe('Edit parameter /app/general/edit/{id}', () => {
  it('shows the ID and the loaded parameter; nothing to save or reset yet', async () => {
    await openEdit(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Parameter' })).toBeInTheDocument();
    expect(screen.getByText('Mengubah parameter 003 "Nomer Telfon"')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveAttribute('readonly');
    expect(code()).toHaveValue('003');
    expect(name()).toHaveValue('Nomer Telfon');
    expect(screen.getByText('14/500')).toBeInTheDocument();
    expect(update()).toBeDisabled();
    expect(reset()).toBeDisabled();
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
  });

  it('warns about unsaved changes, and reset restores the original', async () => {
    const { user } = await openEdit(3);
    await replace(user, name(), 'Telepon Toko');
    await replace(user, description(), '0811 2222 3333');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
    expect(update()).toBeEnabled();
    await user.click(reset());
    expect(name()).toHaveValue('Nomer Telfon');
    expect(description()).toHaveValue('0812-3456-7890');
    expect(screen.queryByText(UNSAVED)).not.toBeInTheDocument();
    expect(reset()).toBeDisabled();
  });

  it('checks phones (003, 004) and previews the number the chat button dials', async () => {
    const { user } = await openEdit(3);
    expect(screen.getByText('Tombol chat WhatsApp menghubungi +6281234567890')).toBeInTheDocument();
    await replace(user, description(), '0811-ABC');
    expect(
      await screen.findByText(
        'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung, dan + di depan',
      ),
    ).toBeInTheDocument();
    expect(update()).toBeDisabled();
    await replace(user, description(), '0811');
    expect(
      await screen.findByText('Nomor telepon harus 10–15 digit setelah diubah ke format 62 (sekarang 5 digit)'),
    ).toBeInTheDocument();
    await replace(user, description(), '+62 811-2222-3333');
    expect(screen.getByText('Tombol chat WhatsApp menghubungi +6281122223333')).toBeInTheDocument();
    expect(within(preview()).getByText('+62 811-2222-3333')).toBeInTheDocument(); // the footer line, as typed
    await waitFor(() => expect(update()).toBeEnabled());
  });

  it('checks the e-mail (005)', async () => {
    const { user } = await openEdit(5);
    await replace(user, description(), 'halo@fleur');
    expect(await screen.findByText('Email tidak valid (contoh: halo@fleurflorist.id)')).toBeInTheDocument();
    await replace(user, description(), 'cs@fleur.id');
    await waitFor(() =>
      expect(screen.queryByText('Email tidak valid (contoh: halo@fleurflorist.id)')).not.toBeInTheDocument(),
    );
  });

  it('takes only https:// links for social links (011) and previews the footer icon', async () => {
    const { user } = await openEdit(11);
    await replace(user, description(), 'javascript:alert(1)');
    expect(await screen.findByText(/Tautan harus berupa alamat lengkap yang diawali https:\/\//)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tautan ini tidak akan dipakai; ikon Instagram tetap membuka https://instagram.com/fleurflorist.id',
      ),
    ).toBeInTheDocument();
    expect(update()).toBeDisabled();
    await replace(user, description(), 'http://instagram.com/baru');
    expect(await screen.findByText(/Tautan harus berupa alamat lengkap/)).toBeInTheDocument();
    await replace(user, description(), 'https://www.instagram.com/fleur.baru');
    expect(
      screen.getByText('Ikon Instagram di footer membuka https://www.instagram.com/fleur.baru'),
    ).toBeInTheDocument();
    await waitFor(() => expect(update()).toBeEnabled());
    expect(screen.queryByRole('link', { name: /instagram/i })).not.toBeInTheDocument(); // the preview is text, not a link
  });

  it('keeps hours (001) free text and shows the footer line', async () => {
    const { user } = await openEdit(1);
    await replace(user, description(), 'Setiap hari 07.00–21.00 <b>WIB</b>');
    expect(within(preview()).getByText('Setiap hari 07.00–21.00 <b>WIB</b>')).toBeInTheDocument();
    expect(within(preview()).getByText('Senin - Sabtu')).toBeInTheDocument();
    await waitFor(() => expect(update()).toBeEnabled());
  });

  it('says what changing a known code or a home name does to the public site', async () => {
    const { user } = await openEdit(3);
    await replace(user, code(), '030');
    expect(
      screen.getByText(
        'Situs publik membaca parameter ini dari kodenya (003). Jika kodenya diubah, situs memakai nilai bawaan.',
      ),
    ).toBeInTheDocument();
    await replace(user, code(), '004');
    expect(
      await screen.findByText('Kode parameter 004 sudah dipakai oleh parameter "Nomer Telfon 2". Gunakan kode lain.'),
    ).toBeInTheDocument();
  });

  it('says what renaming a home text does to the home page', async () => {
    const { user } = await openEdit(14);
    await replace(user, name(), 'Slogan');
    expect(
      screen.getByText(
        'Halaman depan membaca parameter ini dari namanya ("Tagline"). Jika namanya diubah, halaman depan memakai teks bawaan.',
      ),
    ).toBeInTheDocument();
  });

  it('updates, says so, and the list shows the new value', async () => {
    const { user, router } = await openEdit(7);
    await replace(user, description(), 'Jl. Melati No. 9, Bandung');
    await user.click(update());
    expect(await screen.findByText('Parameter berhasil diperbarui')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
    expect(await screen.findByText('Jl. Melati No. 9, Bandung')).toBeInTheDocument();
    expect(getDb().generalParameters.find(7)).toMatchObject({
      id: 7,
      paramCode: '007',
      deskripsi: 'Jl. Melati No. 9, Bandung',
    });
  });

  it("says 'Terjadi kesalahan saat memperbarui data' on a failure, keeping what was typed", async () => {
    mockServer.use(
      http.put('*/api/general/:id', () =>
        HttpResponse.json({ title: 'Service Unavailable', status: 503 }, { status: 503 }),
      ),
    );
    const { user, router } = await openEdit(7);
    await replace(user, description(), 'Jl. Melati No. 9, Bandung');
    await user.click(update());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan saat memperbarui data');
    expect(router.state.location.pathname).toBe('/app/general/edit/7');
    expect(description()).toHaveValue('Jl. Melati No. 9, Bandung');
    expect(screen.getByText(UNSAVED)).toBeInTheDocument();
  });

  it("shows a 400's field errors on the fields, and its string or message otherwise", async () => {
    mockServer.use(
      http.put(
        '*/api/general/:id',
        () => HttpResponse.json({ errors: { deskripsi: ['Alamat terlalu umum'] } }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = await openEdit(7);
    await replace(user, description(), 'Jakarta');
    await user.click(update());
    expect(await screen.findByText('Alamat terlalu umum')).toBeInTheDocument();
    expect(description()).toHaveAccessibleDescription(/Alamat terlalu umum/);
    expect(description()).toHaveFocus();

    mockServer.use(
      http.put('*/api/general/:id', () => HttpResponse.json('Server sedang pemeliharaan', { status: 400 }), {
        once: true,
      }),
    );
    await user.type(description(), ' Selatan');
    await user.click(update());
    expect(await screen.findByRole('alert')).toHaveTextContent('Server sedang pemeliharaan');

    mockServer.use(
      http.put('*/api/general/:id', () => HttpResponse.json({ message: 'Alamat harus lengkap' }, { status: 400 }), {
        once: true,
      }),
    );
    await user.click(update());
    expect(await screen.findByRole('alert')).toHaveTextContent('Alamat harus lengkap');
    expect(description()).toHaveValue('Jakarta Selatan');
  });

  it('asks before a link leaves a changed form', async () => {
    const { user, router } = await openEdit(3);
    await replace(user, description(), '0811 2222 3333');
    await user.click(screen.getByRole('link', { name: 'General Parameter' }));
    await answer(user, 'Tetap di sini');
    expect(description()).toHaveValue('0811 2222 3333');
    await user.click(screen.getByRole('link', { name: 'General Parameter' }));
    await answer(user, 'Ya, buang perubahan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
    expect(getDb().generalParameters.find(3)!.deskripsi).toBe('0812-3456-7890');
  });

  it('asks on the back button', async () => {
    const { user, router } = await openEdit(3);
    await replace(user, name(), 'Telepon');
    await router.navigate(-1);
    await answer(user, 'Tetap di sini');
    expect(router.state.location.pathname).toBe('/app/general/edit/3');
    expect(name()).toHaveValue('Telepon');
  });

  it('asks on Cancel', async () => {
    const { user, router } = await openEdit(3);
    await replace(user, name(), 'Telepon');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await answer(user, 'Tetap di sini');
    expect(name()).toHaveValue('Telepon');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await answer(user, 'Ya, buang perubahan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
  });

  it('asks the browser before closing or reloading the tab while changed', async () => {
    const { user } = await openEdit(3);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await replace(user, name(), 'Telepon');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });

  it.each(['999', 'abc'])(
    "says 'Parameter tidak ditemukan atau terjadi kesalahan' for id %s and returns to the list",
    async (id) => {
      const { router } = await renderParameters(`/app/general/edit/${id}`);
      expect(await screen.findByText('Parameter tidak ditemukan atau terjadi kesalahan')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
    },
  );

  it('returns to the list on a failed load too', async () => {
    mockServer.use(http.get('*/api/general/:id', () => HttpResponse.json({ status: 500 }, { status: 500 })));
    const { router } = await renderParameters('/app/general/edit/3');
    expect(await screen.findByText('Parameter tidak ditemukan atau terjadi kesalahan')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
  });
});
