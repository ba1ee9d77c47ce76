import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { StepLoading } from './StepLoading';

/** What steps 2 and 3 show for the moment their code is still on its way (it is usually prefetched). */
const meta = {
  title: 'Order wizard/Step loading',
  tags: ['phone'],
  component: StepLoading,
} satisfies Meta<typeof StepLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat langkah berikutnya…');
  },
};
export const LoadingEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the next step…');
  },
};
