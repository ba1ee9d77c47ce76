import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { CoverRegisterPage } from './CoverRegisterPage';

/** /auth/cover-register: accounts are made by staff, so this leads to the login instead of a form. */
const meta = {
  title: 'Back office/Session/Cover register',
  component: CoverRegisterPage,
  parameters: { route: { path: '/auth/cover-register' } },
} satisfies Meta<typeof CoverRegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Ke Halaman Masuk' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};
export const DefaultEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Account registration' }),
    ).toBeInTheDocument();
  },
};
