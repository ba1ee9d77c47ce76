import '@/test/dialogTestSetup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

const TEXTS = {
  title: 'Discard Changes?',
  text: 'Perubahan yang belum disimpan akan hilang.',
  confirmText: 'Buang',
  cancelText: 'Tetap di sini',
};

function Form() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(value !== '', TEXTS);
  return (
    <div>
      <label htmlFor="title">Title</label>
      <input id="title" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/list">Daftar</Link>
      <button type="button" onClick={() => guard.leaveWithoutAsking(() => navigate('/list'))}>
        Simpan
      </button>
      <button
        type="button"
        onClick={async () => {
          if (await guard.confirmLeave()) guard.leaveWithoutAsking(() => navigate('/list'));
        }}
      >
        Batal
      </button>
    </div>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/list', element: <h1>Daftar</h1> },
    ],
    { initialEntries: ['/list', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

async function answer(user: ReturnType<typeof userEvent.setup>, button: string) {
  expect(await screen.findByRole('heading', { name: 'Discard Changes?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: button }));
}

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Daftar' }));
    expect(await screen.findByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
  });

  it('asks before a link leaves a changed form: stay keeps what was typed, discard leaves', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Mawar');
    await user.click(screen.getByRole('link', { name: 'Daftar' }));
    await answer(user, 'Tetap di sini');
    expect(screen.getByLabelText('Title')).toHaveValue('Mawar');

    await user.click(screen.getByRole('link', { name: 'Daftar' }));
    await answer(user, 'Buang');
    expect(await screen.findByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
  });

  it('asks on the back button too', async () => {
    const { user, router } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Mawar');
    await router.navigate(-1);
    await answer(user, 'Tetap di sini');
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Title')).toHaveValue('Mawar');
  });

  it('asks on Cancel, and never after a save', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Mawar');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    await answer(user, 'Tetap di sini');
    expect(screen.getByLabelText('Title')).toHaveValue('Mawar');

    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('heading', { name: 'Daftar' })).toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab while changed', async () => {
    const { user } = renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Title'), 'Mawar');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });
});
