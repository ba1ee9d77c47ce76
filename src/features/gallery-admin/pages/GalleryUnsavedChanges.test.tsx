import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MB } from '@/lib/images/imageRules';
import { FIRST_VISIT } from '@/test/waits';
import { imageFile } from '../test/imagePipelineDouble';
import { openGallery } from '../test/renderGallery';

vi.mock('@/lib/images/processImage', async () => (await import('../test/imagePipelineDouble')).pipelineModule);
vi.setConfig({ testTimeout: 40_000 });

type User = ReturnType<typeof userEvent.setup>;

async function answer(user: User, button: 'Tetap di sini' | 'Ya, buang perubahan') {
  const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
  expect(within(dialog).getByRole('heading', { name: 'Discard Changes?' })).toBeInTheDocument();
  expect(within(dialog).getByText('Perubahan yang belum disimpan akan hilang.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function openCreate() {
  const utils = await openGallery('/app/gallery/create', { heading: 'Tambah Foto Galeri' });
  return { ...utils, user: userEvent.setup({ applyAccept: false }) };
}

const title = () => screen.getByRole('textbox', { name: /Judul/ });

describe("leaving the gallery form with unsaved changes asks 'Discard Changes?'", () => {
  it('on a link: stay keeps what was typed, discard leaves', async () => {
    const { user, router } = await openCreate();
    await user.type(title(), 'Mawar');
    const crumb = within(screen.getByRole('navigation', { name: 'Navigasi halaman' })).getByRole('link', {
      name: 'Galeri Foto',
    });
    await user.click(crumb);
    await answer(user, 'Tetap di sini');
    expect(router.state.location.pathname).toBe('/app/gallery/create');
    expect(title()).toHaveValue('Mawar');
    await user.click(crumb);
    await answer(user, 'Ya, buang perubahan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manajemen Galeri Bunga' }, FIRST_VISIT),
    ).toBeInTheDocument();
  });

  it('on the back button', async () => {
    const { user: appUser, router } = await openGallery();
    await appUser.click(screen.getAllByRole('link', { name: 'Tambah Foto' })[0]);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Foto Galeri' }, FIRST_VISIT);
    const user = userEvent.setup({ applyAccept: false });
    // A chosen picture alone is a change too.
    await user.upload(
      screen.getByLabelText('Gambar', { selector: 'input[type=file]' }),
      imageFile('mawar.jpg', 'image/jpeg', MB),
    );
    await screen.findByRole('img', { name: 'Pratinjau foto baru' });
    // The guard arms in the effects after that render (the browser's prompt with it); the back button is
    // pressed once it is armed, as a person's press always is.
    await waitFor(() => expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false));
    void router.navigate(-1);
    await answer(user, 'Tetap di sini');
    expect(router.state.location.pathname).toBe('/app/gallery/create');
    expect(screen.getByRole('img', { name: 'Pratinjau foto baru' })).toBeInTheDocument();
  });

  it('on Cancel; a form without changes leaves at once', async () => {
    const { user, router } = await openCreate();
    await user.type(title(), 'Mawar');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await answer(user, 'Tetap di sini');
    expect(title()).toHaveValue('Mawar');
    await user.clear(title());
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gallery'), FIRST_VISIT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on closing or reloading the tab (the browser asks)', async () => {
    const { user } = await openCreate();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Aktif' }));
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });

  it('on the edit page too, and never after a successful save', async () => {
    const { user: appUser, router } = await openGallery('/app/gallery/edit/3', { heading: 'Edit Foto Galeri' });
    const user = userEvent.setup({ applyAccept: false });
    await waitFor(() => expect(title()).toHaveValue('Tulip Warna-warni'), FIRST_VISIT);
    await user.type(title(), ' Kuning');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await answer(user, 'Tetap di sini');
    await appUser.click(screen.getByRole('button', { name: 'Perbarui Foto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/gallery'), FIRST_VISIT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
