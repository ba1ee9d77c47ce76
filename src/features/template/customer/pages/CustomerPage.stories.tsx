import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyOrderList } from '@/entities/order/test/storyOrders';
import { ENGLISH, withHandlers } from '@/test/storyGlobals';
import { signedInAs } from '@/test/storySession';
import { CustomerPage } from './CustomerPage';

const LONG = { timeout: 5000 };

/** /app/customer (owner only): the shop's customers, derived from their orders. */
const meta = {
  title: 'Template/Customers',
  component: CustomerPage,
  decorators: [signedInAs('owner')],
  parameters: { route: { path: '/app/customer' }, ...withHandlers(storyOrderList.populated) },
} satisfies Meta<typeof CustomerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five customers from twelve orders, four of them repeat customers. */
export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Daftar pelanggan (5)' }, LONG),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Customer list (5)' }, LONG),
    ).toBeInTheDocument();
  },
};

/** A search that matches no customer. */
export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const english = globals?.locale === 'en';
    await userEvent.type(
      await canvas.findByRole(
        'searchbox',
        { name: english ? 'Search name, phone or address' : 'Cari nama, telepon atau alamat' },
        LONG,
      ),
      'Medan',
    );
    await expect(
      await canvas.findByText(english ? 'No matching customers.' : 'Tidak ada pelanggan yang cocok.'),
    ).toBeInTheDocument();
  },
};
export const NoMatchEnglish: Story = { ...NoMatch, globals: ENGLISH };

export const Loading: Story = { parameters: withHandlers(storyOrderList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

/** No orders yet, so no customers: the counters at zero and the empty list. */
export const Empty: Story = {
  parameters: withHandlers(storyOrderList.empty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Daftar pelanggan (0)' }, LONG),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };

export const LoadError: Story = {
  parameters: withHandlers(storyOrderList.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Gagal memuat data pelanggan. Silakan coba lagi.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = {
  ...LoadError,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load customers. Please try again.', {}, LONG),
    ).toBeInTheDocument();
  },
};
