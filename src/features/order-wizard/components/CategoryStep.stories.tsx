import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { OrderWizard } from '../pages/OrderWizardPage';
import { handlers, msw, STEP_1, WIZARD_ROUTE, withWizardState } from '../test/storyState';

/** Step 1 of the order wizard: choose a category. */
const meta = {
  title: 'Order wizard/1 Category',
  tags: ['phone'],
  component: OrderWizard,
  parameters: WIZARD_ROUTE,
  decorators: [withWizardState(STEP_1)],
} satisfies Meta<typeof OrderWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Lihat Produk Buket Mawar' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { globals: ENGLISH };

export const Loading: Story = { parameters: msw(handlers.categoriesLoading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: msw(handlers.categoriesEmpty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Belum ada kategori bunga tersedia.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH, play: undefined };

/** The load failure message with 'Coba Lagi' and the sample categories. */
export const LoadError: Story = {
  parameters: msw(handlers.categoriesFailing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to load flower categories. Please try again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = {
  ...LoadError,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try Again' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
