import '@/test/dialogTestSetup';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getDb, mockServer } from '@mocks/node';
import { renderParameters } from '../test/renderParameters';

vi.setConfig({ testTimeout: 30_000 });

const code = () => screen.getByRole('textbox', { name: /Kode Parameter/ });
const name = () => screen.getByRole('textbox', { name: /Nama Parameter/ });
const description = () => screen.getByRole('textbox', { name: /Deskripsi/ });
const submit = () => screen.getByRole('button', { name: 'Simpan' });

async function openCreate() {
  const rendered = await renderParameters('/app/general/create', { from: '/app/general' });
  await screen.findByRole('textbox', { name: /Kode Parameter/ });
  return rendered;
}

async function fill(
  user: Awaited<ReturnType<typeof openCreate>>['user'],
  values: { code: string; name: string; description: string },
) {
  await user.type(code(), values.code);
  await user.type(name(), values.name);
  await user.type(description(), values.description);
}

const VALID = { code: '050', name: 'Kota Pengiriman', description: 'Jakarta dan sekitarnya' };

describe('Create parameter /app/general/create', () => {
  it('shows each required message after touch, and keeps submit disabled while invalid', async () => {
    const { user } = await openCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Tambah Parameter' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.queryByText('Kode parameter harus diisi')).not.toBeInTheDocument();
    await user.click(code());
    await user.click(name());
    await user.click(description());
    await user.tab();
    expect(await screen.findByText('Kode parameter harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Nama parameter harus diisi')).toBeInTheDocument();
    expect(screen.getByText('Deskripsi harus diisi')).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(code()).toHaveAccessibleDescription(/Kode parameter harus diisi/);
    expect(submit()).toBeDisabled();
  });

  it.each(['1', '12', '1234', 'abc'])("refuses the code '%s' with the 3-digit message", async (typed) => {
    const { user } = await openCreate();
    await user.type(code(), typed);
    await user.tab();
    expect(await screen.findByText('Kode parameter harus berupa 3 digit angka (contoh: 001)')).toBeInTheDocument();
  });

  it('limits the name to 100 characters', async () => {
    const { user } = await openCreate();
    await user.click(name());
    await user.paste('n'.repeat(101));
    await user.tab();
    expect(await screen.findByText('Nama parameter maksimal 100 karakter')).toBeInTheDocument();
    expect(screen.getByText('101/100 karakter')).toBeInTheDocument();
  });

  it('counts the description x/500 and refuses more than 500', async () => {
    const { user } = await openCreate();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(description(), 'Halo');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(description()).toHaveAccessibleDescription(/4\/500/);
    await user.clear(description());
    await user.click(description());
    await user.paste('d'.repeat(501));
    await user.tab();
    expect(screen.getByText('501/500')).toHaveClass('is-over');
    expect(await screen.findByText('Deskripsi maksimal 500 karakter')).toBeInTheDocument();
  });

  it('refuses a code another parameter already uses, before saving', async () => {
    const { user } = await openCreate();
    await fill(user, { ...VALID, code: '003' });
    await user.tab();
    expect(
      await screen.findByText('Kode parameter 003 sudah dipakai oleh parameter "Nomer Telfon". Gunakan kode lain.'),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.clear(code());
    await user.type(code(), '050');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('keeps an unknown code free text, with no footer preview', async () => {
    const { user } = await openCreate();
    await fill(user, { ...VALID, description: 'javascript:alert(1) <b>teks bebas</b>' });
    expect(screen.getByText('Kode ini tidak dibaca footer situs publik; nilainya teks bebas.')).toBeInTheDocument();
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('saves, says so and opens the list without asking', async () => {
    const { user, router } = await openCreate();
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Parameter berhasil disimpan')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
    expect(screen.queryByRole('heading', { name: 'Buang perubahan?' })).not.toBeInTheDocument();
    expect(
      getDb()
        .generalParameters.all()
        .find((row) => row.paramCode === '050'),
    ).toMatchObject({ paramName: 'Kota Pengiriman', deskripsi: 'Jakarta dan sekitarnya' });
  });

  it('disables submit and says so while saving', async () => {
    mockServer.use(
      http.post('*/api/general', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = await openCreate();
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    expect(code()).toBeDisabled();
  });

  it("says 'Terjadi kesalahan saat menyimpan data' on a failure, keeping what was typed", async () => {
    mockServer.use(
      http.post('*/api/general', () =>
        HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }),
      ),
    );
    const { user, router } = await openCreate();
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan saat menyimpan data');
    expect(router.state.location.pathname).toBe('/app/general/create');
    expect(code()).toHaveValue('050');
    expect(name()).toHaveValue('Kota Pengiriman');
    expect(description()).toHaveValue('Jakarta dan sekitarnya');
  });

  it("shows a 400's plain-text body instead", async () => {
    mockServer.use(
      http.post(
        '*/api/general',
        () =>
          new HttpResponse('Parameter sudah terdaftar di server', {
            status: 400,
            headers: { 'Content-Type': 'text/plain' },
          }),
      ),
    );
    const { user } = await openCreate();
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Parameter sudah terdaftar di server');
    expect(screen.queryByText('Terjadi kesalahan saat menyimpan data')).not.toBeInTheDocument();
  });

  it("shows a 400's message instead", async () => {
    mockServer.use(
      http.post('*/api/general', () =>
        HttpResponse.json({ message: 'Nama parameter tidak boleh mengandung kata terlarang' }, { status: 400 }),
      ),
    );
    const { user } = await openCreate();
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nama parameter tidak boleh mengandung kata terlarang');
  });

  it("shows a 400's field errors on the matching fields until they change", async () => {
    mockServer.use(
      http.post('*/api/general', () =>
        HttpResponse.json(
          {
            title: 'One or more validation errors occurred.',
            status: 400,
            errors: { ParamName: ['Nama sudah dipakai di server'], Deskripsi: ['Deskripsi ditolak server'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCreate();
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('Nama sudah dipakai di server')).toBeInTheDocument();
    expect(name()).toHaveAccessibleDescription(/Nama sudah dipakai di server/);
    expect(description()).toHaveAccessibleDescription(/Deskripsi ditolak server/);
    expect(screen.queryByText('Terjadi kesalahan saat menyimpan data')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    // Another field's change keeps them; changing the field clears its own.
    await user.type(code(), '{Backspace}1');
    expect(screen.getByText('Nama sudah dipakai di server')).toBeInTheDocument();
    await user.type(name(), ' Baru');
    await waitFor(() => expect(screen.queryByText('Nama sudah dipakai di server')).not.toBeInTheDocument());
    expect(screen.getByText('Deskripsi ditolak server')).toBeInTheDocument();
  });

  it("shows the real backend's 400 on the code field when the list was stale", async () => {
    const { user } = await openCreate();
    getDb().generalParameters.insert({ paramCode: '050', paramName: 'Dibuat di tab lain', deskripsi: 'x' });
    await fill(user, VALID);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText('paramCode 050 is already used by another parameter')).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving with unsaved changes: the link, then Cancel', async () => {
    const { user, router } = await openCreate();
    await user.type(name(), 'Setengah jadi');
    await user.click(screen.getByRole('link', { name: 'General Parameter' }));
    expect(await screen.findByRole('heading', { name: 'Buang perubahan?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Buang perubahan?' })).not.toBeInTheDocument());
    expect(name()).toHaveValue('Setengah jadi');

    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, buang perubahan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
  });

  it('leaves a clean form without asking', async () => {
    const { user, router } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/general'));
  });

  it('reads in English, its messages too', async () => {
    const { user } = await renderParameters('/app/general/create', { lng: 'en' });
    await user.click(await screen.findByRole('textbox', { name: /Parameter Code/ }));
    await user.tab();
    expect(await screen.findByText('Parameter code is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Parameter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
