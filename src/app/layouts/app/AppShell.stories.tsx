import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { LateTransactionsReport } from '@/api/generated/shopApi';
import { PageHeader } from '@/components/layout/PageHeader';
import { withSession } from '@/features/auth/test/withSession';
import { ENGLISH } from '@/test/storyGlobals';
import { AppShell } from './AppShell';

/** A page inside the frame: the category page's heading, in the story's language. */
function SamplePage() {
  const { t } = useTranslation('catalogue');
  return (
    <section className="bo-page">
      <PageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4">…</div>
      </div>
    </section>
  );
}

/** The back-office frame: sidebar, header with notifications and user menu, footer, settings, chat. */
const meta = {
  title: 'Back office/Shell',
  component: AppShell,
  args: {
    withLoader: false,
    viewport: 'desktop',
    children: <SamplePage />,
  },
  decorators: [withSession('owner', 'Owner', '1')],
  parameters: { route: { path: '/app/*', initialEntry: '/app/flower' } },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const LATE: LateTransactionsReport = {
  date: '2025-02-14',
  count: 2,
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
  ],
};

const lateTransactions = (respond: () => Response | Promise<Response>) => ({
  msw: { handlers: [http.get('*/api/general/late-transactions-today', respond)] },
});

const populated = lateTransactions(() => HttpResponse.json(LATE));

/** Wide window: the sidebar is always shown. */
export const Desktop: Story = { tags: ['picture'], parameters: populated };
export const DesktopEnglish: Story = { parameters: populated, globals: ENGLISH };

/** Under 1024 px: the menu button opens the sidebar as an off-canvas panel. */
export const Mobile: Story = {
  tags: ['picture'],
  args: { viewport: 'mobile' },
  parameters: populated,
  play: async ({ canvasElement, globals }) => {
    const name = globals?.locale === 'en' ? 'Open or close the menu' : 'Buka atau tutup menu';
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
export const MobileEnglish: Story = { ...Mobile, globals: ENGLISH };

/** The notifications dropdown opened, with two late deliveries. */
export const NotificationsOpen: Story = {
  tags: ['picture'],
  parameters: populated,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Notifikasi: 2 baru|Notifications: 2 new/ }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText(/#1042/)).toBeInTheDocument();
  },
};
export const NotificationsOpenEnglish: Story = { ...NotificationsOpen, globals: ENGLISH };

export const NotificationsEmpty: Story = {
  parameters: lateTransactions(() => HttpResponse.json({ date: '2025-02-14', count: 0, orders: [] })),
};
export const NotificationsLoading: Story = {
  parameters: lateTransactions(async () => {
    await delay('infinite');
    return HttpResponse.json(LATE);
  }),
};
export const NotificationsError: Story = {
  parameters: lateTransactions(() => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })),
};
export const NotificationsErrorEnglish: Story = { ...NotificationsError, globals: ENGLISH };

/** The theme settings panel open over the frame. */
export const SettingsPanel: Story = { args: { settingsOpen: true }, parameters: populated };
export const SettingsPanelEnglish: Story = { ...SettingsPanel, globals: ENGLISH };
export const SettingsPanelMobile: Story = { args: { settingsOpen: true, viewport: 'mobile' }, parameters: populated };

/** No stored username: the user menu says Guest. */
export const Guest: Story = { decorators: [withSession('', 'User', null)], parameters: populated };
