import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { OrderWizard } from '../pages/OrderWizardPage';
import { handlers, msw, STEP_2, STEP_2_CHOSEN, WIZARD_ROUTE, withWizardState } from '../test/storyState';

/** Step 2 of the order wizard: products of 'Buket Mawar', then the details form. */
const meta = {
  title: 'Order wizard/2 Products and details',
  tags: ['phone'],
  component: OrderWizard,
  parameters: WIZARD_ROUTE,
  decorators: [withWizardState(STEP_2)],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };

/** A product chosen: the details form with a filled draft and the live summary. */
export const ProductChosen: Story = {
  decorators: [withWizardState(STEP_2_CHOSEN)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Nama Penerima', {}, { timeout: 5000 })).toHaveValue('Siti Rahmawati');
    await expect(canvas.getByTestId('order-total')).toHaveTextContent('Rp 700.000');
  },
};
export const ProductChosenEnglish: Story = { ...ProductChosen, globals: ENGLISH, play: undefined };

export const Loading: Story = { parameters: msw(handlers.productsLoading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: msw(handlers.productsEmpty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Belum ada produk tersedia untuk kategori ini.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };

/** The load failure message with 'Coba Lagi' and the sample products. */
export const LoadError: Story = {
  parameters: msw(handlers.productsFailing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load products for this category. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH, play: undefined };
