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
 * and windows, the zone and fee of the address, pickup, an address outside the zones, and the product's
 * wizard when the backend has no settings call.
 */
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

/** A busy week: today past the cut-off, a closed day, tomorrow's evening full ('Penuh') and its morning nearly ('Sisa 2'). */
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

/** Step 3: product total, delivery fee and the amount to pay. */
export const ConfirmWithFee: Story = { decorators: [withWizardState(STEP_3_ZONED)] };
export const ConfirmWithFeeEnglish: Story = { ...ConfirmWithFee, globals: ENGLISH };

export const ConfirmPickup: Story = { decorators: [withWizardState(STEP_3_PICKUP)] };
export const ConfirmPickupEnglish: Story = { ...ConfirmPickup, globals: ENGLISH };
