import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { LONG_DESCRIPTION, parameterList, withHandlers } from '../test/storyStates';
import { Component as ParameterListPage } from './ParameterListPage';

const at = (initialEntry: string) => ({ route: { path: '/app/general', initialEntry } });

const meta = {
  title: 'Parameters admin/List',
  component: ParameterListPage,
  parameters: at('/app/general'),
} satisfies Meta<typeof ParameterListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Menampilkan 1 sampai 10 dari 31 parameter', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const LastPage: Story = { parameters: at('/app/general?page=3') };
export const Loading: Story = { parameters: withHandlers(parameterList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = {
  parameters: withHandlers(parameterList.empty),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada parameter')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };
export const SearchEmpty: Story = {
  parameters: at('/app/general?q=tidak%20ada'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tidak ada parameter yang cocok', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const SearchEmptyEnglish: Story = { ...SearchEmpty, globals: ENGLISH, play: undefined };
export const Searched: Story = { parameters: at('/app/general?q=telfon') };
function loadErrorPlay(message: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
  };
}
export const LoadError: Story = {
  parameters: withHandlers(parameterList.error),
  play: loadErrorPlay('Gagal memuat data parameter general'),
};
export const LoadErrorEnglish: Story = {
  ...LoadError,
  globals: ENGLISH,
  play: loadErrorPlay('Failed to load the general parameters'),
};

/** The view dialog (read-only, the whole value wrapped). */
export const View: Story = {
  parameters: {
    ...at('/app/general?q=Tentang'),
    ...withHandlers([
      http.get('*/api/general', () =>
        HttpResponse.json([{ id: 13, paramCode: '013', paramName: 'Tentang', deskripsi: LONG_DESCRIPTION }]),
      ),
    ]),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^(Lihat|View) parameter 013/ }, { timeout: 5000 }),
    );
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeInTheDocument();
  },
};
export const ViewEnglish: Story = { ...View, globals: ENGLISH };
export const ViewPhone: Story = {
  parameters: at('/app/general?q=003'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^(Lihat|View) parameter 003/ }, { timeout: 5000 }),
    );
  },
};
