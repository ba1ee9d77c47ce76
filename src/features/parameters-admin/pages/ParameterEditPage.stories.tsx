import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { parameterLoad, withHandlers } from '../test/storyStates';
import { Component as ParameterEditPage } from './ParameterEditPage';
import { Component as ParameterListPage } from './ParameterListPage';

const at = (id: string) => ({ route: { path: '*', initialEntry: `/app/general/edit/${id}` } });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

async function description(canvas: HTMLElement) {
  return within(canvas).findByRole('textbox', { name: /Deskripsi|Description/ }, { timeout: 5000 });
}

/** Waits for the parameter, then replaces its description. */
async function typeDescription(canvas: HTMLElement, value: string) {
  const field = await description(canvas);
  await expect(field).not.toHaveValue('');
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.tab();
}

/** The edit page, with the list it returns to (after a save, a cancel or a failed load). */
const meta = {
  title: 'Parameters admin/Edit page',
  component: ParameterEditPage,
  parameters: at('3'),
  render: () => (
    <Routes>
      <Route path="/app/general" element={<ParameterListPage />} />
      <Route path="/app/general/edit/:id" element={<ParameterEditPage />} />
    </Routes>
  ),
} satisfies Meta<typeof ParameterEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByDisplayValue('0812-3456-7890', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const LoadedEnglish: Story = { ...Loaded, globals: ENGLISH };
export const LoadedInstagramLink: Story = { parameters: at('11') };
export const LoadedHours: Story = { parameters: at('1') };
export const LoadedHomeText: Story = { parameters: at('13') };

/** Changed: the unsaved-changes warning, reset and update enabled. */
export const ChangedWithWarning: Story = {
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, '0811 2222 3333');
    await expect(await within(canvasElement).findByText('Ada perubahan yang belum disimpan.')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText('Tombol chat WhatsApp menghubungi +6281122223333'),
    ).toBeInTheDocument();
  },
};
export const ChangedWithWarningEnglish: Story = {
  ...ChangedWithWarning,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, '0811 2222 3333');
    await expect(await within(canvasElement).findByText('You have unsaved changes.')).toBeInTheDocument();
  },
};
/** Leaving the changed form by its breadcrumb asks first; staying keeps what was typed. */
export const LeaveAsks: Story = {
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, '0811 2222 3333');
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'General Parameter' }));
    await expect(await body(canvasElement).findByRole('heading', { name: 'Buang perubahan?' })).toBeInTheDocument();
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(body(canvasElement).queryByText('Buang perubahan?')).not.toBeInTheDocument());
    await expect(await description(canvasElement)).toHaveValue('0811 2222 3333');
  },
};
export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, '0812-ABC');
    await expect(await within(canvasElement).findByText(/Nomor telepon hanya boleh berisi angka/)).toBeInTheDocument();
  },
};
export const InvalidEmail: Story = {
  parameters: at('5'),
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, 'halo@fleur');
    await expect(
      await within(canvasElement).findByText('Email tidak valid (contoh: halo@fleurflorist.id)'),
    ).toBeInTheDocument();
  },
};
export const HostileLink: Story = {
  parameters: at('11'),
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, 'javascript:alert(1)');
    await expect(
      await within(canvasElement).findByText(/Tautan harus berupa alamat lengkap yang diawali https:\/\//),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/Tautan ini tidak akan dipakai/)).toBeInTheDocument();
  },
};
export const HostileLinkEnglish: Story = {
  ...HostileLink,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await typeDescription(canvasElement, 'javascript:alert(1)');
    await expect(
      await within(canvasElement).findByText(/A link must be a whole address starting with https:\/\//),
    ).toBeInTheDocument();
  },
};
/** An unknown id: 'Parameter tidak ditemukan atau terjadi kesalahan', then the list. */
function loadFailurePlay(message: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await body(canvasElement).findByText(message, {}, { timeout: 4000 })).toBeInTheDocument();
    // The list opened behind the dialog (hidden from assistive technology while the dialog is open).
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /General Parameter/, hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body(canvasElement).queryByText(message)).not.toBeInTheDocument());
  };
}
export const LoadFailure: Story = {
  parameters: at('999'),
  play: loadFailurePlay('Parameter tidak ditemukan atau terjadi kesalahan'),
};
export const LoadFailureEnglish: Story = {
  ...LoadFailure,
  globals: ENGLISH,
  play: loadFailurePlay('Parameter not found or an error occurred'),
};
export const LoadFailureServerError: Story = {
  ...LoadFailure,
  parameters: { ...at('3'), ...withHandlers(parameterLoad.failed) },
};
