import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyOrderList } from '@/entities/order/test/storyOrders';
import { withShopClockAt } from '@/test/storyClock';
import { ENGLISH, withHandlers } from '@/test/storyGlobals';
import { signedInAs } from '@/test/storySession';
import { AnalyticsPage } from './AnalyticsPage';

const LONG = { timeout: 5000 };
const TEXTS = {
  id: {
    revenue: 'Pendapatan dan pesanan per hari',
    week: '7 hari',
    summary: 'Ringkasan periode',
    orders: 'Total pesanan',
    empty: 'Belum ada pesanan pada periode ini.',
    error: 'Gagal memuat data pesanan. Silakan coba lagi.',
  },
  en: {
    revenue: 'Revenue and orders per day',
    week: '7 days',
    summary: 'Period summary',
    orders: 'Orders',
    empty: 'No orders in this period yet.',
    error: 'Failed to load orders. Please try again.',
  },
};
const texts = (globals: Record<string, unknown> | undefined) => (globals?.locale === 'en' ? TEXTS.en : TEXTS.id);

/**
 * /app/analytics: the dashboard over the shop's orders. The shop's today is fixed at 23 November
 * 2026 and the orders are fixed, so the periods and charts are the same on every day.
 */
const meta = {
  title: 'Back office/Analytics',
  component: AnalyticsPage,
  decorators: [signedInAs('owner'), withShopClockAt()],
  parameters: { route: { path: '/app/analytics' }, ...withHandlers(storyOrderList.populated) },
} satisfies Meta<typeof AnalyticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days: twelve orders, the charts by day, status and product. */
export const Populated: Story = {
  tags: ['picture'],
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: texts(globals).revenue }, LONG),
    ).toBeInTheDocument();
  },
};
export const PopulatedEnglish: Story = { ...Populated, globals: ENGLISH };

/** The last 7 days chosen: 17 to 23 November, six orders. */
export const LastWeek: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 2, name: texts(context.globals).revenue }, LONG);
    const week = canvas.getByRole('radio', { name: texts(context.globals).week });
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-checked', 'true');
    const summary = canvas.getByRole('list', { name: texts(context.globals).summary });
    const orders = within(summary).getByText(texts(context.globals).orders).closest('li') as HTMLElement;
    await expect(orders.querySelector('.kpi-card__value')).toHaveTextContent(/^6$/);
  },
};
export const LastWeekEnglish: Story = { ...LastWeek, globals: ENGLISH };

export const Loading: Story = { parameters: withHandlers(storyOrderList.loading) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

/** No orders: the summary at zero and 'Belum ada pesanan pada periode ini.' */
export const Empty: Story = {
  parameters: withHandlers(storyOrderList.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(texts(globals).empty, {}, LONG)).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };

export const LoadError: Story = {
  parameters: withHandlers(storyOrderList.error),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(texts(globals).error, {}, LONG)).toBeInTheDocument();
  },
};
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
