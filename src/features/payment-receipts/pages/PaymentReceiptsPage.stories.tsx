import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { seenReceiptsUpTo } from '../test/seenReceipts';
import { receiptStates, withHandlers } from '../test/storyStates';
import { Component as PaymentReceiptsPage } from './PaymentReceiptsPage';

const LONG = { timeout: 8000 };

/** /app/payments with the story's own answers of the receipt calls. */
const meta = {
  title: 'Payment receipts/Queue page',
  component: PaymentReceiptsPage,
  parameters: { route: { path: '/app/payments', initialEntry: '/app/payments' } },
} satisfies Meta<typeof PaymentReceiptsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two receipts waiting, one refused. */
export const Populated: Story = {
  tags: ['picture'],
  parameters: withHandlers(receiptStates.populated),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: /^Pesanan #1501( Baru)?$/ }, LONG),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = {
  ...Populated,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: /^Order #1501( New)?$/ }, LONG),
    ).toBeInTheDocument();
  },
};

/**
 * Receipt #31 (order #1501) arrived since staff last looked at #30: marked 'Baru' and highlighted, with 'Tandai sudah
 * dilihat'.
 */
export const NewReceipt: Story = {
  decorators: [seenReceiptsUpTo(30)],
  parameters: withHandlers(receiptStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Pesanan #1501 Baru' }, LONG)).toHaveClass('is-new');
    await expect(canvas.getByRole('article', { name: 'Pesanan #1498' })).not.toHaveClass('is-new');
    await expect(canvas.getByText('1 bukti pembayaran baru sejak terakhir dilihat')).toBeInTheDocument();
  },
};
export const NewReceiptEnglish: Story = {
  ...NewReceipt,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Order #1501 New' }, LONG)).toHaveClass('is-new');
    await expect(canvas.getByText('1 new payment proof since you last looked')).toBeInTheDocument();
  },
};

/** A receipt open in the lightbox: the picture beside the order's bill, the review form. */
export const LightboxOpen: Story = {
  parameters: withHandlers(receiptStates.populated),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Lihat bukti pesanan #1501' }, LONG),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Bukti pembayaran pesanan #1501' },
      LONG,
    );
    await expect(await within(dialog).findByRole('button', { name: 'Setujui Pembayaran' }, LONG)).toBeInTheDocument();
  },
};
export const LightboxOpenEnglish: Story = {
  ...LightboxOpen,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'View proof of order #1501' }, LONG),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Payment proof of order #1501' },
      LONG,
    );
    await expect(await within(dialog).findByRole('button', { name: 'Approve Payment' }, LONG)).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: withHandlers(receiptStates.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: withHandlers(receiptStates.empty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tidak ada bukti pembayaran yang menunggu verifikasi', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = {
  ...Empty,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No payment proofs awaiting verification', {}, LONG),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: withHandlers(receiptStates.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bukti pembayaran gagal dimuat.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The payment proofs could not be loaded.', {}, LONG),
    ).toBeInTheDocument();
  },
};

/** Today's backend: no receipts call (404). */
export const Unsupported: Story = {
  parameters: withHandlers(receiptStates.notFound),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Belum didukung oleh server' }, LONG),
    ).toBeInTheDocument();
  },
};
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not supported by the server yet' }, LONG),
    ).toBeInTheDocument();
  },
};
