import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellActionsContext } from '@/components/layout/shellActions';
import { ENGLISH } from '@/test/storyGlobals';
import { withSession } from '../test/withSession';
import { ProfilePage } from './ProfilePage';

const shell = { openSettings: () => {} };

/** /users/profile: who is signed in, their role and language, the way to the theme settings and the lock. */
const meta = {
  title: 'Back office/Session/Profile',
  component: ProfilePage,
  decorators: [withSession('owner', 'Owner', '1')],
  parameters: { route: { path: '/users/profile' } },
  render: () => (
    <ShellActionsContext value={shell}>
      <ProfilePage />
    </ShellActionsContext>
  ),
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = { tags: ['picture'] };
export const OwnerEnglish: Story = { globals: ENGLISH };

/** A staff account without a customer profile. */
export const Staff: Story = { decorators: [withSession('staff', 'User', null)] };

/** No stored username or role. */
export const Guest: Story = { decorators: [withSession('', '', null)] };
export const GuestEnglish: Story = { ...Guest, globals: ENGLISH };
