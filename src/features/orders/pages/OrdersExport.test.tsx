import '@/test/dialogTestSetup';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { fixClockAt } from '@/test/fixedClock';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });
// 06:30 on 24 November in Jakarta — still the 23rd in UTC: the file takes the shop's day.
fixClockAt(new Date('2026-11-24T06:30:00+07:00'));

interface Download {
  name: string;
  type: string;
  text: string;
  bytes: Uint8Array;
}
let downloads: Download[] = [];
let pending: Promise<void>[] = [];

beforeEach(() => {
  downloads = [];
  pending = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    pending.push(
      blob.arrayBuffer().then((buffer) => {
        const bytes = new Uint8Array(buffer);
        downloads.push({
          name: this.download,
          type: blob.type,
          bytes,
          text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
        });
      }),
    );
  });
});
afterEach(() => vi.restoreAllMocks());

const ORDERS = [
  makeOrder(2001, { customerName: 'Ibu "Ratna" Śari', statuses: ['Pending'], payments: ['Pending'] }),
  makeOrder(2002, {
    customerName: '=HYPERLINK("http://evil.example")',
    phoneNumber: '+6281234',
    address: '@SUM(A1)',
    statuses: ['Completed'],
    payments: ['Paid'],
  }),
  makeOrder(2003, {
    customerName: 'Budi',
    statuses: ['Pending'],
    payments: ['Paid'],
    quantity: 2,
    unitPrice: 150_000,
    totalPrice: 300_000,
  }),
];

async function exported() {
  await waitFor(() => expect(pending.length).toBeGreaterThan(0));
  await Promise.all(pending);
  return downloads.at(-1)!;
}

describe('Export to CSV', () => {
  it('downloads every filtered order (all pages) as orders_{shop day}.csv, UTF-8 with a BOM, every value quoted, formulas neutralised', async () => {
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(ORDERS)));
    const { user } = await renderOrderManagement('/app/orders?status=Pending&size=5');
    await waitFor(() => expect(rows()).toHaveLength(2), FIRST_VISIT);
    await user.click(screen.getByRole('button', { name: 'Export to CSV 2 orders' }));
    const file = await exported();
    expect(file.name).toBe('orders_2026-11-24.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Order ID","Customer Name","Product Name","Quantity","Unit Price","Total Price","Order Date","Delivery Date","Status","Payment Status","Phone","Address","Delivery Fee","Grand Total","Zone","Driver","Delivered At","Text Surcharge","Card Message"',
    );
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['"2001"', '"2003"']);
    expect(lines[1]).toBe(
      '"2001","Ibu ""Ratna"" Śari","Buket Mawar Merah","1","250000","250000","2026-11-20","2026-11-22","Pending","Pending","081234567890","Jl. Kemang Raya No. 15, Jakarta Selatan 12730","","250000","","","","",""',
    );
    expect(lines[2]).toContain('"2","150000","300000"');
    expect(lines[2].endsWith('"","300000","","","","",""')).toBe(true);
    expect(lines.at(-1)).toBe('');
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(ORDERS)));
    const { user } = await renderOrderManagement('/app/orders?payment=Paid&search=2002');
    await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
    await user.click(screen.getByRole('button', { name: 'Export to CSV 1 order' }));
    const row = (await exported()).text.split('\r\n')[1];
    expect(row).toBe(
      `"2002","'=HYPERLINK(""http://evil.example"")","Buket Mawar Merah","1","250000","250000","2026-11-20","2026-11-22","Completed","Paid","'+6281234","'@SUM(A1)","","250000","","","","",""`,
    );
  });

  it("adds a bunga papan's text surcharge (in the grand total) and the card's words, formulas neutralised", async () => {
    const board = makeOrder(2004, {
      customerName: 'Keluarga Wijaya',
      totalPrice: 750_000,
      fulfilment: 'delivery',
      deliveryFee: 25_000,
      textSurcharge: 30_000,
      cardMessage: '=1+1 Semoga sabar ya',
      specialMessage: 'Antar sebelum jam 9',
      board: {
        occasion: 'duka',
        religion: 'islam',
        lines: { headline: 'Turut Berduka Cita', recipient: 'Bpk. H. Ahmad', sender: 'Keluarga Besar Wijaya' },
        style: 'gabus',
        symbol: 'none',
        characters: 48,
      },
    });
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json([board])));
    const { user } = await renderOrderManagement('/app/orders');
    await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
    await user.click(screen.getByRole('button', { name: 'Export to CSV 1 order' }));
    const row = (await exported()).text.split('\r\n')[1];
    expect(row.endsWith(`"25000","805000","","","","30000","'=1+1 Semoga sabar ya"`)).toBe(true);
  });

  it("says 'No Data' / 'No orders to export.' when the filter keeps nothing, and downloads nothing", async () => {
    const { user } = await renderOrderManagement('/app/orders?search=zzz-nobody');
    expect(await screen.findByText('No orders match your current filters.', {}, FIRST_VISIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export to CSV 0 orders' }));
    expect(await screen.findByRole('heading', { name: 'No Data' })).toBeInTheDocument();
    expect(screen.getByText('No orders to export.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(pending).toEqual([]);
  });
});
