import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { LateTransactionsReport } from '@/api/generated/shopApi';
import { ENGLISH } from '@/test/storyGlobals';
import { InboxPage } from './InboxPage';

const LATE: LateTransactionsReport = {
  date: '2025-02-14',
  count: 3,
  orders: [
    { orderID: 1042, customerName: 'Sari Wulandari', phoneNumber: '081234567890', deliveryDate: '2025-02-13T00:00:00', deliveryTime: 'Pagi (08:00 - 12:00)', status: 'Pending', totalPrice: 450000 },
    { orderID: 1047, customerName: 'Bima Pratama', phoneNumber: '081298765432', deliveryDate: '2025-02-14T00:00:00', deliveryTime: 'Sore (17:00 - 20:00)', status: 'Processing', totalPrice: 1250000 },
    { orderID: 1051, customerName: 'Maria Christina Tanuwijaya-Hartono', phoneNumber: '081311112222', deliveryDate: '2025-02-14T00:00:00', deliveryTime: 'Siang (12:00 - 17:00)', status: 'Pending', totalPrice: 785000 },
  ],
};

const lateTransactions = (respond: () => Response | Promise<Response>) => ({
  msw: { handlers: [http.get('*/api/general/late-transactions-today', respond)] },
});

/** /apps/mailbox: every notification of the header's bell (today's late deliveries). */
const meta = {
  title: 'Back office/Inbox',
  component: InboxPage,
  parameters: { route: { path: '/apps/mailbox' }, ...lateTransactions(() => HttpResponse.json(LATE)) },
} satisfies Meta<typeof InboxPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const PopulatedEnglish: Story = { globals: ENGLISH };

export const Loading: Story = {
  parameters: lateTransactions(async () => {
    await delay('infinite');
    return HttpResponse.json(LATE);
  }),
};
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };

export const Empty: Story = { parameters: lateTransactions(() => HttpResponse.json({ date: '2025-02-14', count: 0, orders: [] })) };
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };

export const Failed: Story = { parameters: lateTransactions(() => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })) };
export const FailedEnglish: Story = { ...Failed, globals: ENGLISH };
