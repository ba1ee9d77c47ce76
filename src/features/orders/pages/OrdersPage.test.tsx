import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/node';
import { LONG, renderOrders, rows } from '../test/renderOrders';

vi.setConfig({ testTimeout: 30_000 });

describe('Order Management /app/orders (spec §2)', () => {
  it('shows the title, the stats, the table with its columns and the footer', async () => {
    await renderOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    await waitFor(() => expect(rows()).toHaveLength(10), LONG);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Order ID', 'Customer', 'Product', 'Quantity', 'Total', 'Order Date', 'Status', 'Payment', 'Actions']);
    const total = getDb().customerOrders.all().length;
    expect(screen.getByText(`Showing 1 to 10 of ${total} orders`)).toBeInTheDocument();
  });
});
