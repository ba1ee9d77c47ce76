import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, Form } from 'formik';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './FormField';
import { SubmitButton } from './SubmitButton';

/** A prerendered form (the login page) is on screen before the app runs it. */
function NameForm({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
  return (
    <Formik initialValues={{ name: '' }} onSubmit={onSubmit}>
      <Form noValidate>
        <FormField name="name" label="Nama" />
        <SubmitButton busy={false}>Kirim</SubmitButton>
      </Form>
    </Formik>
  );
}

describe('a prerendered form', () => {
  it('cannot be typed into or sent in its server HTML, before the app runs it', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<NameForm onSubmit={vi.fn()} />);
    expect(host.querySelector('input')?.readOnly).toBe(true);
    expect(host.querySelector('button')?.disabled).toBe(true);
  });

  it('takes input and submits once hydrated', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm onSubmit={onSubmit} />);
    document.body.append(container);
    render(<NameForm onSubmit={onSubmit} />, { container, hydrate: true });

    const field = screen.getByLabelText('Nama');
    expect(field).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
    const user = userEvent.setup();
    await user.type(field, 'Ayu');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ayu' }, expect.anything()));
  });

  it('is editable at once when the browser renders it itself', () => {
    render(<NameForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Nama')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
  });
});
