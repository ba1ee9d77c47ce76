import { screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  if (Swal.isVisible()) Swal.close();
});

describe('create-news form', () => {
  it('applies the news rules with their messages after touch', async () => {
    storeSession('admin');
    const { user } = await renderRoute('/app/berita/create');
    const title = await screen.findByRole('textbox', { name: 'Judul' }, FIRST_VISIT);
    await user.type(title, 'Pendek');
    await user.tab();
    expect(await screen.findByText('Judul minimal 10 karakter')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Isi berita' }), 'Terlalu singkat.');
    await user.tab();
    expect(await screen.findByText('Isi berita minimal 50 karakter')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Ringkasan' }));
    await user.paste('x'.repeat(301));
    await user.tab();
    expect(await screen.findByText('Ringkasan maksimal 300 karakter')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Penulis' }));
    await user.tab();
    expect(await screen.findByText('Penulis wajib dipilih')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publikasikan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Simpan Draft' })).toBeDisabled();
  });

  it('publishing alerts "Berita berhasil disimpan!" and lists the story as published', async () => {
    storeSession('admin');
    const { user, router } = await renderRoute('/app/berita/create');
    await user.type(
      await screen.findByRole('textbox', { name: 'Judul' }, FIRST_VISIT),
      'Tips merawat mawar di musim hujan',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Ringkasan' }),
      'Lima langkah sederhana agar mawar tetap segar.',
    );
    await user.click(screen.getByRole('textbox', { name: 'Isi berita' }));
    await user.paste('Potong batang secara miring, ganti air setiap hari, dan jauhkan dari sinar matahari langsung.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Penulis' }), 'sari');
    expect(screen.getByText('Florist senior')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'tips');
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'mawar, perawatan');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publikasikan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Publikasikan' }));

    expect(await screen.findByText('Berita berhasil disimpan!', {}, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/berita'), FIRST_VISIT);
    Swal.close(); // the alert hides the page from assistive technology while open
    expect(await screen.findByRole('heading', { name: 'Tips merawat mawar di musim hujan' })).toBeInTheDocument();
    expect(screen.getByText('Dipublikasikan')).toBeInTheDocument();
  });
});
