import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { TestimonialsSection } from './TestimonialsSection';

/** Built-in content: no call, so no loading, empty or error state. */
const meta = {
  title: 'Public home/Testimonials',
  tags: ['phone'],
  component: TestimonialsSection,
  parameters: { route: { path: '/public/home' } },
} satisfies Meta<typeof TestimonialsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(3);
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
