import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { signedInAs } from '@/test/storySession';
import { AccountCreatePage } from './AccountCreatePage';

const CREATE = '*/users/api/users/create';
const RUNS = '*/api/delivery/runs';
const LONG = { timeout: 5000 };
const TEXTS = {
  id: {
    username: 'Username',
    password: 'Password',
    role: 'Role',
    save: 'Simpan',
    saving: 'Menyimpan...',
    required: 'Username wajib diisi',
    taken: 'Username sudah dipakai',
    failed: 'Gagal menambahkan akun. Silakan coba lagi.',
    driver: 'Kurir',
    unchecked: 'Peran Kurir belum bisa dicek: server toko tidak menjawab.',
  },
  en: {
    username: 'Username',
    password: 'Password',
    role: 'Role',
    save: 'Save',
    saving: 'Saving...',
    required: 'Username is required',
    taken: 'This username is already taken',
    failed: 'Failed to add the account. Please try again.',
    driver: 'Driver',
    unchecked: "Could not check whether the shop's server offers the Driver role: it did not answer.",
  },
};
const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });
const texts = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? TEXTS.en : TEXTS.id);

/**
 * /app/akun/create: a staff account through `POST /users/api/users/create`, signed in as the owner (the drivers'
 * runs need the token). The mock backend has the doorstep, so 'Kurir' is among the roles unless a story answers the
 * drivers' runs otherwise.
 */
const meta = {
  title: 'Back office/Accounts/Add account',
  component: AccountCreatePage,
  decorators: [signedInAs('owner')],
  parameters: { route: { path: '/app/akun/create' } },
} satisfies Meta<typeof AccountCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** Once the form has found the doorstep: 'Kurir' among the roles, and its tip. */
async function expectDriverOffered({ canvasElement, globals }: PlayContext) {
  await expect(
    await within(canvasElement).findByRole('option', { name: texts(globals).driver }, LONG),
  ).toBeInTheDocument();
}

/** Types a valid account and presses save. */
async function submitValid(context: PlayContext) {
  const { canvasElement, globals } = context;
  await expectDriverOffered(context);
  const canvas = within(canvasElement);
  const text = texts(globals);
  await userEvent.type(await canvas.findByLabelText(text.username, {}, LONG), 'kasir1');
  await userEvent.type(canvas.getByLabelText(text.password), 'rahasia1');
  await userEvent.selectOptions(canvas.getByLabelText(text.role), 'User');
  const save = canvas.getByRole('button', { name: text.save });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
}

export const Empty: Story = { play: expectDriverOffered };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };

/** Today's backend: the drivers' runs answer 404, so Admin, User and Manager only. */
let runsAnswered = false;
export const TodaysBackend: Story = {
  beforeEach: () => {
    runsAnswered = false;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(RUNS, () => {
          runsAnswered = true;
          return problem(404, 'Not Found');
        }),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(runsAnswered).toBe(true), LONG);
    const role = within(canvasElement).getByLabelText(texts(globals).role);
    await expect(within(role).getAllByRole('option')).toHaveLength(4);
  },
};
export const TodaysBackendEnglish: Story = { ...TodaysBackend, globals: ENGLISH };

/** The drivers' runs fail (500): whether 'Kurir' is offered is not known yet, said under the role with a retry. */
export const DriverRoleUnchecked: Story = {
  parameters: {
    msw: {
      handlers: [http.get(RUNS, () => problem(500, 'Internal Server Error'))],
    },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(texts(globals).unchecked, {}, LONG)).toBeInTheDocument();
  },
};
export const DriverRoleUncheckedEnglish: Story = { ...DriverRoleUnchecked, globals: ENGLISH };

/** Every field touched and left empty: each shows its rule, save stays disabled. */
export const ValidationErrors: Story = {
  tags: ['picture'],
  play: async (context) => {
    const { canvasElement, globals } = context;
    await expectDriverOffered(context);
    const canvas = within(canvasElement);
    const text = texts(globals);
    await userEvent.click(await canvas.findByLabelText(text.username, {}, LONG));
    await userEvent.click(canvas.getByLabelText(text.password));
    await userEvent.click(canvas.getByLabelText(text.role));
    await userEvent.tab();
    await expect(await canvas.findByText(text.required)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.save })).toBeDisabled();
  },
};
export const ValidationErrorsEnglish: Story = { ...ValidationErrors, globals: ENGLISH };

/** Save pressed, the server still working: the button says 'Menyimpan...' and waits. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CREATE, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async (context) => {
    await submitValid(context);
    const saving = await within(context.canvasElement).findByRole(
      'button',
      { name: texts(context.globals).saving },
      LONG,
    );
    await expect(saving).toBeDisabled();
  },
};
export const SavingEnglish: Story = { ...Saving, globals: ENGLISH };

/**
 * The server fails (500): the 'Error!' dialog, and once it is closed the failure stays said above the form,
 * with everything typed kept for another try. Before the stories that leave their dialog open (they share one page).
 */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.post(CREATE, () => problem(500, 'Internal Server Error'))],
    },
  },
  play: async (context) => {
    await submitValid(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(texts(context.globals).failed);
    await expect(canvas.getByLabelText(texts(context.globals).username)).toHaveValue('kasir1');
  },
};
export const SaveFailedEnglish: Story = { ...SaveFailed, globals: ENGLISH };

/**
 * The server refuses the username (400): the 'Error!' dialog over the form, the field's message
 * under it. The jsdom story test closes the dialog, which would otherwise stay over the next story.
 */
export const UsernameTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CREATE, () =>
          HttpResponse.json(
            {
              type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
              title: 'One or more validation errors occurred.',
              status: 400,
              errors: { username: ['Username already exists'] },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async (context) => {
    await submitValid(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, LONG);
    await expect(
      await within(context.canvasElement).findByText(texts(context.globals).taken, {}, LONG),
    ).toBeInTheDocument();
    if (/jsdom/i.test(navigator.userAgent)) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    }
  },
};
export const UsernameTakenEnglish: Story = { ...UsernameTaken, globals: ENGLISH };
