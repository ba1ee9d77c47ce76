import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerOrder } from '@/api/generated/shopApi';
import {
  boardOrder,
  cardOrder,
  condolenceBoard,
  HOSTILE_WORDS,
  longBoard,
  weddingBoard,
} from '@/entities/order/test/wordsFixtures';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

async function openDetails(order: CustomerOrder, lng: 'id' | 'en' = 'en') {
  mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json([order])));
  const rendered = await renderOrderManagement('/app/orders', { lng });
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  const view = lng === 'en' ? 'View details of order' : 'Lihat detail pesanan';
  await rendered.user.click(within(rowOf(order.orderID)).getByRole('button', { name: `${view} #${order.orderID}` }));
  const title = lng === 'en' ? `Order #${order.orderID}` : `Pesanan #${order.orderID}`;
  return { ...rendered, popup: await screen.findByRole('dialog', { name: title }) };
}

const sectionOf = (popup: HTMLElement, heading: string) =>
  within(popup).getByRole('heading', { name: heading }).closest('section')!;

describe('the order details with the proposed words', () => {
  it("shows a bouquet's card words and, apart, the instructions; no surcharge line", async () => {
    const { popup } = await openDetails(cardOrder(1600));
    const customer = sectionOf(popup, 'Customer');
    expect(customer).toHaveTextContent('Card messageSelamat ulang tahun, Mama!');
    expect(customer).toHaveTextContent(
      'Special instructionsTelepon penerima sebelum tiba; titip ke satpam bila tidak ada orang.',
    );
    expect(customer).not.toHaveTextContent('Special Message');
    expect(within(popup).queryByRole('region', { name: 'Flower board' })).not.toBeInTheDocument();
    expect(sectionOf(popup, 'Product')).not.toHaveTextContent('Text surcharge');
  });

  it("shows a board's text as composed, with its facts, and the surcharge in the money lines (id)", async () => {
    const order = boardOrder(1601, condolenceBoard({ eventAt: '2026-11-25T02:00:00.000Z' }), {
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
    });
    const { popup } = await openDetails(order, 'id');
    const board = within(popup).getByRole('region', { name: 'Bunga papan' });
    expect([...board.querySelectorAll('.board-words__text')].map((line) => line.textContent)).toEqual([
      'Turut Berduka Cita',
      'Atas wafatnya  Bpk. H. Ahmad Sulaiman',
      'Keluarga Besar PT Sinar Jaya',
      "Innalillahi wa inna ilaihi raji'un",
    ]);
    for (const tag of ['Duka cita', 'Islam', 'Huruf gabus']) expect(within(board).getByText(tag)).toBeInTheDocument();
    expect(board).toHaveTextContent(/Waktu acara25 Nov 2026.*09[.:]00 WIB/);
    expect(board).toHaveTextContent('Lokasi (rumah duka / gedung)Rumah duka, Jl. Kenanga No. 12');
    const customer = sectionOf(popup, 'Pelanggan');
    expect(customer).toHaveTextContent('Instruksi KhususPapan dipasang di depan rumah duka');
    expect(customer).not.toHaveTextContent('Kartu ucapan');
    const product = sectionOf(popup, 'Produk');
    for (const line of [
      'Total produkRp 750.000',
      'Ongkos kirimRp 25.000',
      'Biaya tambahan teksRp 30.000',
      'Total bayarRp 805.000',
    ])
      expect(product).toHaveTextContent(line);
  });

  it('names the symbol with its glyph and keeps the words in English; a board without delivery terms still totals', async () => {
    const { popup } = await openDetails(boardOrder(1602, weddingBoard(), { textSurcharge: 12_000 }));
    const board = within(popup).getByRole('region', { name: 'Flower board' });
    await waitFor(() => expect(board).toHaveTextContent('Symbol♥ Hati'));
    expect(within(board).getByText('Happy Wedding')).toBeInTheDocument();
    for (const tag of ['Wedding', 'Printed']) expect(within(board).getByText(tag)).toBeInTheDocument();
    const product = sectionOf(popup, 'Product');
    expect(product).toHaveTextContent('Product totalRp 750.000');
    expect(product).not.toHaveTextContent('Delivery fee');
    expect(product).toHaveTextContent('Text surchargeRp 12.000');
    expect(product).toHaveTextContent('Grand totalRp 762.000');
  });

  it('shows the grand total with the surcharge in the row, and hostile words as text', async () => {
    const hostile = boardOrder(
      1603,
      longBoard({ lines: { headline: HOSTILE_WORDS, recipient: 'Ibu Maria', sender: `<script>x</script>` } }),
      { cardMessage: HOSTILE_WORDS, specialMessage: `<b>${HOSTILE_WORDS}</b>` },
    );
    const { popup } = await openDetails(hostile);
    expect(within(rowOf(1603, { hidden: true })).getByText('Rp 780.000', { exact: false })).toBeInTheDocument();
    expect(within(rowOf(1603, { hidden: true })).getByText('incl. text surcharge Rp 30.000')).toBeInTheDocument();
    const board = within(popup).getByRole('region', { name: 'Flower board' });
    expect(within(board).getByText(HOSTILE_WORDS)).toBeInTheDocument();
    expect(within(board).getByText('<script>x</script>')).toBeInTheDocument();
    expect(within(sectionOf(popup, 'Customer')).getByText(HOSTILE_WORDS)).toBeInTheDocument();
    expect(within(sectionOf(popup, 'Customer')).getByText(`<b>${HOSTILE_WORDS}</b>`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"], script:not([src]), .order-details b')).toBeNull();
  });

  it("shows the surcharge on a phone's card", async () => {
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json([boardOrder(1604, weddingBoard())])));
    await renderOrderManagement('/app/orders', { viewport: 'phone' });
    const card = await screen.findByRole('article', { name: /#1604/ }, FIRST_VISIT);
    expect(card).toHaveTextContent('Text surchargeRp 30.000');
    expect(card).toHaveTextContent('TotalRp 780.000');
  });
});
