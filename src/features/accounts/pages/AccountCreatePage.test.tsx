import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import Swal from 'sweetalert2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer, setScenario } from '@mocks/node';

/** Resolves once the mock has answered the drivers' runs (how the form finds out whether to offer Kurir). */
function runsAnswered(): Promise<void> {
  return new Promise((resolve) => {
    const done = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.endsWith('/api/delivery/runs')) return;
      mockServer.events.removeListener('response:mocked', done);
      resolve();
    };
    mockServer.events.on('response:mocked', done);
  });
}

async function openForm() {
  storeSession('owner');
  const utils = await renderRoute('/app/akun/create');
  await screen.findByRole('heading', { level: 1, name: 'Tambah Akun' }, FIRST_VISIT);
  return utils;
}

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  if (Swal.isVisible()) Swal.close();
});

describe('add-account form', () => {
  it('shows each rule with its message once the field is touched, and blocks saving while invalid', async () => {
    const { user } = await openForm();
    const save = screen.getByRole('button', { name: 'Simpan' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.queryByText('Username wajib diisi')).not.toBeInTheDocument();

    const username = screen.getByLabelText('Username');
    await user.click(username);
    await user.tab();
    expect(await screen.findByText('Username wajib diisi')).toBeInTheDocument();
    await user.type(username, 'ab');
    expect(await screen.findByText('Username minimal 3 karakter')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');

    const password = screen.getByLabelText('Password');
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Password wajib diisi')).toBeInTheDocument();
    await user.type(password, '12345');
    expect(await screen.findByText('Password minimal 6 karakter')).toBeInTheDocument();

    const role = screen.getByLabelText('Role');
    await user.click(role);
    await user.tab();
    expect(await screen.findByText('Role wajib dipilih')).toBeInTheDocument();

    await user.type(username, 'c');
    await user.type(password, '6');
    await user.selectOptions(role, 'Manager');
    await waitFor(() => expect(save).toBeEnabled());
    for (const message of ['Username minimal 3 karakter', 'Password minimal 6 karakter', 'Role wajib dipilih']) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });

  it('offers Admin, User and Manager, Kurir where the backend has the doorstep, and a password show/hide toggle', async () => {
    const { user } = await openForm();
    expect(await screen.findByRole('option', { name: 'Kurir' }, FIRST_VISIT)).toHaveValue('Driver');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Admin',
      'User',
      'Manager',
      'Driver',
    ]);
    expect(screen.getByText(/^Kurir hanya membuka rute pengantarannya sendiri/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("offers no Kurir with today's backend (the drivers' runs answer 404)", async () => {
    setScenario('proposed:off');
    const answered = runsAnswered();
    await openForm();
    await answered;
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '',
      'Admin',
      'User',
      'Manager',
    ]);
    expect(screen.queryByText(/Kurir/)).not.toBeInTheDocument();
  });

  it('says when Kurir could not be checked (500), and offers it once a retry finds the doorstep', async () => {
    setScenario('error:listDeliveryRuns:500');
    const { user } = await openForm();
    expect(
      await screen.findByText('Peran Kurir belum bisa dicek: server toko tidak menjawab.', {}, FIRST_VISIT),
    ).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Kurir' })).not.toBeInTheDocument();
    setScenario('off');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('option', { name: 'Kurir' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.queryByText('Peran Kurir belum bisa dicek: server toko tidak menjawab.')).not.toBeInTheDocument();
  });

  it('adds a Kurir account', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Username'), 'kurir2');
    await user.type(screen.getByLabelText('Password'), 'kurir456');
    await user.selectOptions(
      screen.getByLabelText('Role'),
      await screen.findByRole('option', { name: 'Kurir' }, FIRST_VISIT),
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/akun'), FIRST_VISIT);
    expect(await screen.findByText('Akun kurir2 (Kurir) berhasil ditambahkan.')).toBeInTheDocument();
  });

  it('creates the account, says Berhasil! and returns to the accounts page', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Username'), 'kasir1');
    await user.type(screen.getByLabelText('Password'), 'rahasia1');
    await user.selectOptions(screen.getByLabelText('Role'), 'User');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Berhasil!', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByText('Akun berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/akun'), FIRST_VISIT);
    expect(await screen.findByText('Akun kasir1 (User) berhasil ditambahkan.')).toBeInTheDocument();
  });

  it('shows the failure dialog when the backend refuses (a username already taken)', async () => {
    const { user, router } = await openForm();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'rahasia1');
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Gagal menambahkan akun. Silakan coba lagi.')).toBeInTheDocument();
    expect(await screen.findByText('Username sudah dipakai')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FIRST_VISIT);
    expect(screen.getByRole('alert')).toHaveTextContent('Gagal menambahkan akun. Silakan coba lagi.');
    expect(router.state.location.pathname).toBe('/app/akun/create');
  });

  it.each(['500', '503', 'timeout'])(
    'says the save failed (%s) in the dialog and, once it is closed, above the form; what was typed stays for a retry',
    async (failure) => {
      setScenario(`error:createUser:${failure}`);
      const { user, router } = await openForm();
      await user.type(screen.getByLabelText('Username'), 'kasir1');
      await user.type(screen.getByLabelText('Password'), 'rahasia1');
      await user.selectOptions(screen.getByLabelText('Role'), 'User');
      await user.click(screen.getByRole('button', { name: 'Simpan' }));

      const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
      expect(within(dialog).getByText('Error!')).toBeInTheDocument();
      expect(within(dialog).getByText('Gagal menambahkan akun. Silakan coba lagi.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), FIRST_VISIT);

      expect(screen.getByRole('alert')).toHaveTextContent('Gagal menambahkan akun. Silakan coba lagi.');
      expect(screen.getByLabelText('Username')).toHaveValue('kasir1');
      expect(screen.getByLabelText('Password')).toHaveValue('rahasia1');
      expect(screen.getByLabelText('Role')).toHaveValue('User');
      expect(router.state.location.pathname).toBe('/app/akun/create');

      setScenario('off');
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText('Berhasil!', {}, FIRST_VISIT)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/akun'), FIRST_VISIT);
    },
  );

  it('disables saving while the account is being saved', async () => {
    mockServer.use(
      http.post('*/users/api/users/create', async () => {
        await delay(400);
        return HttpResponse.json({ id: 99, username: 'kasir2', role: 'Manager' }, { status: 201 });
      }),
    );
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Username'), 'kasir2');
    await user.type(screen.getByLabelText('Password'), 'rahasia2');
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const saving = await screen.findByRole('button', { name: 'Menyimpan...' });
    expect(saving).toBeDisabled();
    expect(await screen.findByText('Berhasil!', {}, FIRST_VISIT)).toBeInTheDocument();
  });
});
