import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { gatewayStates, returnRoute } from '../test/gatewayStoryStates';
import { storyRoute, withHandlers } from '../test/storyStates';
import { Component as OrderPage } from './OrderPage';

const LONG = { timeout: 8000 };

/**
 * /public/pesanan/1042?t=… when the shop takes payments through its gateway (Midtrans): one story per state of
 * 'Bayar sekarang', the order and its sessions answered per story. Each is checked at 390 px too (`phone`).
 */
const meta = {
  title: 'Order page/Gateway',
  tags: ['phone'],
  component: OrderPage,
  parameters: storyRoute,
} satisfies Meta<typeof OrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const play =
  (check: (canvas: Canvas) => Promise<unknown>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await check(within(canvasElement));
  };
const expectText = (text: string | RegExp) =>
  play(async (canvas) => expect(await canvas.findByText(text, {}, LONG)).toBeInTheDocument());
const expectQr = (name: string) =>
  play(async (canvas) => expect(await canvas.findByRole('img', { name }, LONG)).toBeInTheDocument());

/** Nothing chosen yet: 'DP' or 'Lunas', then the methods in their groups and 'Transfer manual'. */
export const Choosing: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.choosing) },
  play: expectText('Pilih cara bayar. Jumlahnya dihitung oleh toko.'),
};
export const ChoosingEnglish: Story = {
  ...Choosing,
  globals: ENGLISH,
  play: expectText('Choose how to pay. The shop works out the amount.'),
};

/** The deposit by QRIS: the QR drawn on the page, the amount, until when and the time left. */
export const QrisPending: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.qrisPending) },
  play: expectQr('Kode QRIS'),
};
export const QrisPendingEnglish: Story = { ...QrisPending, globals: ENGLISH, play: expectQr('QRIS payment code') };

/** BCA's virtual account: its number to copy and the steps. */
export const VaPendingBca: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.vaPending) },
  play: expectText('80777123456789'),
};
export const VaPendingBcaEnglish: Story = { ...VaPendingBca, globals: ENGLISH };

/** Mandiri's bill payment: the company code and the payment code, each to copy. */
export const VaMandiri: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.vaMandiri) },
  play: expectText('Kode perusahaan'),
};
export const VaMandiriEnglish: Story = { ...VaMandiri, globals: ENGLISH, play: expectText('Company code') };

/** GoPay: the link to pay in the app, the amount and until when. */
export const EwalletPending: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.ewalletPending) },
  play: expectText('Bayar dengan GoPay'),
};
export const EwalletPendingEnglish: Story = {
  ...EwalletPending,
  globals: ENGLISH,
  play: expectText('Pay with GoPay'),
};

/** The deposit paid by QRIS: green, when and how; the balance is left to pay. */
export const DepositReceived: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.depositPaid) },
  play: expectText('DP diterima'),
};
export const DepositReceivedEnglish: Story = {
  ...DepositReceived,
  globals: ENGLISH,
  play: expectText('Deposit received'),
};

/** Paid in full: the deposit by QRIS, the balance by BCA's virtual account. */
export const PaidInFull: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.paidInFull) },
  play: expectText('Lunas'),
};
export const PaidInFullEnglish: Story = { ...PaidInFull, globals: ENGLISH, play: expectText('Paid in full') };

export const Expired: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.expired) },
  play: expectText('Kedaluwarsa'),
};
export const ExpiredEnglish: Story = { ...Expired, globals: ENGLISH, play: expectText('Expired') };

export const Failed: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.failed) },
  play: expectText('Gagal'),
};
export const FailedEnglish: Story = { ...Failed, globals: ENGLISH, play: expectText('Failed') };

/** The money came after the session's time: the shop will contact the customer. */
export const PaidLate: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.paidLate) },
  play: expectText('Dibayar setelah batas waktu — toko akan menghubungi Anda'),
};
export const PaidLateEnglish: Story = {
  ...PaidLate,
  globals: ENGLISH,
  play: expectText('Paid after the time limit — the shop will contact you'),
};

/** Back from GoPay's page (`?transaction_status=settlement`): checking with the server, never paid from the address. */
export const CheckingAfterReturn: Story = {
  parameters: { ...returnRoute, ...withHandlers(gatewayStates.checking) },
  play: expectText('Memeriksa pembayaran…'),
};
export const CheckingAfterReturnEnglish: Story = {
  ...CheckingAfterReturn,
  globals: ENGLISH,
  play: expectText('Checking your payment…'),
};

/** A backend without getPaymentOptions (404): the page as it is without a gateway. */
export const GatewayOff: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.gatewayOff) },
  play: expectText('Uang muka (50%)'),
};
export const GatewayOffEnglish: Story = { ...GatewayOff, globals: ENGLISH, play: expectText('Deposit (50%)') };

/** getPaymentOptions fails (500): the payment card says so with 'Coba Lagi', never the page without a gateway. */
export const OptionsFailed: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.optionsFailed) },
  play: expectText('Pilihan pembayaran gagal dimuat.'),
};
export const OptionsFailedEnglish: Story = {
  ...OptionsFailed,
  globals: ENGLISH,
  play: expectText('The payment options could not be loaded.'),
};

/** The QRIS session's reading fails (503): its QR as last known, and a line to check again. */
export const StatusCheckFailed: Story = {
  parameters: { ...storyRoute, ...withHandlers(gatewayStates.checkFailed) },
  play: expectText('Status pembayaran belum dapat diperiksa.'),
};
export const StatusCheckFailedEnglish: Story = {
  ...StatusCheckFailed,
  globals: ENGLISH,
  play: expectText('The payment status could not be checked.'),
};
