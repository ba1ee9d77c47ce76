import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENGLISH } from '@/test/storyGlobals';
import { MainLoader } from './MainLoader';

/**
 * The main loader; held for a minute here so it can be inspected (the app uses 500 ms). Its CSS also hides it at the
 * end of its time (a prerendered page has no script to do it); the story checks play every animation to its end at
 * once, so that animation is off here.
 */
const meta = {
  title: 'Layout/Main loader',
  component: MainLoader,
  args: { durationMs: 60_000 },
  decorators: [
    (Story) => (
      <>
        <style>{'.main-loader { animation: none !important; }'}</style>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof MainLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {};
export const English: Story = { globals: ENGLISH };
