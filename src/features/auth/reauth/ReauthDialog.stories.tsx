import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { loginNeverAnswers, PageWithTyping, submitPassword } from '../test/passwordOverlayStories';
import { withSession } from '../test/withSession';
import { ReauthDialog } from './ReauthDialog';

/** A page with something typed, as the dialog finds it after a refused save (in the story's language). */
function PageWithDialog() {
  const { t } = useTranslation('catalogue');
  return (
    <PageWithTyping title={t('categories.title')} label={t('categoryForm.name')} typed="Bunga Kering">
      <ReauthDialog />
    </PageWithTyping>
  );
}

/** Sign in again in place after a 401: the page stays; username prefilled, password with show/hide. */
const meta = {
  title: 'Back office/Session/Sign in again',
  component: PageWithDialog,
  decorators: [withSession('owner', 'Owner', '1', 'reauthRequired')],
  parameters: { route: { path: '/app/*', initialEntry: '/app/flower' } },
} satisfies Meta<typeof PageWithDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (password: string) => submitPassword(password, /Masuk Kembali|Sign In Again/);

export const Open: Story = { tags: ['picture'] };
export const OpenEnglish: Story = { globals: ENGLISH };

/** A refused password: the message, the field emptied. */
export const WrongPassword: Story = {
  play: async () => {
    const dialog = await submit('salah-sekali');
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /Password salah|Wrong password/,
    );
  },
};
export const WrongPasswordEnglish: Story = { ...WrongPassword, globals: ENGLISH };

/** The auth backend is slow: the button says it is working. */
export const Checking: Story = {
  parameters: { msw: { handlers: loginNeverAnswers } },
  play: async () => {
    const dialog = await submit('owner123');
    await expect(await within(dialog).findByRole('button', { name: /Memproses|Processing/ })).toBeDisabled();
  },
};
export const CheckingEnglish: Story = { ...Checking, globals: ENGLISH };

/** The auth backend cannot be reached. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/auth/login', () => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })),
      ],
    },
  },
  play: async () => {
    const dialog = await submit('owner123');
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/server/);
  },
};
export const ServerErrorEnglish: Story = { ...ServerError, globals: ENGLISH };
