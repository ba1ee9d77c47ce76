import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { FormField } from './FormField';

const schema = object({ name: string().required('errors.nameRequired'), role: string().required('Pilih role') });

function Form({ children }: { children: ReactNode }) {
  return (
    <Formik initialValues={{ name: '', role: '' }} validationSchema={schema} onSubmit={() => undefined}>
      {children}
    </Formik>
  );
}

describe('FormField', () => {
  it('shows the error only once the field is touched, tied to the control with aria-describedby', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <FormField name="name" label="Nama" hint="Nama lengkap penerima" formatError={(key) => `[${key}]`} />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Nama' });
    expect(input).toHaveAccessibleDescription('Nama lengkap penerima');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('[errors.nameRequired]')).not.toBeInTheDocument();

    await user.click(input);
    await user.tab();
    expect(await screen.findByText('[errors.nameRequired]')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('Nama lengkap penerima [errors.nameRequired]');

    await user.type(input, 'Ayu');
    expect(screen.queryByText('[errors.nameRequired]')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('wires any control given as a render function, and marks a required field', async () => {
    const user = userEvent.setup();
    render(
      <Form>
        <FormField name="role" label="Role" required>
          {({ control, invalid }) => (
            <select {...control} className={invalid ? 'is-invalid' : ''}>
              <option value="">Pilih</option>
              <option value="Admin">Admin</option>
            </select>
          )}
        </FormField>
      </Form>,
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveAttribute('aria-required', 'true');
    await user.click(select);
    await user.tab();
    expect(await screen.findByText('Pilih role')).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('Pilih role');
    await user.selectOptions(select, 'Admin');
    expect(screen.queryByText('Pilih role')).not.toBeInTheDocument();
  });

  it('renders a textarea when multiline', () => {
    render(
      <Form>
        <FormField name="name" label="Alamat" multiline rows={3} />
      </Form>,
    );
    expect(screen.getByRole('textbox', { name: 'Alamat' }).tagName).toBe('TEXTAREA');
  });
});
