import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { AccountsPage } from './AccountsPage';

/** Arrives at the page as the add-account form returns: with the account just created in the location state. */
function ReturnedFromCreate() {
  const navigate = useNavigate();
  const arrived = useLocation().state !== null;
  useEffect(() => {
    if (!arrived)
      void navigate('/app/akun', { replace: true, state: { created: { username: 'kasir1', role: 'User' } } });
  }, [arrived, navigate]);
  return arrived ? <AccountsPage /> : null;
}

/** /app/akun: where the add-account form returns; it lists no accounts (no backend call lists them). */
const meta = {
  title: 'Back office/Accounts/Accounts',
  component: AccountsPage,
  parameters: { route: { path: '/app/akun' } },
} satisfies Meta<typeof AccountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Tambah Akun' })).toHaveAttribute(
      'href',
      '/app/akun/create',
    );
  },
};
export const DefaultEnglish: Story = { globals: ENGLISH };

/** Back from the form: 'Akun kasir1 (User) berhasil ditambahkan.' */
export const AccountCreated: Story = {
  render: () => <ReturnedFromCreate />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Akun kasir1 (User) berhasil ditambahkan.',
    );
  },
};
export const AccountCreatedEnglish: Story = {
  ...AccountCreated,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Account kasir1 (User) was added.',
    );
  },
};
