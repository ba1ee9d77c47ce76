import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { signedInAs } from '@/test/storySession';
import { AppsPage } from './AppsPage';

/** /app/apps: the template's app launcher; the customers tile only for the owner. */
const meta = {
  title: 'Template/Apps',
  component: AppsPage,
  decorators: [signedInAs('owner')],
  parameters: { route: { path: '/app/apps' } },
} satisfies Meta<typeof AppsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: all eight tiles, 'Pelanggan' among them. */
export const Owner: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link')).toHaveLength(8);
    await expect(within(canvasElement).getByRole('link', { name: /^Pelanggan/ })).toHaveAttribute(
      'href',
      '/app/customer',
    );
  },
};
export const OwnerEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Customers/ })).toBeInTheDocument();
  },
};

/** A staff account (role User): seven tiles, no customers. */
export const Staff: Story = {
  decorators: [signedInAs('staff')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link')).toHaveLength(7);
  },
};
export const StaffEnglish: Story = { ...Staff, globals: ENGLISH };
