import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { LateTransactionsReport, PaymentProof } from '@/api/generated/shopApi';
import { storyReceipt } from '@/entities/payment/test/receiptFixtures';
import { ENGLISH } from '@/test/storyGlobals';
import { InboxPage } from './InboxPage';

const LATE: LateTransactionsReport = {
  date: '2025-02-14',
  count: 3,
  orders: [
    {
      orderID: 1042,
      customerName: 'Sari Wulandari',
      phoneNumber: '081234567890',
      deliveryDate: '2025-02-13T00:00:00',
      deliveryTime: 'Pagi (08:00 - 12:00)',
      status: 'Pending',
      totalPrice: 450000,
    },
    {
      orderID: 1047,
      customerName: 'Bima Pratama',
      phoneNumber: '081298765432',
      deliveryDate: '2025-02-14T00:00:00',
      deliveryTime: 'Sore (17:00 - 20:00)',
      status: 'Processing',
      totalPrice: 1250000,
    },
    {
      orderID: 1051,
      customerName: 'Maria Christina Tanuwijaya-Hartono',
      phoneNumber: '081311112222',
      deliveryDate: '2025-02-14T00:00:00',
      deliveryTime: 'Siang (12:00 - 17:00)',
      status: 'Pending',
      totalPrice: 785000,
    },
  ],
};

const RECEIPTS: PaymentProof[] = [
  storyReceipt(31, 1501),
  storyReceipt(30, 1498, {
    uploadedAt: '2026-11-19T09:40:00.000Z',
    order: {
      ...storyReceipt(0, 0).order,
      customerName: 'Budi Santoso',
      productName: 'Rangkaian Lily Putih',
      totalPrice: 450_000,
      deliveryFee: 0,
      grandTotal: 450_000,
      depositAmount: 225_000,
    },
  }),
];

type Respond = () => Response | Promise<Response>;
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};
const problem = (status: number, title: string) => () => HttpResponse.json({ title, status }, { status });
const lateOk = () => HttpResponse.json(LATE);
const receiptsOk = () => HttpResponse.json(RECEIPTS);

/** The inbox's two calls: today's late deliveries and the payment receipts waiting for review. */
const inboxCalls = (late: Respond, receipts: Respond = receiptsOk) => ({
  msw: {
    handlers: [
      http.get('*/api/general/late-transactions-today', late),
      http.get('*/api/CustomerOrder/payment-proofs', receipts),
    ],
  },
});

/**
 * /apps/mailbox: every notification of the header's bell (today's late deliveries, the payment proofs waiting for
 * review).
 */
const meta = {
  title: 'Back office/Inbox',
  component: InboxPage,
  parameters: { route: { path: '/apps/mailbox' }, ...inboxCalls(lateOk) },
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 8000 };

/** Three late deliveries and two proofs waiting, each opening for review in the queue. */
export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    const receipts = await within(canvasElement).findByRole(
      'region',
      { name: 'Bukti pembayaran menunggu verifikasi' },
      LONG,
    );
    await expect(
      await within(receipts).findByRole('link', { name: /Bukti pembayaran pesanan #1501/ }, LONG),
    ).toHaveAttribute('href', '/app/payments?proof=31');
  },
};
export const PopulatedEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const receipts = await within(canvasElement).findByRole(
      'region',
      { name: 'Payment proofs awaiting verification' },
      LONG,
    );
    await expect(await within(receipts).findAllByRole('link', { name: /Payment proof of order #/ }, LONG)).toHaveLength(
      2,
    );
  },
};

export const Loading: Story = { parameters: inboxCalls(never, never) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: inboxCalls(
    () => HttpResponse.json({ date: '2025-02-14', count: 0, orders: [] }),
    () => HttpResponse.json([]),
  ),
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };

export const Failed: Story = { parameters: inboxCalls(problem(500, 'Server Error')) };
export const FailedEnglish: Story = { ...Failed, globals: ENGLISH };

/** The proofs failed to load: their section offers a retry; the late deliveries show as usual. */
export const ReceiptsFailed: Story = { parameters: inboxCalls(lateOk, problem(500, 'Server Error')) };
export const ReceiptsFailedEnglish: Story = { ...ReceiptsFailed, globals: ENGLISH };

/** Today's backend, without payment proofs (404): only the late deliveries, no proof section. */
export const WithoutReceipts: Story = {
  parameters: inboxCalls(lateOk, problem(404, 'Not Found')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Notifikasi yang sama dengan lonceng di header: pengiriman yang terlambat hari ini.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('region', { name: 'Bukti pembayaran menunggu verifikasi' }),
    ).not.toBeInTheDocument();
  },
};
export const WithoutReceiptsEnglish: Story = {
  ...WithoutReceipts,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("The same notifications as the bell in the header: today's late deliveries.", {}, LONG),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('region', { name: 'Payment proofs awaiting verification' }),
    ).not.toBeInTheDocument();
  },
};
