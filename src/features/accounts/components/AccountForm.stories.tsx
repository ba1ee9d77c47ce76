import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { AccountForm } from './AccountForm';

/** Add-account form: each rule shows its message once the field is touched. */
const meta = {
  title: 'Back office/Account form',
  component: AccountForm,
  args: { onSubmit: async () => undefined, onCancel: () => undefined },
  decorators: [
    (Story) => (
      <div className="p-4 bg-body-tertiary">
        <div className="card border-0 shadow-sm" style={{ maxWidth: 520 }}>
          <div className="card-body p-4">
            <Story />
          </div>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof AccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const VALID = { username: 'kasir1', password: 'rahasia1', role: 'User' as const };
const ALL_TOUCHED = { username: true, password: true, role: true };

/** Shows the message of one rule (id or en). */
function expectMessage(id: string, en: string): Story['play'] {
  return async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(globals?.locale === 'en' ? en : id)).toBeInTheDocument();
  };
}

export const Empty: Story = {};
export const EmptyEnglish: Story = { globals: ENGLISH };

/** Every field valid: Save is enabled. */
export const Valid: Story = {
  args: { initialValues: VALID },
  play: async ({ canvasElement, globals }) => {
    const save = await within(canvasElement).findByRole('button', {
      name: globals?.locale === 'en' ? 'Save' : 'Simpan',
    });
    await expect(save).toBeEnabled();
  },
};
export const ValidEnglish: Story = { ...Valid, globals: ENGLISH };

export const UsernameRequired: Story = {
  args: { initialValues: { ...VALID, username: '' }, initialTouched: ALL_TOUCHED },
  play: expectMessage('Username wajib diisi', 'Username is required'),
};
export const UsernameRequiredEnglish: Story = { ...UsernameRequired, globals: ENGLISH };

export const UsernameTooShort: Story = {
  args: { initialValues: { ...VALID, username: 'ab' }, initialTouched: ALL_TOUCHED },
  play: expectMessage('Username minimal 3 karakter', 'Username must be at least 3 characters'),
};
export const UsernameTooShortEnglish: Story = { ...UsernameTooShort, globals: ENGLISH };

export const PasswordRequired: Story = {
  args: { initialValues: { ...VALID, password: '' }, initialTouched: ALL_TOUCHED },
  play: expectMessage('Password wajib diisi', 'Password is required'),
};
export const PasswordRequiredEnglish: Story = { ...PasswordRequired, globals: ENGLISH };

export const PasswordTooShort: Story = {
  args: { initialValues: { ...VALID, password: '12345' }, initialTouched: ALL_TOUCHED },
  play: expectMessage('Password minimal 6 karakter', 'Password must be at least 6 characters'),
};
export const PasswordTooShortEnglish: Story = { ...PasswordTooShort, globals: ENGLISH };

export const RoleRequired: Story = {
  args: { initialValues: { ...VALID, role: '' }, initialTouched: ALL_TOUCHED },
  play: expectMessage('Role wajib dipilih', 'Role is required'),
};
export const RoleRequiredEnglish: Story = { ...RoleRequired, globals: ENGLISH };

/** While saving: the button says so and both buttons are disabled. */
export const Saving: Story = {
  args: { initialValues: VALID, saving: true },
  play: async ({ canvasElement, globals }) => {
    const saving = await within(canvasElement).findByRole('button', {
      name: globals?.locale === 'en' ? 'Saving...' : 'Menyimpan...',
    });
    await expect(saving).toBeDisabled();
  },
};
export const SavingEnglish: Story = { ...Saving, globals: ENGLISH };
