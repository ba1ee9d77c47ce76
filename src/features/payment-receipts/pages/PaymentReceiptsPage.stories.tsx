import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { gatewayStates } from '../test/gatewayStoryStates';
import { seenReceiptsUpTo } from '../test/seenReceipts';
import { receiptStates, withHandlers } from '../test/storyStates';
import { Component as PaymentReceiptsPage } from './PaymentReceiptsPage';

const LONG = { timeout: 8000 };

/**
 * /app/payments with the story's own answers of the receipt calls; the receipts' stories on a backend without payments
 * by gateway (404), as the page is there, the gateway's own stories after them.
 */
const meta = {
  title: 'Payment receipts/Queue page',
  component: PaymentReceiptsPage,
  parameters: { route: { path: '/app/payments', initialEntry: '/app/payments' } },
} satisfies Meta<typeof PaymentReceiptsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt calls answered so, the gateway's lists absent (404). */
const receiptsOnly = (handlers: unknown[]) => withHandlers([...handlers, ...gatewayStates.notFound]);

/** Two receipts waiting, one refused. */
export const Populated: Story = {
  tags: ['picture'],
  parameters: receiptsOnly(receiptStates.populated),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: /^Pesanan #1501( Baru)?$/ }, LONG),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = {
  ...Populated,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: /^Order #1501( New)?$/ }, LONG),
    ).toBeInTheDocument();
  },
};

/**
 * Receipt #31 (order #1501) arrived since staff last looked at #30: marked 'Baru' and highlighted, with 'Tandai sudah
 * dilihat'.
 */
export const NewReceipt: Story = {
  decorators: [seenReceiptsUpTo(30)],
  parameters: receiptsOnly(receiptStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Pesanan #1501 Baru' }, LONG)).toHaveClass('is-new');
    await expect(canvas.getByRole('article', { name: 'Pesanan #1498' })).not.toHaveClass('is-new');
    await expect(canvas.getByText('1 bukti pembayaran baru sejak terakhir dilihat')).toBeInTheDocument();
  },
};
export const NewReceiptEnglish: Story = {
  ...NewReceipt,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Order #1501 New' }, LONG)).toHaveClass('is-new');
    await expect(canvas.getByText('1 new payment proof since you last looked')).toBeInTheDocument();
  },
};

/** A receipt open in the lightbox: the picture beside the order's bill, the review form. */
export const LightboxOpen: Story = {
  parameters: receiptsOnly(receiptStates.populated),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Lihat bukti pesanan #1501' }, LONG),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Bukti pembayaran pesanan #1501' },
      LONG,
    );
    await expect(await within(dialog).findByRole('button', { name: 'Setujui Pembayaran' }, LONG)).toBeInTheDocument();
  },
};
export const LightboxOpenEnglish: Story = {
  ...LightboxOpen,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'View proof of order #1501' }, LONG),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Payment proof of order #1501' },
      LONG,
    );
    await expect(await within(dialog).findByRole('button', { name: 'Approve Payment' }, LONG)).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: receiptsOnly(receiptStates.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: receiptsOnly(receiptStates.empty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tidak ada bukti pembayaran yang menunggu verifikasi', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = {
  ...Empty,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No payment proofs awaiting verification', {}, LONG),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: receiptsOnly(receiptStates.error),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Bukti pembayaran gagal dimuat.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const LoadFailedEnglish: Story = {
  ...LoadFailed,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The payment proofs could not be loaded.', {}, LONG),
    ).toBeInTheDocument();
  },
};

/** Today's backend: no receipts call (404). */
export const Unsupported: Story = {
  parameters: receiptsOnly(receiptStates.notFound),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Belum didukung oleh server' }, LONG),
    ).toBeInTheDocument();
  },
};
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Not supported by the server yet' }, LONG),
    ).toBeInTheDocument();
  },
};

/** A gateway tab opened (`?state=gateway|refunds`), the receipts waiting beside it. */
const gatewayTab = (state: 'gateway' | 'refunds', handlers: unknown[]) => ({
  route: { path: '/app/payments', initialEntry: `/app/payments?state=${state}` },
  ...withHandlers([...receiptStates.populated, ...handlers]),
});

const findText =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, LONG)).toBeInTheDocument();
  };

