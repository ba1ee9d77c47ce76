import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { parameterSave, withHandlers } from '../test/storyStates';
import { Component as ParameterCreatePage } from './ParameterCreatePage';

type Field = 'code' | 'name' | 'description';
const LABELS: Record<Field, RegExp> = {
  code: /Kode Parameter|Parameter Code/,
  name: /Nama Parameter|Parameter Name/,
  description: /Deskripsi|Description/,
};

async function field(canvas: HTMLElement, which: Field) {
  return within(canvas).findByRole('textbox', { name: LABELS[which] }, { timeout: 5000 });
}

/** Types (or pastes, for long texts) into the fields given, then leaves the last one. */
async function fill(canvas: HTMLElement, values: Partial<Record<Field, string>>) {
  for (const [which, value] of Object.entries(values) as Array<[Field, string]>) {
    await userEvent.click(await field(canvas, which));
    if (value.length > 40) await userEvent.paste(value);
    else if (value) await userEvent.type(await field(canvas, which), value);
  }
  await userEvent.tab();
}

async function submit(canvas: HTMLElement) {
  const button = within(canvas).getByRole('button', { name: /^(Simpan|Save)$/ });
  await expect(button).toBeEnabled();
  await userEvent.click(button);
}

const VALID = { code: '050', name: 'Kota Pengiriman', description: 'Jakarta, Bogor, Depok' };

const meta = {
  title: 'Parameters admin/Create page',
  component: ParameterCreatePage,
  parameters: { route: { path: '/app/general/create' } },
} satisfies Meta<typeof ParameterCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EmptyEnglish: Story = { globals: ENGLISH };

/** Each field touched and left empty: the three required messages. */
function requiredPlay(messages: [string, string, string]) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await fill(canvasElement, { code: '', name: '', description: '' });
    await expect(await within(canvasElement).findByText(messages[0])).toBeInTheDocument();
    await expect(within(canvasElement).getByText(messages[1])).toBeInTheDocument();
    await expect(within(canvasElement).getByText(messages[2])).toBeInTheDocument();
  };
}
export const Required: Story = {
  tags: ['picture'],
  play: requiredPlay(['Kode parameter harus diisi', 'Nama parameter harus diisi', 'Deskripsi harus diisi']),
};
export const RequiredEnglish: Story = {
  globals: ENGLISH,
  play: requiredPlay(['Parameter code is required', 'Parameter name is required', 'Description is required']),
};
export const CodeNotThreeDigits: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { code: '12' });
    await expect(
      await within(canvasElement).findByText('Kode parameter harus berupa 3 digit angka (contoh: 001)'),
    ).toBeInTheDocument();
  },
};
export const DuplicateCode: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { code: '003' });
    await expect(
      await within(canvasElement).findByText(/Kode parameter 003 sudah dipakai oleh parameter "Nomer Telfon"/),
    ).toBeInTheDocument();
  },
};
export const DuplicateCodeEnglish: Story = {
  ...DuplicateCode,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { code: '003' });
    await expect(
      await within(canvasElement).findByText(/Parameter code 003 is already used by "Nomer Telfon"/),
    ).toBeInTheDocument();
  },
};
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { name: 'Nama yang terlalu panjang '.repeat(5) });
    await expect(await within(canvasElement).findByText('Nama parameter maksimal 100 karakter')).toBeInTheDocument();
  },
};
export const DescriptionTooLong: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { description: 'Deskripsi panjang. '.repeat(27) });
    await expect(await within(canvasElement).findByText('Deskripsi maksimal 500 karakter')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('513/500')).toBeInTheDocument();
  },
};
export const DescriptionTooLongEnglish: Story = {
  ...DescriptionTooLong,
  globals: ENGLISH,
  play: async ({ canvasElement }) => fill(canvasElement, { description: 'Deskripsi panjang. '.repeat(27) }),
};
export const Filled: Story = { play: async ({ canvasElement }) => fill(canvasElement, VALID) };
export const Saving: Story = {
  parameters: withHandlers(parameterSave.never),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, VALID);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
  },
};
export const SavingEnglish: Story = {
  ...Saving,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await fill(canvasElement, VALID);
    await submit(canvasElement);
  },
};
export const SaveFailed: Story = {
  parameters: withHandlers(parameterSave.failed),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, VALID);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Terjadi kesalahan saat menyimpan data')).toBeInTheDocument();
  },
};
/** A 400 with per-field errors: each on its field. */
export const ServerFieldErrors: Story = {
  parameters: withHandlers(parameterSave.fieldErrors),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, VALID);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Nama ini sudah dipakai di server')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Deskripsi ditolak oleh server')).toBeInTheDocument();
  },
};
export const ServerFieldErrorsEnglish: Story = { ...ServerFieldErrors, globals: ENGLISH };
export const ServerMessage: Story = {
  parameters: withHandlers(parameterSave.message),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, VALID);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText('Parameter tidak dapat disimpan saat ini')).toBeInTheDocument();
  },
};
