import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { seenProofsUpTo } from '../test/seenProofs';
import { proofStates, withHandlers } from '../test/storyStates';
import { Component as PaymentProofsPage } from './PaymentProofsPage';

const LONG = { timeout: 8000 };

/** /app/payments with the story's own answers of the proof calls. */
const meta = {
  title: 'Payment proofs/Queue page',
  component: PaymentProofsPage,
  parameters: { route: { path: '/app/payments', initialEntry: '/app/payments' } },
} satisfies Meta<typeof PaymentProofsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two proofs waiting, one refused. */
export const Populated: Story = {
  tags: ['picture'],
  parameters: withHandlers(proofStates.populated),
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
 * Proof #31 (order #1501) arrived since staff last looked at #30: marked 'Baru' and highlighted, with 'Tandai sudah
 * dilihat'.
 */
export const NewProof: Story = {
  decorators: [seenProofsUpTo(30)],
  parameters: withHandlers(proofStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Pesanan #1501 Baru' }, LONG)).toHaveClass('is-new');
    await expect(canvas.getByRole('article', { name: 'Pesanan #1498' })).not.toHaveClass('is-new');
    await expect(canvas.getByText('1 bukti pembayaran baru sejak terakhir dilihat')).toBeInTheDocument();
  },
};
export const NewProofEnglish: Story = {
  ...NewProof,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Order #1501 New' }, LONG)).toHaveClass('is-new');
    await expect(canvas.getByText('1 new payment proof since you last looked')).toBeInTheDocument();
  },
};

/** A proof open in the lightbox: the picture beside the order's bill, the review form. */
export const LightboxOpen: Story = {
  parameters: withHandlers(proofStates.populated),
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

export const Loading: Story = { parameters: withHandlers(proofStates.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: withHandlers(proofStates.empty),
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
  parameters: withHandlers(proofStates.error),
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

/** Today's backend: no proofs call (404). */
export const Unsupported: Story = {
  parameters: withHandlers(proofStates.notFound),
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
