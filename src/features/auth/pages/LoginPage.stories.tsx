import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { LoginPage } from './LoginPage';

/** /auth/login: username and password against the auth backend. */
const meta = {
  title: 'Back office/Login',
  component: LoginPage,
  parameters: { route: { path: '/auth/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = {
  id: { submit: 'Masuk', error: 'Username atau password salah' },
  en: { submit: 'Sign in', error: 'Wrong username or password' },
};
const labels = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? LABELS.en : LABELS.id);

export const Default: Story = { tags: ['picture'] };
export const DefaultEnglish: Story = { globals: ENGLISH };

/** Sent here by the guard or a 401: says that signing in returns to the page. */
export const ReturningToAPage: Story = {
  parameters: { route: { path: '/auth/login', initialEntry: '/auth/login?returnTo=%2Fapp%2Ftables' } },
};
export const ReturningToAPageEnglish: Story = { ...ReturningToAPage, globals: ENGLISH };

async function submit(canvasElement: HTMLElement, submitLabel: string, password = 'wrong-password') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Username', {}, { timeout: 5000 }), 'owner');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
  return canvas;
}

/** Refused credentials: the message, the username kept. */
export const WrongCredentials: Story = {
  tags: ['picture'],
  play: async ({ canvasElement, globals }) => {
    const canvas = await submit(canvasElement, labels(globals).submit);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(labels(globals).error);
    await expect(canvas.getByLabelText('Username')).toHaveValue('owner');
  },
};
export const WrongCredentialsEnglish: Story = { ...WrongCredentials, globals: ENGLISH };

/** The auth backend is slow: the button shows it is working and stays disabled. */
export const SigningIn: Story = {
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
  play: async ({ canvasElement, globals }) => {
    const canvas = await submit(canvasElement, labels(globals).submit, 'owner123');
    await expect(await canvas.findByRole('button', { name: /Memproses|Signing in/ })).toBeDisabled();
  },
};
export const SigningInEnglish: Story = { ...SigningIn, globals: ENGLISH };

/** The auth backend cannot be reached. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/auth/login', () => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = await submit(canvasElement, labels(globals).submit, 'owner123');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
export const ServerErrorEnglish: Story = { ...ServerError, globals: ENGLISH };
