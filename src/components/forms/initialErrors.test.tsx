import { render, screen } from '@testing-library/react';
import { useFormik } from 'formik';
import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { initialErrorsOf, useInitialErrors } from './initialErrors';
import { SubmitButton } from './SubmitButton';

const schema = object({
  name: string().trim().required('Nama wajib diisi.'),
  note: string().max(5, 'Terlalu panjang.'),
});

function Form({ initial }: { initial: { name: string; note: string } }) {
  const initialErrors = useInitialErrors(schema, initial);
  const form = useFormik({
    initialValues: initial,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: () => undefined,
  });
  return (
    <form onSubmit={form.handleSubmit}>
      <SubmitButton busy={false} disabled={!form.isValid}>
        Simpan
      </SubmitButton>
    </form>
  );
}

describe('initialErrorsOf', () => {
  it('knows every error of the initial values at once', () => {
    expect(initialErrorsOf(schema, { name: '  ', note: 'panjang sekali' })).toEqual({
      name: 'Nama wajib diisi.',
      note: 'Terlalu panjang.',
    });
    expect(initialErrorsOf(schema, { name: 'Mawar', note: '' })).toBeUndefined();
  });

  it('knows nothing of a schema whose tests are asynchronous', () => {
    const remote = object({ name: string().test('free', 'Sudah dipakai.', async () => false) });
    expect(initialErrorsOf(remote, { name: 'Mawar' })).toBeUndefined();
  });

  it('keeps an empty form’s submit button disabled from the first render, before validation has run', () => {
    render(<Form initial={{ name: '', note: '' }} />);
    // Synchronously after render: validateOnMount has not resolved yet.
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  });

  it('leaves a valid form’s submit button enabled', () => {
    render(<Form initial={{ name: 'Mawar', note: '' }} />);
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });
});
