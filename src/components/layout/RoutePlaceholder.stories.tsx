import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { RoutePlaceholder } from './RoutePlaceholder';

const meta = {
  title: 'Shared/RoutePlaceholder',
  component: RoutePlaceholder,
  args: { title: 'Order Management' },
} satisfies Meta<typeof RoutePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    await expect(canvas.getByText('Segera hadir')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Coming soon')).toBeInTheDocument();
  },
};
