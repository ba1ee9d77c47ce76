import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { OrderWizard } from '../pages/OrderWizardPage';
import { handlers, msw, STEP_3, WIZARD_ROUTE, withWizardState } from '../test/storyState';

/** Step 3 of the order wizard: the summary, the next steps and confirm. */
const meta = {
  title: 'Order wizard/3 Confirmation',
  tags: ['phone'],
  component: OrderWizard,
  parameters: WIZARD_ROUTE,
  decorators: [withWizardState(STEP_3)],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmLabel = { id: 'Konfirmasi Pesanan', en: 'Confirm Order' };

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Jl. Kemang Raya No. 15, Jakarta Selatan', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };

/** "Empty" for this step: no special instructions, so that row is left out. */
export const WithoutInstructions: Story = {
  decorators: [withWizardState({ ...STEP_3, details: { ...STEP_3.details, cardMessage: '' } })],
};
export const WithoutInstructionsEnglish: Story = { ...WithoutInstructions, globals: ENGLISH };

/** "Loading" for this step: confirm clicked, the backend still working — the processing overlay. */
export const Submitting: Story = {
  parameters: msw(handlers.orderPending),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const label = globals?.locale === 'en' ? confirmLabel.en : confirmLabel.id;
    const confirm = await canvas.findByRole('button', { name: label }, { timeout: 5000 });
    // Confirm waits for the shop's delivery settings (the fee it charges) before it can be pressed.
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('alertdialog')).toBeInTheDocument();
  },
};
export const SubmittingEnglish: Story = { ...Submitting, globals: ENGLISH };

/**
 * "Error" for this step: creating the order fails — the 'Gagal Membuat
 * Pesanan' dialog, everything typed kept. The click runs in Storybook only:
 * in the jsdom story test the dialog would stay open over the next stories.
 */
export const SubmitError: Story = {
  parameters: msw(handlers.orderFailing),
  play: async ({ canvasElement, globals }) => {
    if (/jsdom/i.test(navigator.userAgent)) return;
    const label = globals?.locale === 'en' ? confirmLabel.en : confirmLabel.id;
    const confirm = await within(canvasElement).findByRole('button', { name: label }, { timeout: 5000 });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(confirm);
    const title = globals?.locale === 'en' ? 'Failed to Create Order' : 'Gagal Membuat Pesanan';
    await expect(
      await within(document.body).findByRole('dialog', { name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const SubmitErrorEnglish: Story = { ...SubmitError, globals: ENGLISH };
