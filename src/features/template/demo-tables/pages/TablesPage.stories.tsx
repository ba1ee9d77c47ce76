import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyOrderList } from '@/entities/order/test/storyOrders';
import { ENGLISH, withHandlers } from '@/test/storyGlobals';
import { signedInAs } from '@/test/storySession';
import { TablesPage } from './TablesPage';

const LONG = { timeout: 5000 };

/** /app/tables: the shop's orders in a sortable, searchable table (template screen over live data). */
const meta = {
  title: 'Template/Orders table',
  component: TablesPage,
  decorators: [signedInAs('owner')],
  parameters: { route: { path: '/app/tables' }, ...withHandlers(storyOrderList.populated) },
} satisfies Meta<typeof TablesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve orders, newest first, ten to a page. */
export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Menampilkan 1 sampai 10 dari 12 pesanan', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Orders' }, LONG)).toBeInTheDocument();
  },
};

/** A search that matches nothing. */
export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const english = globals?.locale === 'en';
    await canvas.findByRole('table', {}, LONG);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: english ? 'Search orders' : 'Cari pesanan' }),
      'anggrek',
    );
    await expect(
      await canvas.findByText(
        english ? 'No orders match your search.' : 'Tidak ada pesanan yang cocok dengan pencarian.',
      ),
    ).toBeInTheDocument();
  },
};
export const NoMatchEnglish: Story = { ...NoMatch, globals: ENGLISH };

export const Loading: Story = { parameters: withHandlers(storyOrderList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: withHandlers(storyOrderList.empty),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada pesanan.', {}, LONG)).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = {
  ...Empty,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders yet.', {}, LONG)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: withHandlers(storyOrderList.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Gagal memuat pesanan. Silakan coba lagi.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = {
  ...LoadError,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load orders. Please try again.', {}, LONG),
    ).toBeInTheDocument();
  },
};
