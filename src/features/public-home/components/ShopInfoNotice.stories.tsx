import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { failing, withHandlers } from '../test/storyStates';
import { ShopInfoNotice } from './ShopInfoNotice';

/** Renders only when the general parameters failed. */
const meta = {
  title: 'Public home/Shop information notice',
  tags: ['phone'],
  component: ShopInfoNotice,
  parameters: { route: { path: '/public/home' }, ...withHandlers(failing('parameters')) },
} satisfies Meta<typeof ShopInfoNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to load shop information. Using default data.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Muat Ulang' })).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  },
};
