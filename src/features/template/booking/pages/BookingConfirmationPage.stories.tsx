import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { BookingConfirmationPage } from './BookingConfirmationPage';

/** /app/apps/booking-confirmation: the template's villa booking confirmation (static demo data). */
const meta = {
  title: 'Template/Booking confirmation',
  component: BookingConfirmationPage,
  parameters: { route: { path: '/app/apps/booking-confirmation' } },
} satisfies Meta<typeof BookingConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Booking Terkonfirmasi' }),
    ).toBeInTheDocument();
  },
};
export const DefaultEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Booking Confirmed' }),
    ).toBeInTheDocument();
  },
};
