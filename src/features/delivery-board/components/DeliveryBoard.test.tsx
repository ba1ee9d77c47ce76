import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { fixClockAt } from '@/test/fixedClock';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop (Asia/Jakarta) on Tuesday 24 November 2026.
fixClockAt(new Date('2026-11-24T10:00:00+07:00'));
/** Midnight of a shop day, as the API sends delivery dates. */
const day = (iso: string) => new Date(`${iso}T00:00:00+07:00`).toISOString();

function boardOrders(): CustomerOrder[] {
  return [
    makeOrder(201, {
      deliveryDate: day('2026-11-24'),
      deliveryTime: 'Sore (17:00 - 20:00)',
      customerName: 'Sari',
      specialMessage: 'Selamat ulang tahun!',
    }),
    makeOrder(202, {
      deliveryDate: day('2026-11-24'),
      deliveryTime: 'Pagi (08:00 - 12:00)',
      customerName: 'Budi',
      payments: ['Paid'],
      statuses: ['Processing'],
    }),
    makeOrder(203, { deliveryDate: day('2026-11-24'), deliveryTime: 'antar sebelum jam 3', customerName: 'Tono' }),
    makeOrder(204, { deliveryDate: day('2026-11-24'), statuses: ['Cancelled'], customerName: 'Batal' }),
    makeOrder(205, { deliveryDate: day('2026-11-25'), deliveryTime: 'Kapan Saja', customerName: 'Besok' }),
    makeOrder(206, { deliveryDate: day('2026-11-22'), statuses: ['Processing'], customerName: 'Telat' }),
    makeOrder(207, {
      deliveryDate: day('2026-11-20'),
      statuses: ['Delivered'],
      payments: ['Pending'],
      customerName: 'Utang',
    }),
  ];
}

/** The mock backend answering the list with `orders` and applying status changes to them. */
function serve(orders: CustomerOrder[]) {
  mockServer.use(
    http.get('*/api/CustomerOrder', () => HttpResponse.json(orders)),
    http.put('*/api/CustomerOrder/:id/status', async ({ params, request }) => {
      const order = orders.find((candidate) => candidate.orderID === Number(params.id))!;
      const { status } = (await request.json()) as { status: string };
      order.orderStatuses = [
        {
          statusID: Date.now(),
          orderID: order.orderID,
          status: status as never,
          confirmationDate: new Date().toISOString(),
        },
        ...order.orderStatuses,
      ];
      return HttpResponse.json(order);
    }),
  );
}

const lane = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
const cardIds = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => /#(\d+)/.exec(card.textContent ?? '')?.[1]);

