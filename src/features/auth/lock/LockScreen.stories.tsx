import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { loginNeverAnswers, PageWithTyping, submitPassword } from '../test/passwordOverlayStories';
import { withSession } from '../test/withSession';
import { LockScreen } from './LockScreen';

/** A page with something typed under the lock. */
function LockedPage() {
  return (
    <PageWithTyping title="Tambah Akun" label="Username" typed="kasir-baru">
      <LockScreen />
    </PageWithTyping>
  );
}

/** The lock screen over the back office: opaque, everything underneath inert, the page kept. */
const meta = {
  title: 'Back office/Session/Lock screen',
  component: LockedPage,
  decorators: [withSession('owner', 'Owner', '1', 'locked')],
  parameters: { route: { path: '/app/*', initialEntry: '/app/akun/create' } },
} satisfies Meta<typeof LockedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const unlockWith = (password: string) => submitPassword(password, /Buka Kunci|Unlock/);

export const Locked: Story = {};
export const LockedEnglish: Story = { globals: ENGLISH };

/** No stored username: the name reads Guest and can be typed. */
export const LockedWithoutUsername: Story = { decorators: [withSession('', 'User', null, 'locked')] };

export const WrongPassword: Story = {
  play: async () => {
    const lock = await unlockWith('bukan-ini');
    await expect(await within(lock).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /Password salah|Wrong password/,
    );
  },
};
export const WrongPasswordEnglish: Story = { ...WrongPassword, globals: ENGLISH };

/** The password is being checked. */
export const Unlocking: Story = {
  parameters: { msw: { handlers: loginNeverAnswers } },
  play: async () => {
    const lock = await unlockWith('owner123');
    await expect(await within(lock).findByRole('button', { name: /Memeriksa|Checking/ })).toBeDisabled();
  },
};
export const UnlockingEnglish: Story = { ...Unlocking, globals: ENGLISH };
