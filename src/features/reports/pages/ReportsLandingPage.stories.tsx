import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type {
  DailySummary,
  DashboardSummary,
  KasReport,
  LateTransactionsReport,
  StatusNominal,
} from '@/api/generated/shopApi';
import { withShopClockAt } from '@/test/storyClock';
import { ENGLISH, withHandlers } from '@/test/storyGlobals';
import { signedInAs } from '@/test/storySession';
import { ReportsLandingPage } from './ReportsLandingPage';

const LONG = { timeout: 5000 };
const GENERATED = '2026-11-23T02:00:00.000Z';

const SUMMARY: DashboardSummary = {
  totalOrders: 148,
  pendingOrders: 12,
  processingOrders: 9,
  completedOrders: 96,
  deliveredOrders: 24,
  cancelledOrders: 7,
  totalRevenue: 68_450_000,
  paidRevenue: 61_200_000,
  totalCategories: 8,
  totalProducts: 42,
  activeGalleryImages: 18,
  generatedAt: GENERATED,
};
const KAS: KasReport = {
  currency: 'IDR',
  paidAmount: 61_200_000,
  pendingAmount: 5_350_000,
  failedAmount: 750_000,
  refundedAmount: 1_150_000,
  netCash: 60_050_000,
  generatedAt: GENERATED,
};
const LATE: LateTransactionsReport = {
  date: '2026-11-23',
  count: 2,
  orders: [
    {
      orderID: 1503,
      customerName: 'Maria Christina Tanuwijaya-Hartono',
      phoneNumber: '081377778888',
      deliveryDate: '2026-11-22T00:00:00',
      deliveryTime: 'Pagi (08:00 - 12:00)',
      status: 'Pending',
      totalPrice: 500_000,
    },
    {
      orderID: 1508,
      customerName: 'Budi Santoso',
      phoneNumber: '081298765432',
      deliveryDate: '2026-11-21T00:00:00',
      deliveryTime: 'Sore (17:00 - 20:00)',
      status: 'Processing',
      totalPrice: 2_500_000,
    },
  ],
};
const STATUSES: StatusNominal[] = [
  { status: 'Pending', count: 12, nominal: 5_350_000 },
  { status: 'Processing', count: 9, nominal: 4_100_000 },
  { status: 'Completed', count: 96, nominal: 46_800_000 },
  { status: 'Delivered', count: 24, nominal: 10_300_000 },
  { status: 'Cancelled', count: 7, nominal: 1_900_000 },
];
const DAILY: DailySummary = {
  date: '2026-11-23',
  orderCount: 5,
  totalRevenue: 2_185_000,
  byStatus: { Pending: 2, Processing: 2, Completed: 1, Delivered: 0, Cancelled: 0 },
  byPaymentStatus: { Pending: 2, Paid: 3, Failed: 0, Refunded: 0 },
  byDeliveryTime: [
    { deliveryTime: 'Pagi (08:00 - 12:00)', count: 3 },
    { deliveryTime: 'Siang (12:00 - 17:00)', count: 2 },
  ],
};

const PATHS = {
  summary: '*/api/general/dashboard-summary',
  kas: '*/api/general/kas',
  late: '*/api/general/late-transactions-today',
  status: '*/api/general/status-nominal-back',
  daily: '*/api/general/summary-by-date/:date',
};
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
const every = (respond: () => Response | Promise<Response>) =>
  Object.values(PATHS).map((path) => http.get(path, respond));

/** The five reports with fixed numbers (the seed's follow the day they are opened). */
const populated = [
  http.get(PATHS.summary, () => HttpResponse.json(SUMMARY)),
  http.get(PATHS.kas, () => HttpResponse.json(KAS)),
  http.get(PATHS.late, () => HttpResponse.json(LATE)),
  http.get(PATHS.status, () => HttpResponse.json(STATUSES)),
  http.get(PATHS.daily, ({ params }) => HttpResponse.json({ ...DAILY, date: String(params.date) })),
];

/** A new shop: every count and amount at zero, nothing late, no orders today. */
const empty = [
  http.get(PATHS.summary, () =>
    HttpResponse.json({
      ...SUMMARY,
      totalOrders: 0,
      pendingOrders: 0,
      processingOrders: 0,
      completedOrders: 0,
      deliveredOrders: 0,
      cancelledOrders: 0,
      totalRevenue: 0,
      paidRevenue: 0,
      totalCategories: 0,
      totalProducts: 0,
      activeGalleryImages: 0,
    }),
  ),
  http.get(PATHS.kas, () =>
    HttpResponse.json({ ...KAS, paidAmount: 0, pendingAmount: 0, failedAmount: 0, refundedAmount: 0, netCash: 0 }),
  ),
  http.get(PATHS.late, () => HttpResponse.json({ date: '2026-11-23', count: 0, orders: [] })),
  http.get(PATHS.status, () => HttpResponse.json(STATUSES.map((row) => ({ ...row, count: 0, nominal: 0 })))),
  http.get(PATHS.daily, ({ params }) =>
    HttpResponse.json({
      date: String(params.date),
      orderCount: 0,
      totalRevenue: 0,
      byStatus: { Pending: 0, Processing: 0, Completed: 0, Delivered: 0, Cancelled: 0 },
      byPaymentStatus: { Pending: 0, Paid: 0, Failed: 0, Refunded: 0 },
      byDeliveryTime: [],
    }),
  ),
];

/**
 * /app/LandingLaporan: the five reporting endpoints of /api/general, with the shop's today fixed at 23 November
 * 2026.
 */
const meta = {
  title: 'Back office/Reports',
  component: ReportsLandingPage,
  decorators: [signedInAs('admin'), withShopClockAt()],
  parameters: { route: { path: '/app/LandingLaporan' }, ...withHandlers(populated) },
} satisfies Meta<typeof ReportsLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kas bersih (lunas - dikembalikan)', {}, LONG)).toBeInTheDocument();
    await expect(await canvas.findByText('Maria Christina Tanuwijaya-Hartono', {}, LONG)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Tanggal laporan')).toHaveValue('2026-11-23');
  },
};
export const PopulatedEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Net cash (paid - refunded)', {}, LONG)).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: withHandlers(every(never)) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = {
  parameters: withHandlers(empty),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tidak ada pengiriman yang terlambat.', {}, LONG),
    ).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = {
  ...Empty,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No late deliveries.', {}, LONG)).toBeInTheDocument();
  },
};

/** Every report fails: each card offers 'Coba Lagi'. */
export const LoadError: Story = {
  parameters: withHandlers(every(failure)),
  play: async ({ canvasElement }) => {
    // Every card, not the first to fail: the five reports answer one by one.
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('button', { name: 'Coba Lagi' })).toHaveLength(5),
      LONG,
    );
  },
};
export const LoadErrorEnglish: Story = {
  ...LoadError,
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(5),
      LONG,
    );
  },
};

/** One report fails (cash), the other four still show. */
export const OneReportFails: Story = {
  parameters: withHandlers([http.get(PATHS.kas, failure), ...populated]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gagal memuat laporan.', {}, LONG)).toBeInTheDocument();
    await expect(await canvas.findByText('Total pendapatan', {}, LONG)).toBeInTheDocument();
  },
};
export const OneReportFailsEnglish: Story = { ...OneReportFails, globals: ENGLISH, play: undefined };