describe('delivery board', () => {
  it("shows today's active deliveries by window, unknown window text in 'Lainnya', cancelled ones left out", async () => {
    serve(boardOrders());
    await renderOrderManagement('/app/orders?view=board', { lng: 'id' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pengiriman Selasa, 24 November 2026' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(cardIds(lane('Pagi (08:00 - 12:00)'))).toEqual(['202']);
    expect(cardIds(lane('Siang (12:00 - 17:00)'))).toEqual([]);
    expect(cardIds(lane('Sore (17:00 - 20:00)'))).toEqual(['201']);
    expect(cardIds(lane('Kapan Saja'))).toEqual([]);
    expect(cardIds(lane('Lainnya'))).toEqual(['203']);

    const strip = screen.getByRole('navigation', { name: 'Hari pengiriman' });
    const days = within(strip).getAllByRole('button');
    expect(days).toHaveLength(8);
    expect(days[0]).toHaveTextContent('Terlambat1 pengiriman');
    expect(days[1]).toHaveTextContent(/^Hari ini24 Nov3 pengiriman$/);
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(days[2]).toHaveTextContent('1 pengiriman');

    const card = within(lane('Sore (17:00 - 20:00)')).getByRole('article');
    expect(card).toHaveTextContent('Belum lunas');
    expect(card).toHaveTextContent('Selamat ulang tahun!');
    expect(within(card).getByRole('link', { name: /^Telepon 081234567890/ })).toHaveAttribute(
      'href',
      'tel:081234567890',
    );
    expect(within(card).getByRole('link', { name: 'Cetak tiket (pesanan #201)' })).toHaveAttribute(
      'href',
      '/app/orders/print/tickets?order=201',
    );
    const whatsapp = within(card).getByRole('link', { name: 'Kirim WhatsApp untuk pesanan #201 (membuka tab baru)' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/6281234567890\?text=.*%23201/));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(lane('Pagi (08:00 - 12:00)')).getByRole('article')).not.toHaveTextContent('Belum lunas');
    expect(screen.getByRole('link', { name: 'Cetak manifest' })).toHaveAttribute(
      'href',
      '/app/orders/print/manifest?day=2026-11-24',
    );
  });

  it('alerts to overdue and to delivered-but-unpaid orders, each opening the board on them', async () => {
    serve(boardOrders());
    const { user, router } = await renderOrderManagement('/app/orders?view=board', { lng: 'id' });
    const alerts = await screen.findByRole('status', { name: 'Perlu perhatian' }, FIRST_VISIT);
    expect(alerts).toHaveTextContent('1 pengiriman terlambat');
    expect(alerts).toHaveTextContent('1 pesanan sudah dikirim atau selesai tetapi belum lunas.');

    await user.click(within(alerts).getByRole('button', { name: 'Lihat yang terlambat' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pengiriman terlambat' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=board&day=overdue');
    expect(screen.getAllByRole('article').map((card) => /#(\d+)/.exec(card.textContent ?? '')?.[1])).toEqual(['206']);

    await user.click(screen.getByRole('button', { name: 'Lihat yang belum lunas' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sudah dikirim atau selesai, belum lunas' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => /#(\d+)/.exec(card.textContent ?? '')?.[1])).toEqual(['207']);
  });

  it('moves an order on from its card with the list’s confirmation, and keeps the day in the URL', async () => {
    const orders = boardOrders();
    serve(orders);
    const { user, router } = await renderOrderManagement('/app/orders?view=board&day=2026-11-25', { lng: 'en' });
    const card = await screen.findByRole('article', {}, FIRST_VISIT);
    expect(router.state.location.search).toBe('?view=board&day=2026-11-25');
    await user.click(within(card).getByRole('button', { name: 'Move to Processing (order #205)' }));
    const question = await screen.findByRole('dialog', {}, FIRST_VISIT);
    expect(within(question).getByText('Change status to Processing?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, update it!' }));
    expect(await screen.findByRole('heading', { name: 'Updated!' }, FIRST_VISIT)).toBeInTheDocument();
    await waitFor(() =>
      expect(orders.find((order) => order.orderID === 205)!.orderStatuses[0].status).toBe('Processing'),
    );
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: 'Move to Completed (order #205)', hidden: true }),
        ).toBeInTheDocument(),
      FIRST_VISIT,
    );
  });

  it('says when a day has no deliveries', async () => {
    serve(boardOrders());
    await renderOrderManagement('/app/orders?view=board&day=2026-11-27', { lng: 'en' });
    expect(await screen.findByText('No deliveries on this day', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print manifest' })).not.toBeInTheDocument();
  });

  it('fails like the list, with a retry', async () => {
    mockServer.use(
      http.get('*/api/CustomerOrder', () =>
        HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }),
      ),
    );
    await renderOrderManagement('/app/orders?view=board', { lng: 'en' });
    expect(await screen.findByText('Failed to load orders. Please try again.', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });

  it("puts pickups in their own 'Ambil di Toko' lane, last, and shows a delivery's zone; without pickups there is no such lane", async () => {
    serve([
      ...boardOrders(),
      makeOrder(208, {
        deliveryDate: day('2026-11-24'),
        deliveryTime: 'Siang (12:00 - 17:00)',
        customerName: 'Ambil',
        fulfilment: 'pickup',
        deliveryFee: 0,
      }),
      makeOrder(209, {
        deliveryDate: day('2026-11-24'),
        deliveryTime: 'Pagi (08:00 - 12:00)',
        customerName: 'Zona',
        fulfilment: 'delivery',
        deliveryZoneId: 'depok',
        deliveryFee: 40_000,
      }),
    ]);
    await renderOrderManagement('/app/orders?view=board', { lng: 'id' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pengiriman Selasa, 24 November 2026' }, FIRST_VISIT),
    ).toBeInTheDocument();
    const regions = screen.getAllByRole('region').filter((region) => region.classList.contains('board-lane'));
    expect(regions.at(-1)).toBe(lane('Ambil di Toko'));
    expect(cardIds(lane('Ambil di Toko'))).toEqual(['208']);
    expect(cardIds(lane('Siang (12:00 - 17:00)'))).toEqual([]);
    expect(cardIds(lane('Pagi (08:00 - 12:00)'))).toEqual(['202', '209']);
    const pickup = within(lane('Ambil di Toko')).getByRole('article');
    expect(pickup).toHaveTextContent('Waktu ambilSiang (12:00 - 17:00)');
    expect(pickup).not.toHaveTextContent('Alamat');
    const zoned = within(lane('Pagi (08:00 - 12:00)')).getAllByRole('article')[1];
    await waitFor(() => expect(zoned).toHaveTextContent('ZonaDepok'));
    expect(zoned).toHaveTextContent('AlamatJl. Kemang Raya');
  });

  it('shows no pickup lane on a day without pickups', async () => {
    serve(boardOrders());
    await renderOrderManagement('/app/orders?view=board', { lng: 'en' });
    expect(await screen.findByRole('region', { name: /^Morning \(08:00 - 12:00\)/ }, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Other/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Pickup at the Shop/ })).not.toBeInTheDocument();
  });
});
