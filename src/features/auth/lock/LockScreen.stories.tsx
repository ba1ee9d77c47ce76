import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { withSession } from '../stories/withSession';
import { LockScreen } from './LockScreen';

/** A page with something typed under the lock. */
function LockedPage() {
  return (
    <>
      <section className="bo-page p-4">
        <h1 className="h3">Tambah Akun</h1>
        <label className="form-label" htmlFor="story-typed">
          Username
        </label>
        <input id="story-typed" className="form-control" defaultValue="kasir-baru" />
      </section>
      <LockScreen />
    </>
  );
}

/** The lock screen over the back office (issue 14): opaque, everything underneath inert, the page kept. */
const meta = {
  title: 'Back office/Session/Lock screen',
  component: LockedPage,
  decorators: [withSession('owner', 'Owner', '1', 'locked')],
  parameters: { route: { path: '/app/*', initialEntry: '/app/akun/create' } },
} satisfies Meta<typeof LockedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function unlockWith(password: string) {
  const lock = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
  await userEvent.type(within(lock).getByLabelText('Password'), password);
  await userEvent.click(within(lock).getByRole('button', { name: /Buka Kunci|Unlock/ }));
  return lock;
}

export const Locked: Story = {};
export const LockedEnglish: Story = { globals: ENGLISH };

/** No stored username: the name reads Guest and can be typed. */
export const LockedWithoutUsername: Story = { decorators: [withSession('', 'User', null, 'locked')] };

export const WrongPassword: Story = {
  play: async () => {
    const lock = await unlockWith('bukan-ini');
    await expect(await within(lock).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/Password salah|Wrong password/);
  },
};
export const WrongPasswordEnglish: Story = { ...WrongPassword, globals: ENGLISH };

/** The password is being checked. */
export const Unlocking: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/auth/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async () => {
    const lock = await unlockWith('owner123');
    await expect(await within(lock).findByRole('button', { name: /Memeriksa|Checking/ })).toBeDisabled();
  },
};
export const UnlockingEnglish: Story = { ...Unlocking, globals: ENGLISH };
