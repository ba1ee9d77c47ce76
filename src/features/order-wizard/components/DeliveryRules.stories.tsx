import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { OrderWizard } from '../pages/OrderWizardPage';
import {
  handlers,
  msw,
  STEP_2_OUT_OF_AREA,
  STEP_2_PICKUP,
  STEP_2_ZONED,
  STEP_3_PICKUP,
  STEP_3_ZONED,
  WIZARD_ROUTE,
  withWizardState,
} from '../test/storyState';

/**
 * Steps 2 and 3 with the shop's delivery rules (docs/product-rules.md#delivery-rules-proposed): open days
 * and windows, the zone and fee of the address, pickup, an address outside the zones, the product's
 * wizard when the backend has no settings call, and the failures (settings or open days) with their retry.
 */
/** The failure stories wait for step 2's code and its calls: long when one is the first story of a run. */
const SLOW_START = { timeout: 10_000 };

const meta = {
  title: 'Order wizard/Delivery rules',
  tags: ['phone'],
  component: OrderWizard,
  parameters: WIZARD_ROUTE,
  decorators: [withWizardState(STEP_2_ZONED)],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Populated: an address in Jakarta Selatan — its zone, fee and the grand total. */
export const ZoneFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('order-grand-total', {}, { timeout: 5000 })).toHaveTextContent('Rp 725.000');
  },
};
export const ZoneFeeEnglish: Story = { globals: ENGLISH };

/**
 * A busy week: today past the cut-off, a closed day, tomorrow's evening full ('Penuh') and its morning nearly ('Sisa
 * 2').
 */
export const BusyDays: Story = { parameters: msw(handlers.deliveryBusy) };
export const BusyDaysEnglish: Story = { ...BusyDays, globals: ENGLISH };

export const Pickup: Story = { decorators: [withWizardState(STEP_2_PICKUP)] };
export const PickupEnglish: Story = { ...Pickup, globals: ENGLISH };

/** Error for the address: outside every zone, which the shop refuses. */
export const OutOfArea: Story = { decorators: [withWizardState(STEP_2_OUT_OF_AREA)] };
export const OutOfAreaEnglish: Story = { ...OutOfArea, globals: ENGLISH };

/** Loading: the settings call has not answered yet. */
export const SettingsLoading: Story = { parameters: msw(handlers.deliveryLoading) };
export const SettingsLoadingEnglish: Story = { ...SettingsLoading, globals: ENGLISH };

/** Empty of rules: the backend has no settings call (404) — the product's wizard. */
export const SettingsUnsupported: Story = { parameters: msw(handlers.deliveryUnsupported) };
export const SettingsUnsupportedEnglish: Story = { ...SettingsUnsupported, globals: ENGLISH };

/** Error: the settings call fails (503, not a 404/501) — the failure with a retry, never the product's form. */
export const SettingsFailed: Story = {
  parameters: msw(handlers.deliveryFailing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW_START);
    await expect(alert).toHaveTextContent('Pilihan pengiriman toko tidak dapat dimuat. Silakan coba lagi.');
    await expect(within(alert).getByRole('button', { name: 'Coba Lagi' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Alamat Pengiriman')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Lanjutkan' })).toBeDisabled();
  },
};
export const SettingsFailedEnglish: Story = { ...SettingsFailed, globals: ENGLISH, play: undefined };

/** Error: the open days cannot be checked (no answer) — said with a retry, and no day offered as open. */
export const DaysUnchecked: Story = {
  parameters: msw(handlers.availabilityFailing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Hari pengiriman yang tersedia tidak dapat dicek. Silakan coba lagi.', {}, SLOW_START),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /^Besok.*Belum dicek$/ })).toBeDisabled();
  },
};
export const DaysUncheckedEnglish: Story = { ...DaysUnchecked, globals: ENGLISH, play: undefined };

/** Error at step 3: the settings call fails — no order without its fee; confirm waits for the retry. */
export const ConfirmSettingsFailed: Story = {
  decorators: [withWizardState(STEP_3_ZONED)],
  parameters: msw(handlers.deliveryFailing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, SLOW_START)).toHaveTextContent(
      'Pilihan pengiriman toko tidak dapat dimuat. Silakan coba lagi.',
    );
    await expect(canvas.getByRole('button', { name: 'Konfirmasi Pesanan' })).toBeDisabled();
  },
};
export const ConfirmSettingsFailedEnglish: Story = { ...ConfirmSettingsFailed, globals: ENGLISH, play: undefined };

/** Step 3: product total, delivery fee and the amount to pay. */
export const ConfirmWithFee: Story = { decorators: [withWizardState(STEP_3_ZONED)] };
export const ConfirmWithFeeEnglish: Story = { ...ConfirmWithFee, globals: ENGLISH };

export const ConfirmPickup: Story = { decorators: [withWizardState(STEP_3_PICKUP)] };
export const ConfirmPickupEnglish: Story = { ...ConfirmPickup, globals: ENGLISH };
