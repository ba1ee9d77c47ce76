import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DESKTOP, PHONE, signedIn, withHandlers } from '@/entities/order/test/storyStates';
import { ENGLISH } from '@/test/storyGlobals';
import { paymentHistoryStates } from '../test/paymentStoryStates';
import { OrdersPage } from './OrdersPage';

const LONG = { timeout: 5000 };

/**
 * How orders were paid (proposed, tag Gateway): 'Otomatis · QRIS' and 'Bukti transfer' beside the payment badges of
 * the list and the cards, and order #1500's details with its 'Riwayat' in each state.
 */
const meta = {
  title: 'Orders/Payment history',
  component: OrdersPage,
  decorators: [signedIn],
  parameters: { route: { path: '/app/orders', initialEntry: '/app/orders' } },
  globals: DESKTOP,
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const tagsShown: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/^(Otomatis|Automatic) · QRIS$/, {}, LONG)).toBeInTheDocument();
  await expect(canvas.getByText(/^(Bukti transfer|Transfer proof)$/)).toBeInTheDocument();
};

/** The list: #1500 paid through the gateway by QRIS, #1499 by a payment proof, #1498 not paid. */
export const PaidVia: Story = { parameters: withHandlers(paymentHistoryStates.populated), play: tagsShown };
export const PaidViaEnglish: Story = { ...PaidVia, globals: { ...DESKTOP, ...ENGLISH } };
export const PaidViaPhone: Story = { ...PaidVia, globals: PHONE };

/** Opens the details of order #1500 and waits for `text` in them. */
const details =
  (text: RegExp): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: /^(Lihat detail pesanan|View details of order) #1500$/ },
        LONG,
      ),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /#1500$/ });
    await expect(await within(dialog).findByText(text, {}, LONG)).toBeInTheDocument();
  };

/** The timeline of order #1500: placed, paid by QRIS through Midtrans, confirmed by staff, a change asked for. */
export const History: Story = {
  parameters: withHandlers(paymentHistoryStates.populated),
  play: details(/^(Dibayar lewat gateway|Paid through the gateway)$/),
};
export const HistoryEnglish: Story = { ...History, globals: { ...DESKTOP, ...ENGLISH } };
export const HistoryPhone: Story = { ...History, globals: PHONE };

export const HistoryLoading: Story = {
  parameters: withHandlers(paymentHistoryStates.loading),
  play: details(/^(Memuat riwayat…|Loading the history…)$/),
};
export const HistoryLoadingEnglish: Story = { ...HistoryLoading, globals: { ...DESKTOP, ...ENGLISH } };

export const HistoryEmpty: Story = {
  parameters: withHandlers(paymentHistoryStates.empty),
  play: details(/^(Belum ada riwayat\.|No history yet\.)$/),
};
export const HistoryEmptyEnglish: Story = { ...HistoryEmpty, globals: { ...DESKTOP, ...ENGLISH } };

export const HistoryLoadFailed: Story = {
  parameters: withHandlers(paymentHistoryStates.error),
  play: details(/^(Riwayat pesanan gagal dimuat\.|The order's history could not be loaded\.)/),
};
export const HistoryLoadFailedEnglish: Story = { ...HistoryLoadFailed, globals: { ...DESKTOP, ...ENGLISH } };

/** Today's backend: no timeline (404), the details as they were. */
export const HistoryUnsupported: Story = {
  parameters: withHandlers(paymentHistoryStates.notFound),
  play: async (context) => {
    await details(/^(Pelanggan|Customer)$/)(context);
    const dialog = within(context.canvasElement.ownerDocument.body).getByRole('dialog', { name: /#1500$/ });
    await waitFor(
      () => expect(within(dialog).queryByRole('heading', { name: /^(Riwayat|History)$/ })).not.toBeInTheDocument(),
      LONG,
    );
  },
};
