import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { fixClockAt, SHOP_LAST_MINUTE } from '@/test/fixedClock';
import { PRINT_DAY, PRINT_ORDERS } from '../test/printOrders';
import { renderPrint } from '../test/renderPrint';

vi.setConfig({ testTimeout: 30_000 });
fixClockAt(SHOP_LAST_MINUTE);

describe('driver manifest print page', () => {
  it("lists the day's active deliveries as numbered stops in window order, with an empty signature column", async () => {
    await renderPrint(`/app/orders/print/manifest?day=${PRINT_DAY}`, { orders: PRINT_ORDERS });
    const sheet = await screen.findByRole('article', {
      name: 'Delivery manifest for Tuesday, 24 November 2026 · 4 stops',
    });
    expect(within(sheet).getByText('Fleur Florist')).toBeInTheDocument();
    const table = within(sheet).getByRole<HTMLTableElement>('table');
    expect(
      within(table.tHead as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Order', 'Recipient', 'Phone', 'Address', 'Product', 'Qty', 'Payment', 'Signature']);
    const stops = Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr.print-manifest__stop'));
    expect(stops.map((row) => [row.cells[0].textContent, row.cells[1].textContent, row.cells[2].textContent])).toEqual([
      ['1', '#1500', 'Ibu Sari'],
      ['2', '#1501', 'Budi'],
      ['3', '#1503', 'Rina'],
      ['4', '#1502', 'Tono'],
    ]);
    const windows = Array.from(table.querySelectorAll('tbody tr.print-manifest__window')).map((row) => row.textContent);
    expect(windows).toEqual([
      'Pagi (08:00 - 12:00)',
      'Siang (12:00 - 17:00)',
      'Sore (17:00 - 20:00)',
      'antar jam 3 sore',
    ]);
    expect(stops[0].cells[6].textContent).toBe('3');
    expect(stops[0].cells[7].textContent).toBe('Pending Not paid');
    expect(stops[2].cells[7].textContent).toBe('Paid');
    for (const row of stops) expect(row.cells[8]).toBeEmptyDOMElement();
  });

  it("prints one driver's stops in their run's order (&driver=), and says when the driver has none", async () => {
    const placed: Record<number, { driver: string | null; runPosition?: number }> = {
      1500: { driver: 'kurir', runPosition: 2 },
      1501: { driver: null },
      1502: { driver: 'kurir', runPosition: 1 },
      1503: { driver: 'andi', runPosition: 1 },
    };
    const orders = PRINT_ORDERS.map((order) => ({ ...order, ...placed[order.orderID] }));
    await renderPrint(`/app/orders/print/manifest?day=${PRINT_DAY}&driver=kurir`, { orders });
    const sheet = await screen.findByRole('article', {
      name: 'Delivery manifest for kurir · Tuesday, 24 November 2026 · 2 stops',
    });
    const stops = Array.from(sheet.querySelectorAll<HTMLTableRowElement>('tbody tr.print-manifest__stop'));
    expect(stops.map((row) => [row.cells[0].textContent, row.cells[1].textContent])).toEqual([
      ['1', '#1502'],
      ['2', '#1500'],
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manifest for kurir · Tuesday, 24 November 2026' }),
    ).toBeInTheDocument();
  });

  it('says so when the driver has no stops that day', async () => {
    await renderPrint(`/app/orders/print/manifest?day=${PRINT_DAY}&driver=budi`, { orders: PRINT_ORDERS });
    expect(await screen.findByText('budi has no stops on Tuesday, 24 November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads only ?day= (today without it) and says when the day is empty', async () => {
    await renderPrint('/app/orders/print/manifest?order=1500', { orders: PRINT_ORDERS });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Driver manifest for Monday, 23 November 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No active deliveries on Monday, 23 November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("leaves the pickups out, and names each stop's zone (the id when the settings do not name it) and landmark with its address", async () => {
    const pickup = makeOrder(1510, {
      deliveryDate: PRINT_DAY,
      deliveryTime: 'Pagi (08:00 - 12:00)',
      customerName: 'Ambil Sendiri',
      fulfilment: 'pickup',
      deliveryFee: 0,
    });
    const zoned = makeOrder(1511, {
      deliveryDate: PRINT_DAY,
      deliveryTime: 'Pagi (08:00 - 12:00)',
      customerName: 'Dewi Zona',
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
      patokan: 'Seberang minimarket',
    });
    const unnamed = makeOrder(1512, {
      deliveryDate: PRINT_DAY,
      deliveryTime: 'Siang (12:00 - 17:00)',
      customerName: 'Zona Lama',
      fulfilment: 'delivery',
      deliveryZoneId: 'zona-lama',
      deliveryFee: 30_000,
    });
    await renderPrint(`/app/orders/print/manifest?day=${PRINT_DAY}`, {
      orders: [...PRINT_ORDERS, pickup, zoned, unnamed],
    });
    const sheet = await screen.findByRole('article', {
      name: 'Delivery manifest for Tuesday, 24 November 2026 · 6 stops',
    });
    expect(within(sheet).queryByText('#1510')).toBeNull();
    const table = within(sheet).getByRole<HTMLTableElement>('table');
    expect(
      within(table.tHead as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Order', 'Recipient', 'Phone', 'Address', 'Product', 'Qty', 'Payment', 'Signature']);
    const address = (id: number) => within(table).getByText(`#${id}`).closest('tr')!.cells[4].textContent;
    await waitFor(() =>
      expect(address(1511)).toBe(
        'Zone: Jakarta SelatanJl. Kemang Raya No. 15, Jakarta Selatan 12730Seberang minimarket',
      ),
    );
    expect(address(1512)).toBe('Zone: zona-lamaJl. Kemang Raya No. 15, Jakarta Selatan 12730');
    expect(address(1500)).toBe('Jl. Melati No. 5, RT 03/RW 05, Coblong, Bandung 40132');
  });
});
