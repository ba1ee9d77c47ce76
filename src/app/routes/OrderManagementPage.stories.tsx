import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESKTOP, orderList, PHONE, signedIn, withHandlers } from '@/entities/order/test/storyStates';
import { boardOrderList } from '@/features/delivery-board/test/boardStoryOrders';
import { ENGLISH } from '@/test/storyGlobals';
import { Component as OrderManagementPage } from './OrderManagementPage';

const at = (initialEntry: string) => ({ path: '/app/orders', initialEntry });
const LONG = { timeout: 5000 };

/** 'Papan Pengiriman': /app/orders?view=board — the date strip, alerts and lanes of a shop day. */
const meta = {
  title: 'Orders/Delivery Board',
  component: OrderManagementPage,
  decorators: [signedIn],
  parameters: { route: at('/app/orders?view=board'), ...withHandlers(boardOrderList.populated) },
  globals: DESKTOP,
} satisfies Meta<typeof OrderManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Today with a delivery in every lane (one with its zone), a pickup in 'Ambil di Toko', an overdue and a
 * delivered-but-unpaid alert.
 */
export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: /^(Ambil di Toko|Pickup at the Shop)/ }, LONG),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
  },
};
export const PopulatedEnglish: Story = { ...Populated, globals: { ...DESKTOP, ...ENGLISH } };
export const PopulatedPhone: Story = { ...Populated, globals: PHONE };

/**
 * Dispatch (the proposed doorstep): today's deliveries by driver — 'Belum ditugaskan', kurir's run in its order
 * with its manifest, an empty run, the pickup apart — each card with its driver, place and arrangement photo.
 */
export const ByDriver: Story = {
  parameters: { route: at('/app/orders?view=board&group=driver'), ...withHandlers(boardOrderList.dispatch) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The empty run comes with the day's runs, after the orders.
    await expect(await canvas.findByRole('region', { name: /^andi\.kurir/ }, LONG)).toBeInTheDocument();
    const run = canvas.getByRole('region', { name: /^kurir/ });
    await expect(within(run).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: /^(Belum ditugaskan|Not assigned)/ })).toBeInTheDocument();
  },
};
export const ByDriverEnglish: Story = { ...ByDriver, globals: { ...DESKTOP, ...ENGLISH } };
export const ByDriverPhone: Story = { ...ByDriver, globals: PHONE };

/** By delivery window on the same backend: each card names its driver and the photo's answer. */
export const WindowsWithDrivers: Story = {
  parameters: withHandlers(boardOrderList.dispatch),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: /^(Kelompokkan lajur|Group lanes)$/ }, LONG),
    ).toBeInTheDocument();
    await expect(
      canvas.getAllByText(/^(Minta perubahan|Change requested): Tolong ganti pitanya/)[0],
    ).toBeInTheDocument();
  },
};

/** The overdue deliveries, opened from the alert ('Terlambat'). */
export const Overdue: Story = {
  parameters: { route: at('/app/orders?view=board&day=overdue') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 2, name: /^(Pengiriman terlambat|Overdue deliveries)$/ },
        LONG,
      ),
    ).toBeInTheDocument();
  },
};
export const OverdueEnglish: Story = { ...Overdue, globals: { ...DESKTOP, ...ENGLISH } };

/** No alerts when nothing is overdue or unpaid. */
export const WithoutAlerts: Story = { parameters: withHandlers(boardOrderList.calm) };

/** A day without deliveries. */
export const EmptyDay: Story = {
  parameters: withHandlers(orderList.empty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^(Tidak ada pengiriman di hari ini|No deliveries on this day)$/,
        {},
        LONG,
      ),
    ).toBeInTheDocument();
  },
};
export const EmptyDayPhoneEnglish: Story = { ...EmptyDay, globals: { ...PHONE, ...ENGLISH } };

export const Loading: Story = { parameters: withHandlers(orderList.loading) };

export const LoadError: Story = {
  parameters: withHandlers(orderList.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to load orders. Please try again.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const LoadErrorPhone: Story = { ...LoadError, globals: PHONE };
