import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { paymentSettingsStates, withHandlers } from '../test/storyStates';
import { Component as PaymentSettingsPage } from './PaymentSettingsPage';

const LONG = { timeout: 8000 };

/** /app/payment-settings with the story's own answers, checked at 1366 and 390 px. */
const meta = {
  title: 'Payment settings/Settings page',
  component: PaymentSettingsPage,
  tags: ['phone'],
  parameters: { route: { path: '/app/payment-settings', initialEntry: '/app/payment-settings' } },
} satisfies Meta<typeof PaymentSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const findText =
  (text: string | RegExp): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, LONG)).toBeInTheDocument();
  };

/** Midtrans, connected, five methods, manual transfer kept. */
export const Populated: Story = {
  parameters: withHandlers(paymentSettingsStates.populated),
  play: findText('Terhubung'),
};
export const PopulatedEnglish: Story = { ...Populated, globals: ENGLISH, play: findText('Connected') };

/** Xendit chosen, its keys not on the server yet: who installs them, never here. */
export const NotConnected: Story = {
  parameters: withHandlers(paymentSettingsStates.notConnected),
  play: findText('Belum terhubung'),
};
export const NotConnectedEnglish: Story = { ...NotConnected, globals: ENGLISH, play: findText('Not connected') };

/** The gateway off: its choices wait, manual transfer alone. */
export const GatewayOff: Story = {
  parameters: withHandlers(paymentSettingsStates.gatewayOff),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: /gateway/ }, LONG)).not.toBeChecked();
  },
};

/** The rules said once touched: no method while the gateway is on, and no way to pay at all. */
export const Invalid: Story = {
  parameters: withHandlers(paymentSettingsStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', {}, LONG);
    for (const box of canvas.getAllByRole('checkbox', { checked: true })) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('switch', { name: /^(Terima transfer manual|Take manual transfers)/ }));
    await expect(
      await canvas.findByText(/^(Pilih minimal satu metode pembayaran|Choose at least one payment method)$/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: /gateway/ }));
    await expect(await canvas.findByText(/^(Aktifkan gateway|Keep the gateway)/)).toBeInTheDocument();
  },
};
export const InvalidEnglish: Story = { ...Invalid, globals: ENGLISH };

export const Loading: Story = { parameters: withHandlers(paymentSettingsStates.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const LoadFailed: Story = {
  parameters: withHandlers(paymentSettingsStates.error),
  play: findText('Pengaturan pembayaran gagal dimuat.'),
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: findText('The payment settings could not be loaded.'),
};

/** Today's backend: no payments by gateway (404). */
export const Unsupported: Story = {
  parameters: withHandlers(paymentSettingsStates.notFound),
  play: findText('Belum didukung oleh server'),
};
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  globals: ENGLISH,
  play: findText('Not supported by the server yet'),
};
