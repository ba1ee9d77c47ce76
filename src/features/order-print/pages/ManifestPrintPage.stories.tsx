import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESKTOP, PHONE, signedIn } from '@/entities/order/test/storyStates';
import { ENGLISH } from '@/test/storyGlobals';
import { PRINT_DAY } from '../test/printOrders';
import { at, printHandlers } from '../test/printStoryStates';
import { Component as ManifestPrintPage } from './ManifestPrintPage';

const PATH = '/app/orders/print/manifest';
const LONG = { timeout: 5000 };

/** The driver manifest: the day's stops in window order, numbered, with a signature column. */
const meta = {
  title: 'Orders/Print/Manifest',
  component: ManifestPrintPage,
  decorators: [signedIn],
  parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`),
  globals: DESKTOP,
} satisfies Meta<typeof ManifestPrintPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Manifest: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, LONG);
    await expect(table.querySelectorAll('tr.print-manifest__stop')).toHaveLength(4);
  },
};
export const ManifestEnglish: Story = { ...Manifest, globals: { ...DESKTOP, ...ENGLISH } };
export const ManifestPhone: Story = { ...Manifest, globals: PHONE };

/** Stops with zones (the Zone column) and a pickup that is no stop. */
export const WithZonesAndPickup: Story = {
  parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`, printHandlers.withTerms),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {}, LONG);
    await expect(table.querySelectorAll('tr.print-manifest__stop')).toHaveLength(5);
  },
};
export const WithZonesAndPickupEnglish: Story = { ...WithZonesAndPickup, globals: { ...DESKTOP, ...ENGLISH } };

export const EmptyDay: Story = {
  parameters: at(PATH, `${PATH}?day=2026-11-30`),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /^(Tidak ada yang dicetak|Nothing to print)$/ }, LONG),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`, printHandlers.loading) };

export const LoadError: Story = {
  parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`, printHandlers.error),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LONG)).toBeInTheDocument();
  },
};
