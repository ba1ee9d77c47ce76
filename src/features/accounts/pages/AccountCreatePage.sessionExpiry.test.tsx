import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import '@/test/dialogTestSetup';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

describe('add-account form when the session has expired', () => {
  it('says the save failed, then signs in again in place with every field kept, and saves', async () => {
    storeSession('owner');
    mockServer.use(
      http.post(
        '*/users/api/users/create',
        () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
        { once: true },
      ),
    );
    const { user, router } = await renderRoute('/app/akun/create');
    await screen.findByRole('heading', { level: 1, name: 'Tambah Akun' }, FIRST_VISIT);
    const form = screen.getByRole('button', { name: 'Simpan' }).closest('form') as HTMLFormElement;
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Username'), 'kasir1');
    await user.type(field('Password'), 'rahasia1');
    await user.selectOptions(field('Role'), 'User');
    await user.click(within(form).getByRole('button', { name: 'Tampilkan password' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));

    // The form's own failure dialog first; the sign-in dialog waits for it.
    const failure = await screen.findByRole('dialog', {}, FIRST_VISIT);
    expect(within(failure).getByText('Error!')).toBeInTheDocument();
    expect(within(failure).getByText('Gagal menambahkan akun. Silakan coba lagi.')).toBeInTheDocument();
    expect(document.querySelector('.reauth-dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    const login = await screen.findByRole('dialog', { name: 'Sesi Berakhir' }, FIRST_VISIT);
    expect(router.state.location.pathname).toBe('/app/akun/create');
    expect(field('Username')).toHaveValue('kasir1');
    expect(field('Password')).toHaveValue('rahasia1');
    expect(field('Password')).toHaveAttribute('type', 'text');
    expect(field('Role')).toHaveValue('User');

    expect(within(login).getByLabelText('Username')).toHaveValue('owner');
    // The caret is in the dialog's password field, and stays there: the error
    // dialog hands focus back 100 ms after it closes, which must not pull it away.
    const password = within(login).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus(), FIRST_VISIT);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(password).toHaveFocus();
    await user.type(within(login).getByLabelText('Password'), 'owner123');
    await user.click(within(login).getByRole('button', { name: 'Masuk Kembali' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Sesi Berakhir' })).not.toBeInTheDocument(),
      FIRST_VISIT,
    );

    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Berhasil!', {}, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/akun'), FIRST_VISIT);
    expect(
      getDb()
        .users.all()
        .some((account) => account.username === 'kasir1'),
    ).toBe(true);
  });
});
