import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { grandTotal } from '@/lib/orders/orderMoney';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { rowIds, rows, seededOrders, serverError } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

/** What the seed's delivery terms add to the newest order's customer cell and total (the mock's zones by name). */
function seededTerms(order: ReturnType<typeof seededOrders>[number]) {
  const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
  const total = rupiah(grandTotal(order));
  if (!order.fulfilment) return { fulfilment: '', total, totalNote: '' };
  if (order.fulfilment === 'pickup') return { fulfilment: 'Pickup', total, totalNote: '' };
  const zone = getDb().deliverySettings!.zones.find((candidate) => candidate.id === order.deliveryZoneId)!.name;
  return {
    fulfilment: `Delivery · ${zone}`,
    total,
    totalNote: order.deliveryFee === 0 ? 'free delivery' : `incl. delivery ${rupiah(order.deliveryFee!)}`,
  };
}

const listAnswers = (orders: unknown[]) =>
  mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders)));
const stat = (key: string) => screen.getByTestId(`stat-${key}`);

describe('Order Management /app/orders', () => {
  it("shows 'Loading orders...', then the table with its columns, 10 a page and the footer", async () => {
    await renderOrderManagement();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'Order ID',
      'Customer',
      'Product',
      'Quantity',
      'Total',
      'Order Date',
      'Status',
      'Payment',
      'Actions',
    ]);
    expect(
      within(screen.getAllByRole('columnheader')[0]).getByRole('checkbox', { name: 'Select all orders on this page' }),
    ).toBeInTheDocument();
    const total = getDb().customerOrders.all().length;
    expect(screen.getByText(`Showing 1 to 10 of ${total} orders`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Export to CSV ${total} orders` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Orders' })).toBeEnabled();

    const newest = seededOrders()[0];
    expect(rowIds()[0]).toBe(`#${newest.orderID}`);
    const cellsOf = () =>
      within(rows()[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const terms = seededTerms(newest);
    // the zone's name arrives with the delivery settings, read once the list names a zone
    await waitFor(() => expect(cellsOf()[2]).toBe(`${newest.customerName}${newest.phoneNumber}${terms.fulfilment}`));
    const cells = cellsOf();
    expect(cells[3]).toBe(newest.product?.productName);
    expect(cells[4]).toBe(String(newest.quantity));
    expect(cells[5]).toBe(`${terms.total}${terms.totalNote}`);
    for (const name of ['View details', 'Change status', 'Change payment status', 'Delete order']) {
      expect(
        within(rows()[0]).getByRole(name.startsWith('Change') ? 'combobox' : 'button', {
          name: new RegExp(`^${name}.*#${newest.orderID}$`),
        }),
      ).toBeInTheDocument();
    }
  });

  it('shows the four stats by their documented definitions, over all orders', async () => {
    listAnswers([
      makeOrder(1, { statuses: ['Pending'], totalPrice: 100_000 }),
      makeOrder(2, { statuses: ['Completed', 'Pending'], totalPrice: 250_000 }),
      makeOrder(3, { statuses: ['Processing'], totalPrice: 75_000 }),
      makeOrder(4, { statuses: ['Delivered', 'Completed'], totalPrice: 1_000_000 }),
      makeOrder(5, { statuses: [], totalPrice: 5_000 }),
    ]);
    const { user } = await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(5), FIRST_VISIT);
    expect(stat('total')).toHaveTextContent('Total Orders5');
    expect(stat('pending')).toHaveTextContent('Pending Orders2');
    expect(stat('completed')).toHaveTextContent('Completed Orders2');
    expect(stat('revenue')).toHaveTextContent('Total RevenueRp 1.430.000');
    await user.selectOptions(screen.getByLabelText('Order status'), 'Processing');
    expect(rows()).toHaveLength(1);
    expect(stat('total')).toHaveTextContent('Total Orders5');
  });

  it("shows the displayed status and payment (the first entries) as badges with text, 'Unknown' otherwise", async () => {
    listAnswers([
      makeOrder(11, { statuses: ['Delivered', 'Pending'], payments: ['Refunded', 'Paid'] }),
      makeOrder(12, { statuses: ['Shipped'], payments: [] }),
      makeOrder(13, { statuses: ['Cancelled'], payments: ['Failed'] }),
    ]);
    await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(3), FIRST_VISIT);
    const badges = (index: number) => within(rows()[index]).getAllByText(/./, { selector: '.status-badge' });
    expect(badges(0).map((badge) => [badge.textContent, badge.className])).toEqual([
      ['Delivered', 'status-badge status-badge--purple'],
      ['Refunded', 'status-badge status-badge--purple'],
    ]);
    expect(badges(1).map((badge) => badge.textContent)).toEqual(['Unknown', 'Unknown']);
    expect(badges(1)[0]).toHaveClass('status-badge--grey');
    expect(badges(2).map((badge) => badge.className)).toEqual([
      'status-badge status-badge--red',
      'status-badge status-badge--red',
    ]);
  });

  it('searches customer, product, order ID and phone; filters by status and payment; back to page 1; all in the URL', async () => {
    const orders = seededOrders();
    const { user, router } = await renderOrderManagement('/app/orders?page=3');
    await waitFor(
      () => expect(screen.getByText(`Showing 21 to 30 of ${orders.length} orders`)).toBeInTheDocument(),
      FIRST_VISIT,
    );
    const search = screen.getByRole('searchbox', { name: 'Search by customer, product, ID, or phone' });
    expect(search).toHaveAttribute('placeholder', 'Search by customer, product, ID, or phone');

    const target = orders[14];
    await user.type(search, `#${target.orderID}`);
    await waitFor(() => expect(rowIds()).toEqual([`#${target.orderID}`]));
    expect(screen.getByText(`Showing 1 to 1 of 1 orders (filtered from ${orders.length} total)`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?search=%23${target.orderID}`), FIRST_VISIT);

    for (const query of [target.customerName, target.product!.productName, target.phoneNumber]) {
      await user.clear(search);
      await user.type(search, query.toUpperCase());
      await waitFor(() => expect(rowIds()).toContain(`#${target.orderID}`));
    }
    const byName = orders.filter((order) =>
      order.customerName.toLowerCase().includes(target.customerName.toLowerCase()),
    );
    await user.clear(search);
    await user.type(search, target.customerName);
    await waitFor(() => expect(rowIds()).toEqual(byName.slice(0, 10).map((order) => `#${order.orderID}`)));

    await user.clear(search);
    await waitFor(() => expect(router.state.location.search).toBe(''), FIRST_VISIT);
    await user.selectOptions(screen.getByLabelText('Order status'), 'Pending');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'Pending');
    const pending = orders.filter(
      (order) =>
        getDb().currentStatus(order.orderID)?.status === 'Pending' &&
        getDb().currentPayment(order.orderID)?.paymentStatus === 'Pending',
    );
    expect(router.state.location.search).toBe('?status=Pending&payment=Pending');
    expect(rowIds()).toEqual(pending.slice(0, 10).map((order) => `#${order.orderID}`));
    expect(
      screen.getByText(new RegExp(`of ${pending.length} orders \\(filtered from ${orders.length} total\\)$`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Export to CSV ${pending.length} orders` })).toBeInTheDocument();
    expect(
      [...screen.getByLabelText('Order status').querySelectorAll('option')].map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Processing', 'Completed', 'Delivered', 'Cancelled']);
    expect(
      [...screen.getByLabelText('Payment status').querySelectorAll('option')].map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Paid', 'Failed', 'Refunded']);
  });

  it('pages with previous, numbered pages and next, 5/10/25/50 a page (default 10), page size back to page 1', async () => {
    const total = getDb().customerOrders.all().length;
    const { user, router } = await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText(`Showing 11 to 20 of ${total} orders`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(screen.getByText(`Showing 21 to 30 of ${total} orders`)).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    expect(router.state.location.search).toBe('?page=2');

    const size = screen.getByLabelText('Items per page');
    expect([...size.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);
    expect(size).toHaveValue('10');
    await user.selectOptions(size, '25');
    expect(router.state.location.search).toBe('?size=25');
    expect(rows()).toHaveLength(25);
    expect(screen.getByText(`Showing 1 to 25 of ${total} orders`)).toBeInTheDocument();
    await user.selectOptions(size, '5');
    await user.click(within(pages).getByRole('button', { name: `Page ${Math.ceil(total / 5)}` }));
    expect(
      screen.getByText(`Showing ${Math.floor((total - 1) / 5) * 5 + 1} to ${total} of ${total} orders`),
    ).toBeInTheDocument();
  });

  it('opens the view a URL names (shared link, reload) and follows the back button', async () => {
    const delivered = seededOrders().filter((order) => getDb().currentStatus(order.orderID)?.status === 'Delivered');
    expect(delivered.length).toBeGreaterThan(10);
    const { user, router } = await renderOrderManagement('/app/orders?status=Delivered&size=5&page=2&mock=latency:0');
    await waitFor(
      () => expect(rowIds()).toEqual(delivered.slice(5, 10).map((order) => `#${order.orderID}`)),
      FIRST_VISIT,
    );
    expect(screen.getByLabelText('Order status')).toHaveValue('Delivered');
    expect(screen.getByLabelText('Items per page')).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'Paid');
    expect(router.state.location.search).toBe('?status=Delivered&size=5&mock=latency%3A0&payment=Paid');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Payment status')).toHaveValue('all'));
    expect(rowIds()).toEqual(delivered.slice(5, 10).map((order) => `#${order.orderID}`));

    await router.navigate('/app/orders?search=zzz-nobody&size=7&page=abc');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('zzz-nobody'));
    expect(screen.getByLabelText('Items per page')).toHaveValue('10');
    expect(screen.getByText('No orders match your current filters.')).toBeInTheDocument();
  });

  it("says 'No orders found' / 'No orders match your current filters.' and clears the filters", async () => {
    const { user } = await renderOrderManagement('/app/orders?search=zzz-nobody&payment=Refunded');
    expect(await screen.findByRole('heading', { name: 'No orders found' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByText('No orders match your current filters.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it("says 'No orders found' without orders at all", async () => {
    listAnswers([]);
    await renderOrderManagement();
    expect(await screen.findByRole('heading', { name: 'No orders found' }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.queryByText('No orders match your current filters.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV 0 orders' })).toBeInTheDocument();
  });

  it("says 'Failed to load orders. Please try again.' and 'Try Again' loads them", async () => {
    mockServer.use(http.get('*/api/CustomerOrder', serverError, { once: true }));
    const { user } = await renderOrderManagement();
    const alert = await screen.findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Failed to load orders. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
  });

  it("'Refresh Orders' reloads, saying 'Refreshing...' meanwhile", async () => {
    const { user } = await renderOrderManagement();
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
    mockServer.use(
      http.get('*/api/CustomerOrder', async () => {
        await delay(300);
        return HttpResponse.json([makeOrder(99, { customerName: 'Pesanan Baru' })]);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Orders' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    await waitFor(() => expect(rowIds()).toEqual(['#99']), FIRST_VISIT);
    expect(screen.getByRole('button', { name: 'Refresh Orders' })).toBeEnabled();
  });

  it('shows the same product texts in Indonesian', async () => {
    await renderOrderManagement('/app/orders', { lng: 'id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10), FIRST_VISIT);
    expect(screen.getByText(`Showing 1 to 10 of ${getDb().customerOrders.all().length} orders`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Orders' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by customer, product, ID, or phone')).toBeInTheDocument();
    expect(screen.getByText('Total Revenue')).toBeInTheDocument();
  });
});

describe('phone layout (< 992 px)', () => {
  it('shows one card per order with the same facts and actions, and no table', async () => {
    const newest = seededOrders()[0];
    await renderOrderManagement('/app/orders', { viewport: 'phone' });
    const list = await screen.findByRole('list', { name: 'Orders, newest first' }, FIRST_VISIT);
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('article', { name: `#${newest.orderID} ${newest.customerName}` });
    expect(card).toHaveTextContent(newest.product!.productName);
    expect(card).toHaveTextContent(newest.phoneNumber);
    expect(card).toHaveTextContent(`Total${seededTerms(newest).total}`);
    expect(within(card).getByRole('checkbox', { name: `Select order #${newest.orderID}` })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `View details of order #${newest.orderID}` })).toHaveTextContent(
      'View details',
    );
    expect(
      within(card).getByRole('combobox', { name: `Change status of order #${newest.orderID}` }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('combobox', { name: `Change payment status of order #${newest.orderID}` }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Delete order #${newest.orderID}` })).toHaveTextContent('Delete');
    expect(screen.getByRole('checkbox', { name: 'Select all orders on this page' })).toBeInTheDocument();
  });
});
