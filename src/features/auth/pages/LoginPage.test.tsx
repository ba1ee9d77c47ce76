import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { SESSION_KEYS } from '../session/sessionPersistence';

describe('login page', () => {
  it('stores token, username, role and customer id, then lands on the back office', async () => {
    const { router, store, user } = await renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Username', {}, FIRST_VISIT), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/flower'), FIRST_VISIT);
    expect(localStorage.getItem(SESSION_KEYS.token)).toMatch(/\S+/);
    expect(localStorage.getItem(SESSION_KEYS.username)).toBe('admin');
    expect(localStorage.getItem(SESSION_KEYS.role)).toBe('Admin');
    expect(localStorage.getItem(SESSION_KEYS.idCustomer)).toBe('2');
    expect(store.getState().session).toMatchObject({ username: 'admin', role: 'Admin', idCustomer: '2' });
  });

  it('an account without a profile stores no customer id', async () => {
    const { router, user } = await renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Username', {}, FIRST_VISIT), 'staff');
    await user.type(screen.getByLabelText('Password'), 'staff123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/flower'), FIRST_VISIT);
    expect(localStorage.getItem(SESSION_KEYS.role)).toBe('User');
    expect(localStorage.getItem(SESSION_KEYS.idCustomer)).toBeNull();
  });

  it('wrong credentials show a clear message, keep the username and clear the password', async () => {
    const { router, user } = await renderRoute('/auth/login', { lng: 'en' });
    await user.type(await screen.findByLabelText('Username', {}, FIRST_VISIT), 'owner');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Username')).toHaveValue('owner');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('keeps the submit button disabled until both fields are filled, and toggles the password', async () => {
    const { user } = await renderRoute('/auth/login');
    const submit = await screen.findByRole('button', { name: 'Masuk' }, FIRST_VISIT);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(screen.getByLabelText('Username'), 'owner');
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText('Password wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'owner123');
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