/**
 * 'Otomatis': the gateway payments that need a person — an amount that differs on a BCA virtual account (its
 * customer's name with markup, shown as text), a late QRIS payment, a duplicate GoPay one.
 */
export const GatewaySessions: Story = {
  parameters: gatewayTab('gateway', gatewayStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: /^(Pesanan|Order) #1503$/ }, LONG)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^(Otomatis|Automatic) 3$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const GatewaySessionsEnglish: Story = { ...GatewaySessions, globals: ENGLISH };

export const GatewaySessionsLoading: Story = { parameters: gatewayTab('gateway', gatewayStates.loading) };
export const GatewaySessionsLoadingEnglish: Story = { ...GatewaySessionsLoading, globals: ENGLISH };

export const GatewaySessionsEmpty: Story = {
  parameters: gatewayTab('gateway', gatewayStates.empty),
  play: findText('Tidak ada pembayaran otomatis yang perlu ditangani'),
};
export const GatewaySessionsEmptyEnglish: Story = {
  ...GatewaySessionsEmpty,
  globals: ENGLISH,
  play: findText('No automatic payments need attention'),
};

export const GatewaySessionsLoadFailed: Story = {
  parameters: gatewayTab('gateway', gatewayStates.error),
  play: findText('Pembayaran otomatis gagal dimuat.'),
};
export const GatewaySessionsLoadFailedEnglish: Story = {
  ...GatewaySessionsLoadFailed,
  globals: ENGLISH,
  play: findText('The automatic payments could not be loaded.'),
};

/** 'Pengembalian': two open refund tasks first, a done one after with its state. */
export const RefundTasks: Story = {
  parameters: gatewayTab('refunds', gatewayStates.populated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: /^(Pesanan|Order) #1490$/ }, LONG)).toHaveTextContent(
      /Selesai|Done/,
    );
    await expect(canvas.getByRole('button', { name: /^(Pengembalian|Refunds) 2$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const RefundTasksEnglish: Story = { ...RefundTasks, globals: ENGLISH };

export const RefundTasksLoading: Story = { parameters: gatewayTab('refunds', gatewayStates.loading) };
export const RefundTasksLoadingEnglish: Story = { ...RefundTasksLoading, globals: ENGLISH };

export const RefundTasksEmpty: Story = {
  parameters: gatewayTab('refunds', gatewayStates.empty),
  play: findText('Tidak ada dana yang perlu dikembalikan'),
};
export const RefundTasksEmptyEnglish: Story = {
  ...RefundTasksEmpty,
  globals: ENGLISH,
  play: findText('No money needs to be returned'),
};

export const RefundTasksLoadFailed: Story = {
  parameters: gatewayTab('refunds', gatewayStates.error),
  play: findText('Tugas pengembalian gagal dimuat.'),
};
export const RefundTasksLoadFailedEnglish: Story = {
  ...RefundTasksLoadFailed,
  globals: ENGLISH,
  play: findText('The refund tasks could not be loaded.'),
};

/** Opens the refund dialog of order #`orderID`'s task. */
const openRefund =
  (orderID: number, check: (dialog: HTMLElement) => Promise<void>): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: new RegExp(`#${orderID}$`) }, LONG);
    await userEvent.click(within(card).getByRole('button', { name: /^(Kembalikan dana|Refund) / }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: new RegExp(`#${orderID}$`) },
      LONG,
    );
    await check(dialog);
  };

/** The refund of a late QRIS payment: the amount left prefilled, the gateway or a manual transfer. */
export const RefundDialog: Story = {
  parameters: gatewayTab('refunds', gatewayStates.populated),
  play: openRefund(1502, async (dialog) => {
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  }),
};
export const RefundDialogEnglish: Story = { ...RefundDialog, globals: ENGLISH };

/** A virtual account's money: only a manual transfer, and why. */
export const RefundDialogVirtualAccount: Story = {
  parameters: gatewayTab('refunds', gatewayStates.populated),
  play: openRefund(1503, async (dialog) => {
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await expect(within(dialog).getByRole('radio', { name: 'Manual' })).toBeChecked();
  }),
};
export const RefundDialogVirtualAccountEnglish: Story = { ...RefundDialogVirtualAccount, globals: ENGLISH };
