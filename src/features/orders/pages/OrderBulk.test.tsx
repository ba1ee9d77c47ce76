import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { rowOf, rowIds, rows, serverError } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

const statusOf = (orderID: number) => getDb().currentStatus(orderID)?.status;
const paymentOf = (orderID: number) => getDb().currentPayment(orderID)?.paymentStatus;
const idsOnPage = () => rowIds().map((id) => Number(id!.slice(1)));

describe('bulk status and payment change', () => {
  it('ticks orders one by one or the whole page, and changes their status in one confirmed step', async () => {
    const { user } = await renderOrderManagement('/app/orders?size=5');
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    const ids = idsOnPage();
    expect(screen.queryByRole('region', { name: 'Change the selected orders' })).not.toBeInTheDocument();

    await user.click(within(rowOf(ids[0])).getByRole('checkbox', { name: `Select order #${ids[0]}` }));
    await user.click(within(rowOf(ids[2])).getByRole('checkbox', { name: `Select order #${ids[2]}` }));
    const bar = screen.getByRole('region', { name: 'Change the selected orders' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 orders selected');
    const selectPage = screen.getByRole('checkbox', { name: 'Select all orders on this page' });
    expect(selectPage).toHaveProperty('indeterminate', true);
    await user.click(selectPage);
    expect(within(bar).getByRole('status')).toHaveTextContent('5 orders selected');
    expect(selectPage).toBeChecked();

    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Change status of selected' }), 'Completed');
    const question = await screen.findByRole('dialog');
    expect(within(question).getByRole('heading', { name: 'Update Order Status' })).toBeInTheDocument();
    expect(within(question).getByText('Change status of 5 selected orders to Completed?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));
    expect(await screen.findByRole('heading', { name: 'Updated!' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByText('5 orders updated.')).toBeInTheDocument();
    for (const id of ids) expect(statusOf(id)).toBe('Completed');
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Change the selected orders' })).not.toBeInTheDocument(),
      FIRST_VISIT,
    );
  });

  it('keeps ticks across pages, and says how many succeeded and which failed, those rolled back and still ticked', async () => {
    const { user } = await renderOrderManagement('/app/orders?size=5');
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    const first = idsOnPage();
    await user.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(idsOnPage()).not.toEqual(first));
    const second = idsOnPage();
    await user.click(within(rowOf(second[0])).getByRole('checkbox', { name: `Select order #${second[0]}` }));
    expect(screen.getByText('6 orders selected')).toBeInTheDocument();

    const failing = new Set([first[1], second[0]]);
    const before = new Map([...first, second[0]].map((id) => [id, paymentOf(id)]));
    mockServer.use(
      http.put('*/api/CustomerOrder/:id/payment-status', ({ params }) =>
        failing.has(Number(params.id)) ? serverError() : undefined,
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change payment of selected' }), 'Refunded');
    const question = await screen.findByRole('dialog');
    expect(within(question).getByRole('heading', { name: 'Update Payment Status' })).toBeInTheDocument();
    expect(within(question).getByText('Change status of 6 selected orders to Refunded?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));

    expect(await screen.findByRole('heading', { name: 'Partly updated' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByText(`4 of 6 orders updated. Failed: #${first[1]}, #${second[0]}.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    for (const id of [first[0], first[2], first[3], first[4]]) expect(paymentOf(id)).toBe('Refunded');
    for (const id of failing) expect(paymentOf(id)).toBe(before.get(id));
    await waitFor(() => expect(screen.getByText('2 orders selected')).toBeInTheDocument());
    expect(within(rowOf(second[0])).getByRole('checkbox', { name: `Select order #${second[0]}` })).toBeChecked();
    expect(within(rowOf(second[0])).getAllByText(/./, { selector: '.status-badge' })[1]).toHaveTextContent(
      before.get(second[0])!,
    );

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Change the selected orders' })).not.toBeInTheDocument();
  });

  it("names every failure when none succeeded ('Failed to update order status.')", async () => {
    mockServer.use(http.put('*/api/CustomerOrder/:id/status', serverError));
    const { user } = await renderOrderManagement('/app/orders?size=5');
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    const ids = idsOnPage().slice(0, 2);
    for (const id of ids) await user.click(within(rowOf(id)).getByRole('checkbox', { name: `Select order #${id}` }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status of selected' }), 'Cancelled');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, update it!' }));
    expect(
      await screen.findByText(
        `Failed to update order status. None of the 2 orders was updated. Failed: #${ids[0]}, #${ids[1]}.`,
        {},
        FIRST_VISIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error!' })).toBeInTheDocument();
  });
});
