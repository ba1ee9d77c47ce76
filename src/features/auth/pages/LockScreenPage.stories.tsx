import type { Meta, StoryObj } from '@storybook/react-vite';
import { ENGLISH } from '@/test/storyGlobals';
import { withSession } from '../test/withSession';
import { LockScreenPage } from './LockScreenPage';

/** /auth/boxed-lockscreen: the lock screen as a page; unlocking returns to `returnTo`. */
const meta = {
  title: 'Back office/Session/Lock screen page',
  component: LockScreenPage,
  decorators: [withSession('admin', 'Admin', '2')],
  parameters: {
    route: { path: '/auth/boxed-lockscreen', initialEntry: '/auth/boxed-lockscreen?returnTo=%2Fapp%2Fgallery' },
  },
} satisfies Meta<typeof LockScreenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['picture'] };
export const DefaultEnglish: Story = { globals: ENGLISH };
