import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESKTOP, PHONE, signedIn } from '@/entities/order/test/storyStates';
import { ENGLISH } from '@/test/storyGlobals';
import { PRINT_DAY } from '../test/printOrders';
import { at, printHandlers } from '../test/printStoryStates';
import { Component as TicketsPrintPage } from './TicketsPrintPage';

const PATH = '/app/orders/print/tickets';
const LONG = { timeout: 5000 };

/** Tickets: one A4 sheet per order — work order, delivery slip with the maps QR code, card. */
const meta = {
  title: 'Orders/Print/Tickets',
  component: TicketsPrintPage,
  decorators: [signedIn],
  parameters: at(PATH, `${PATH}?order=1500`),
  globals: DESKTOP,
} satisfies Meta<typeof TicketsPrintPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneTicket: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: /#1500$/ }, LONG)).toBeInTheDocument();
    const card = canvas.getByRole('region', { name: /^(Kartu ucapan|Card)$/ });
    await expect(
      within(card).getByText('Selamat ulang tahun, sayang! Semoga semua impianmu tercapai.'),
    ).toBeInTheDocument();
  },
};
export const OneTicketEnglish: Story = { ...OneTicket, globals: { ...DESKTOP, ...ENGLISH } };
export const OneTicketPhone: Story = { ...OneTicket, globals: PHONE };

/** A delivery placed with the delivery terms: its slip shows fulfilment, zone, fee, grand total and landmark. */
export const DeliveryTermsTicket: Story = {
  parameters: at(PATH, `${PATH}?order=1520`, printHandlers.withTerms),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^(Total bayar|Grand total)$/, {}, LONG)).toBeInTheDocument();
  },
};
export const DeliveryTermsTicketEnglish: Story = { ...DeliveryTermsTicket, globals: { ...DESKTOP, ...ENGLISH } };

/** A pickup's ticket: 'Ambil di toko', no zone. */
export const PickupTicket: Story = {
  parameters: at(PATH, `${PATH}?order=1521`, printHandlers.withTerms),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^(Ambil di toko|Pickup at the shop)$/, {}, LONG),
    ).toBeInTheDocument();
  },
};

/** A condolence board (proposed words): its lines in large type exactly as composed, its facts, the surcharge. */
export const BoardTicket: Story = {
  parameters: at(PATH, `${PATH}?order=1530`, printHandlers.withWords),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('region', { name: /^(Teks bunga papan|Board text)$/ }, LONG);
    await expect(within(text).getByText('Turut Berduka Cita')).toBeInTheDocument();
    await expect(canvas.getByText(/^(Biaya tambahan teks|Text surcharge)$/)).toBeInTheDocument();
  },
};
export const BoardTicketEnglish: Story = { ...BoardTicket, globals: { ...DESKTOP, ...ENGLISH } };
export const BoardTicketPhone: Story = { ...BoardTicket, globals: PHONE };

/** A bouquet's card words on the card, and apart its instructions on the work order. */
export const CardAndInstructionsTicket: Story = {
  parameters: at(PATH, `${PATH}?order=1532`, printHandlers.withWords),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: /^(Kartu ucapan|Card)$/ }, LONG);
    await expect(within(card).getByText(/^Selamat ulang tahun, Mama!/)).toBeInTheDocument();
  },
};
export const CardAndInstructionsTicketEnglish: Story = {
  ...CardAndInstructionsTicket,
  globals: { ...DESKTOP, ...ENGLISH },
};

/** The longest board, with markup in its words, its card and its instructions: all printed as text. */
export const LongHostileBoardTicket: Story = {
  parameters: at(PATH, `${PATH}?order=1533`, printHandlers.withWords),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<b><img src=x onerror=alert(1)></b>', {}, LONG)).toBeInTheDocument();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
export const LongHostileBoardTicketPhone: Story = { ...LongHostileBoardTicket, globals: PHONE };

export const AllTicketsOfADay: Story = {
  parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article', {}, LONG)).toHaveLength(4);
  },
};
export const AllTicketsOfADayEnglish: Story = { ...AllTicketsOfADay, globals: { ...DESKTOP, ...ENGLISH } };

export const EmptyDay: Story = {
  parameters: at(PATH, `${PATH}?day=2026-11-30`),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /^(Tidak ada yang dicetak|Nothing to print)$/ }, LONG),
    ).toBeInTheDocument();
  },
};
export const EmptyDayEnglish: Story = { ...EmptyDay, globals: { ...DESKTOP, ...ENGLISH } };

export const Loading: Story = { parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`, printHandlers.loading) };

export const LoadError: Story = {
  parameters: at(PATH, `${PATH}?day=${PRINT_DAY}`, printHandlers.error),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LONG)).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: { ...DESKTOP, ...ENGLISH } };
