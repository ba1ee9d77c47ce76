import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENGLISH } from '@/test/storyGlobals';
import { MainLoader } from './MainLoader';

/** The main loader; held for a minute here so it can be inspected (the app uses 500 ms). */
const meta = {
  title: 'Layout/Main loader',
  component: MainLoader,
  args: { durationMs: 60_000 },
} satisfies Meta<typeof MainLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Indonesian: Story = {};
export const English: Story = { globals: ENGLISH };
