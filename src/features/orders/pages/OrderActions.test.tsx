import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { rowOf, rows, seededOrders, serverError } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

const statusOf = (orderID: number) => getDb().currentStatus(orderID)?.status;
const paymentOf = (orderID: number) => getDb().currentPayment(orderID)?.paymentStatus;
/** The status and payment badges of an order's row (read even while a dialog is open). */
const badges = (orderID: number) =>
  within(rowOf(orderID, { hidden: true }))
    .getAllByText(/./, { selector: '.status-badge' })
    .map((badge) => badge.textContent);
const dialog = () => screen.findByRole('dialog', {}, FIRST_VISIT);

/** A pending order of the seed, and the page showing it first. */
async function openWithPendingOrder() {
  const order = seededOrders().find(
    (candidate) => statusOf(candidate.orderID) === 'Pending' && paymentOf(candidate.orderID) === 'Pending',
  )!;
  const rendered = await renderOrderManagement(`/app/orders?search=%23${order.orderID}`);
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  return { ...rendered, id: order.orderID };
}

describe('change status and payment', () => {
  it("asks 'Update Order Status' / 'Change status to Processing?', changes nothing on Cancel, then 'Updated!' and the list reloads", async () => {
    const requests: Array<{ url: string; body: unknown }> = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT')
        requests.push({ url: new URL(request.url).pathname, body: await request.clone().json() });
    });
    const { user, id } = await openWithPendingOrder();
    const select = within(rowOf(id)).getByRole('combobox', { name: `Change status of order #${id}` });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Change status',
      'Processing',
      'Completed',
      'Delivered',
      'Cancelled',
    ]);

    await user.selectOptions(select, 'Processing');
    expect(select).toHaveValue('');
    let question = await dialog();
    expect(within(question).getByRole('heading', { name: 'Update Order Status' })).toBeInTheDocument();
    expect(within(question).getByText('Change status to Processing?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusOf(id)).toBe('Pending');
    expect(badges(id)).toEqual(['Pending', 'Pending']);

    await user.selectOptions(select, 'Processing');
    question = await dialog();
    await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));
    expect(await screen.findByRole('heading', { name: 'Updated!' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByText(`Order #${id} is now Processing.`)).toBeInTheDocument();
    expect(statusOf(id)).toBe('Processing');
    expect(requests).toEqual([{ url: `/api/CustomerOrder/${id}/status`, body: { status: 'Processing' } }]);
    await waitFor(() => expect(badges(id)).toEqual(['Processing', 'Pending']));
    expect(select).toHaveValue('');
    mockServer.events.removeAllListeners();
  });

  it("asks 'Update Payment Status' and sets the payment through the payment-status operation; it survives a reload", async () => {
    const { user, id, unmount } = await openWithPendingOrder();
    const select = within(rowOf(id)).getByRole('combobox', { name: `Change payment status of order #${id}` });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Change payment',
      'Paid',
      'Failed',
      'Refunded',
    ]);
    await user.selectOptions(select, 'Paid');
    const question = await dialog();
    expect(within(question).getByRole('heading', { name: 'Update Payment Status' })).toBeInTheDocument();
    expect(within(question).getByText('Change status to Paid?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));
    expect(await screen.findByRole('heading', { name: 'Updated!' }, FIRST_VISIT)).toBeInTheDocument();
    expect(paymentOf(id)).toBe('Paid');
    unmount();

    await renderOrderManagement(`/app/orders?search=%23${id}`);
    await waitFor(() => expect(badges(id)).toEqual(['Pending', 'Paid']), FIRST_VISIT);
  });

  it('shows the new status at once and puts the old one back, visibly, when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockServer.use(
      http.put('*/api/CustomerOrder/:id/status', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user, id } = await openWithPendingOrder();
    await user.selectOptions(
      within(rowOf(id)).getByRole('combobox', { name: `Change status of order #${id}` }),
      'Delivered',
    );
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes, update it!' }));
    await waitFor(() => expect(badges(id)).toEqual(['Delivered', 'Pending']));

    answer(serverError());
    expect(await screen.findByText('Failed to update order status.', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error!' })).toBeInTheDocument();
    // Back while the error is still on screen (with the list polling, the undo may land just after the dialog opens).
    await waitFor(() => expect(badges(id)).toEqual(['Pending', 'Pending']));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(statusOf(id)).toBe('Pending');
  });

  it("says 'Failed to update payment status.' under a forced error (mock scenario) and keeps the payment", async () => {
    setScenario({ errors: { updateCustomerOrderPaymentStatus: 503 } });
    const { user, id } = await openWithPendingOrder();
    await user.selectOptions(
      within(rowOf(id)).getByRole('combobox', { name: `Change payment status of order #${id}` }),
      'Refunded',
    );
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes, update it!' }));
    expect(await screen.findByText('Failed to update payment status.', {}, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() => expect(badges(id)).toEqual(['Pending', 'Pending']));
    expect(paymentOf(id)).toBe('Pending');
  });

  // The product names the statuses Pending, Processing, … and Paid, …: the Indonesian screen shows those values too,
  // so the question and the badge never mix languages ("Change status to Diproses?").
  const LABELS = {
    id: { status: 'Ubah status pesanan', payment: 'Ubah status pembayaran pesanan' },
    en: { status: 'Change status of order', payment: 'Change payment status of order' },
  } as const;
  it.each(['id', 'en'] as const)(
    "in %s asks 'Change status to Processing?' and 'Change status to Paid?' and the row then shows them",
    async (lng) => {
      const order = seededOrders().find(
        (candidate) => statusOf(candidate.orderID) === 'Pending' && paymentOf(candidate.orderID) === 'Pending',
      )!;
      const id = order.orderID;
      const { user } = await renderOrderManagement(`/app/orders?search=%23${id}`, { lng });
      await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
      const statusSelect = within(rowOf(id)).getByRole('combobox', { name: `${LABELS[lng].status} #${id}` });
      expect([...statusSelect.querySelectorAll('option')].slice(1).map((option) => option.textContent)).toEqual([
        'Processing',
        'Completed',
        'Delivered',
        'Cancelled',
      ]);

      await user.selectOptions(statusSelect, 'Processing');
      let question = await dialog();
      expect(within(question).getByRole('heading', { name: 'Update Order Status' })).toBeInTheDocument();
      expect(within(question).getByText('Change status to Processing?')).toBeInTheDocument();
      await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));
      expect(await screen.findByRole('heading', { name: 'Updated!' }, FIRST_VISIT)).toBeInTheDocument();
      await waitFor(() => expect(badges(id)).toEqual(['Processing', 'Pending']));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 6000 });

      const paymentSelect = within(rowOf(id)).getByRole('combobox', { name: `${LABELS[lng].payment} #${id}` });
      expect([...paymentSelect.querySelectorAll('option')].slice(1).map((option) => option.textContent)).toEqual([
        'Paid',
        'Failed',
        'Refunded',
      ]);
      await user.selectOptions(paymentSelect, 'Paid');
      question = await dialog();
      expect(within(question).getByRole('heading', { name: 'Update Payment Status' })).toBeInTheDocument();
      expect(within(question).getByText('Change status to Paid?')).toBeInTheDocument();
      await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));
      expect(await screen.findByRole('heading', { name: 'Updated!' }, FIRST_VISIT)).toBeInTheDocument();
      await waitFor(() => expect(badges(id)).toEqual(['Processing', 'Paid']));
      expect(statusOf(id)).toBe('Processing');
      expect(paymentOf(id)).toBe('Paid');
    },
  );
});

