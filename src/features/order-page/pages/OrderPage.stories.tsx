import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { publicOrderStates, storyRoute, withHandlers } from '../test/storyStates';
import { Component as OrderPage } from './OrderPage';

const LONG = { timeout: 8000 };

/**
 * /public/pesanan/1042?t=… with the order answered per story; the payment instructions and chat number from the
 * seeded shop.
 */
const meta = {
  title: 'Order page/Page',
  tags: ['phone'],
  component: OrderPage,
  parameters: storyRoute,
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const expectText =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, LONG)).toBeInTheDocument();
  };

/** Just placed: the deposit, its deadline and countdown, the account and the QRIS, the upload. */
export const DepositDue: Story = {
  tags: ['picture'],
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.depositDue) },
  play: expectText('Sisa waktu 1 hari 3 jam'),
};
export const DepositDueEnglish: Story = {
  ...DepositDue,
  globals: ENGLISH,
  play: expectText('Time left: 1 day 3 hours'),
};

export const ReceiptWaiting: Story = {
  tags: ['picture'],
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.receiptWaiting) },
  play: expectText('Menunggu verifikasi'),
};
export const ReceiptWaitingEnglish: Story = {
  ...ReceiptWaiting,
  globals: ENGLISH,
  play: expectText('Waiting for verification'),
};

export const ReceiptRefused: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.receiptRefused) },
  play: expectText(/Alasan: Nominal transfer tidak sesuai\./),
};
export const ReceiptRefusedEnglish: Story = {
  ...ReceiptRefused,
  globals: ENGLISH,
  play: expectText(/Reason: Nominal transfer tidak sesuai\./),
};

/** Paid and being arranged. */
export const Paid: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.paid) },
  play: expectText('Lunas'),
};
export const PaidEnglish: Story = { ...Paid, globals: ENGLISH, play: expectText('Paid Rp 237.500') };

/** On its way, with free delivery. */
export const Delivered: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.delivered) },
  play: expectText('Pesanan dikirim'),
};
export const DeliveredEnglish: Story = { ...Delivered, globals: ENGLISH, play: expectText('Order delivered') };

/** Arranged: the photo of the bouquet waiting for the customer's answer. */
export const PhotoWaiting: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.photoWaiting) },
  play: expectText('Menunggu jawaban Anda'),
};
export const PhotoWaitingEnglish: Story = {
  ...PhotoWaiting,
  globals: ENGLISH,
  play: expectText('Waiting for your answer'),
};

/** 'Minta perubahan' open: the note to write, required. */
export const PhotoChangeForm: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.photoWaiting) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Minta perubahan' }, LONG));
    await expect(await canvas.findByRole('textbox', { name: /Apa yang perlu diubah\?/ }, LONG)).toBeInTheDocument();
  },
};
export const PhotoChangeFormEnglish: Story = {
  ...PhotoChangeForm,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request a change' }, LONG));
    await expect(await canvas.findByRole('textbox', { name: /What should change\?/ }, LONG)).toBeInTheDocument();
  },
};

/** The customer asked for a change (a long note). */
export const PhotoChangeRequested: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.changeRequested) },
  play: expectText(/^Minta perubahan: Tolong tambah pita merah/),
};
export const PhotoChangeRequestedEnglish: Story = {
  ...PhotoChangeRequested,
  globals: ENGLISH,
  play: expectText(/^Change requested: Tolong tambah pita merah/),
};

/** Delivered: who received it and when, with the photo at the door. */
export const DeliveredWithProof: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.deliveredWithProof) },
  play: expectText('Pak Budi (satpam gedung)'),
};
export const DeliveredWithProofEnglish: Story = {
  ...DeliveredWithProof,
  globals: ENGLISH,
  play: expectText('Proof of delivery'),
};

/** A bouquet with its card (proposed words): the card's words as written, in 'Detail pesanan'. */
export const CardMessage: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.cardMessage) },
  play: expectText(/^Selamat ulang tahun, Ibu tersayang!/),
};
export const CardMessageEnglish: Story = { ...CardMessage, globals: ENGLISH };

/** A condolence board just placed: its text as composed, and the text surcharge as its own line. */
export const BoardPlaced: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.boardPlaced) },
  play: expectText('Biaya tambahan teks'),
};
export const BoardPlacedEnglish: Story = { ...BoardPlaced, globals: ENGLISH, play: expectText('Text surcharge') };

/** The board's photo waiting for an answer: the composed text beside it, to check against. */
export const BoardPhotoWaiting: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.boardPhotoWaiting) },
  play: expectText('Teks yang Anda susun'),
};
export const BoardPhotoWaitingEnglish: Story = {
  ...BoardPhotoWaiting,
  globals: ENGLISH,
  play: expectText('The text you composed'),
};

/** The longest board with markup in its words, its card and the change asked: all shown as text. */
export const BoardLongHostile: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.boardLongHostile) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>', {}, LONG)).toBeInTheDocument();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
export const BoardLongHostileEnglish: Story = { ...BoardLongHostile, globals: ENGLISH };

export const Cancelled: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.cancelled) },
  play: expectText('Pesanan dibatalkan'),
};
export const CancelledEnglish: Story = { ...Cancelled, globals: ENGLISH, play: expectText('Order cancelled') };

/** A wrong link (and today's backend, which has no such call). */
export const NotFound: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.notFound) },
  play: expectText('Pesanan tidak ditemukan'),
};
export const NotFoundEnglish: Story = { ...NotFound, globals: ENGLISH, play: expectText('Order not found') };

export const Loading: Story = { parameters: { ...storyRoute, ...withHandlers(publicOrderStates.loading) } };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const LoadFailed: Story = {
  parameters: { ...storyRoute, ...withHandlers(publicOrderStates.error) },
  play: expectText('Pesanan gagal dimuat.'),
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: expectText('The order could not be loaded.'),
};
