import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

function renderInForm(props: { busy: boolean; disabled?: boolean }, label: string) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton icon="bi-check2" {...props}>
        {label}
      </SubmitButton>
    </form>,
  );
  return { onSubmit, button: screen.getByRole('button', { name: label }) };
}

describe('SubmitButton', () => {
  it('submits the form when neither saving nor disabled', async () => {
    const { onSubmit, button } = renderInForm({ busy: false }, 'Simpan');
    expect(button).toBeEnabled();
    expect(button.querySelector('.bi-check2')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed while the form may not be sent', () => {
    const { button } = renderInForm({ busy: false, disabled: true }, 'Simpan');
    expect(button).toBeDisabled();
  });

  it('shows a spinner instead of its icon and cannot be pressed twice while saving', () => {
    const { button } = renderInForm({ busy: true }, 'Menyimpan...');
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).not.toBeNull();
    expect(button.querySelector('.bi-check2')).toBeNull();
  });
});