describe('delete', () => {
  it("asks 'Are you sure?' / 'Delete order #{id}? This action cannot be undone!', keeps it on Cancel, then 'Deleted!'", async () => {
    const { user, id } = await openWithPendingOrder();
    await user.click(within(rowOf(id)).getByRole('button', { name: `Delete order #${id}` }));
    let question = await dialog();
    expect(within(question).getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(within(question).getByText(`Delete order #${id}? This action cannot be undone!`)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().customerOrders.find(id)).toBeDefined();

    await user.click(within(rowOf(id)).getByRole('button', { name: `Delete order #${id}` }));
    question = await dialog();
    await user.click(within(question).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByRole('heading', { name: 'Deleted!' }, FIRST_VISIT)).toBeInTheDocument();
    expect(getDb().customerOrders.find(id)).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'No orders found' }, FIRST_VISIT)).toBeInTheDocument();
  });

  it("says 'Failed to delete order.' when the delete fails, and keeps the order", async () => {
    mockServer.use(
      http.delete('*/api/CustomerOrder/:id', () =>
        HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 }),
      ),
    );
    const { user, id } = await openWithPendingOrder();
    await user.click(within(rowOf(id)).getByRole('button', { name: `Delete order #${id}` }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Failed to delete order.', {}, FIRST_VISIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(getDb().customerOrders.find(id)).toBeDefined();
    expect(rows()).toHaveLength(1);
  });
});
