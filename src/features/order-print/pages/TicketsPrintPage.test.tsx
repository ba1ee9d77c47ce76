import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { fixClockAt, SHOP_LAST_MINUTE } from '@/test/fixedClock';
import { mockServer } from '@mocks/node';
import { mapsSearchUrl } from '../model/mapsSearchUrl';
import { PRINT_DAY, PRINT_ORDERS, PRINT_PRODUCTS } from '../test/printOrders';
import { renderPrint } from '../test/renderPrint';

vi.setConfig({ testTimeout: 30_000 });
fixClockAt(SHOP_LAST_MINUTE);

const tickets = () => Array.from(document.querySelectorAll<HTMLElement>('.print-ticket'));

describe('ticket print page', () => {
  it("prints one order's ticket in three parts: work order, delivery slip with the maps QR code, the signed card", async () => {
    await renderPrint('/app/orders/print/tickets?order=1500', { orders: PRINT_ORDERS, products: PRINT_PRODUCTS });
    const ticket = await screen.findByRole('article', { name: 'Ticket for order #1500' });
    expect(tickets()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket for order #1500' })).toBeInTheDocument();

    const work = within(ticket).getByRole('region', { name: 'Florist work order · #1500' });
    expect(within(work).getByText('Buket Mawar Merah')).toBeInTheDocument();
    expect(within(work).getByText('× 3')).toBeInTheDocument();
    expect(within(work).getByRole('img', { name: 'Photo of Buket Mawar Merah' })).toBeInTheDocument();
    expect(await within(work).findByText('Warna: Merah')).toBeInTheDocument();
    expect(within(work).getByText('Jumlah tangkai: 12')).toBeInTheDocument();
    expect(within(work).getByText('Tuesday, 24 November 2026')).toBeInTheDocument();
    expect(within(work).getByText('Pagi (08:00 - 12:00)')).toBeInTheDocument();

    const address = 'Jl. Melati No. 5, RT 03/RW 05, Coblong, Bandung 40132';
    const slip = within(ticket).getByRole('region', { name: 'Delivery slip' });
    for (const text of ['#1500', 'Ibu Sari', '0857-1111-2222', address, 'Pending'])
      expect(within(slip).getByText(text)).toBeInTheDocument();
    expect(within(slip).getByText(/Not paid/)).toBeInTheDocument();
    const qr = within(slip).getByRole('img', { name: `QR code: open ${address} in maps` });
    expect(qr).toHaveAttribute('data-qr-text', mapsSearchUrl(address));
    const mapsLink = within(slip).getByRole('link', { name: /Scan to open the address in maps/ });
    expect(mapsLink).toHaveAttribute('href', mapsSearchUrl(address));
    expect(mapsLink).toHaveAttribute('rel', 'noopener noreferrer');

    const card = within(ticket).getByRole('region', { name: 'Card' });
    expect(within(card).getByText('Selamat ulang tahun, sayang! Semoga semua impianmu tercapai.')).toBeInTheDocument();
    expect(within(card).getByText('— Pak Anton')).toBeInTheDocument();
    expect(within(ticket).getAllByRole('separator', { name: 'Cut here' })).toHaveLength(2);
  });

  it('leaves a signed card message unsigned, and shows the shop from the general parameters', async () => {
    await renderPrint('/app/orders/print/tickets?order=1503', { orders: PRINT_ORDERS });
    const ticket = await screen.findByRole('article', { name: 'Ticket for order #1503' });
    const card = within(ticket).getByRole('region', { name: 'Card' });
    expect(card.querySelector('.print-card__message')?.textContent).toBe('Maaf ya, aku sayang kamu.\n- Rudi');
    expect(card.querySelector('.print-card__signature')).toBeNull();
    expect(within(ticket).getByText('Fleur Florist')).toBeInTheDocument();
    expect(within(ticket).queryByText(/Not paid/)).toBeNull();
  });

  it("prints one ticket per active delivery of the day, in window order ('other' texts last)", async () => {
    await renderPrint(`/app/orders/print/tickets?day=${PRINT_DAY}`, { orders: PRINT_ORDERS });
    await screen.findByRole('heading', { level: 1, name: 'Delivery tickets for Tuesday, 24 November 2026' });
    await screen.findByRole('article', { name: 'Ticket for order #1500' });
    expect(tickets().map((ticket) => ticket.getAttribute('aria-label'))).toEqual([
      'Ticket for order #1500',
      'Ticket for order #1501',
      'Ticket for order #1503',
      'Ticket for order #1502',
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('says so when the day has nothing to print, and prints nothing', async () => {
    await renderPrint('/app/orders/print/tickets?day=2026-11-30', { orders: PRINT_ORDERS, lng: 'id' });
    expect(await screen.findByRole('heading', { name: 'Tidak ada yang dicetak' })).toBeInTheDocument();
    expect(screen.getByText(/^Tidak ada pengiriman aktif pada .*30 November 2026\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeDisabled();
    expect(tickets()).toHaveLength(0);
  });

  it('shows a failed load with a retry that recovers', async () => {
    let fail = true;
    mockServer.use(
      http.get('*/api/CustomerOrder', () =>
        fail
          ? HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })
          : HttpResponse.json(PRINT_ORDERS),
      ),
    );
    const { user } = await renderPrint('/app/orders/print/tickets?order=1501');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Ticket for order #1501' })).toBeInTheDocument();
  });

  it("prints the day's tickets from the seeded mock backend: today when ?day= is missing", async () => {
    await renderPrint('/app/orders/print/tickets');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery tickets for Monday, 23 November 2026' }),
    ).toBeInTheDocument();
  });

  it("shows a delivery's fulfilment, zone, fee and grand total on its slip, a pickup's without a zone, and nothing of them for an order without terms", async () => {
    const delivery = makeOrder(1520, {
      deliveryDate: PRINT_DAY,
      quantity: 2,
      unitPrice: 225_000,
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
      patokan: 'Depan masjid, rumah cat hijau',
    });
    const pickup = makeOrder(1521, { deliveryDate: PRINT_DAY, fulfilment: 'pickup', deliveryFee: 0 });
    await renderPrint(`/app/orders/print/tickets?day=${PRINT_DAY}`, {
      orders: [...PRINT_ORDERS, delivery, pickup],
      products: PRINT_PRODUCTS,
      lng: 'id',
    });
    const slipOf = async (id: number) =>
      within(await screen.findByRole('article', { name: `Tiket pesanan #${id}` })).getByRole('region', {
        name: 'Slip pengiriman',
      });
    const deliverySlip = await slipOf(1520);
    await waitFor(() => expect(deliverySlip).toHaveTextContent('ZonaJakarta Selatan'));
    expect(deliverySlip).toHaveTextContent('Cara terimaDiantar');
    expect(deliverySlip).toHaveTextContent('Ongkos kirimRp 25.000');
    expect(deliverySlip).toHaveTextContent('Total bayarRp 475.000');
    expect(deliverySlip).toHaveTextContent('PatokanDepan masjid, rumah cat hijau');
    const pickupSlip = await slipOf(1521);
    expect(pickupSlip).toHaveTextContent('Cara terimaAmbil di toko');
    expect(pickupSlip).toHaveTextContent('Ongkos kirimRp 0');
    expect(pickupSlip).not.toHaveTextContent('Zona');
    const legacySlip = await slipOf(1500);
    expect(legacySlip).not.toHaveTextContent('Cara terima');
    expect(legacySlip).not.toHaveTextContent('Ongkos kirim');
  });
});
