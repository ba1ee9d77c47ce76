import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  boardOrder,
  cardOrder,
  condolenceBoard,
  HOSTILE_WORDS,
  weddingBoard,
} from '@/entities/order/test/wordsFixtures';
import { fixClockAt, SHOP_LAST_MINUTE } from '@/test/fixedClock';
import { PRINT_DAY, PRINT_ORDERS, PRINT_PRODUCTS } from '../test/printOrders';
import { renderPrint } from '../test/renderPrint';

vi.setConfig({ testTimeout: 30_000 });
fixClockAt(SHOP_LAST_MINUTE);

const ticketOf = (id: number, lng: 'id' | 'en' = 'en') =>
  screen.findByRole('article', { name: lng === 'en' ? `Ticket for order #${id}` : `Tiket pesanan #${id}` });

describe('the ticket of an order with the proposed words', () => {
  it("prints a bunga papan's lines in large type exactly as composed, with its occasion, symbol, event and venue", async () => {
    const board = boardOrder(1530, condolenceBoard({ eventAt: '2026-11-25T02:00:00.000Z' }), {
      deliveryDate: PRINT_DAY,
      fulfilment: 'delivery',
      deliveryFee: 25_000,
    });
    await renderPrint('/app/orders/print/tickets?order=1530', { orders: [board], products: PRINT_PRODUCTS, lng: 'id' });
    const ticket = await ticketOf(1530, 'id');
    const text = within(ticket).getByRole('region', { name: 'Teks bunga papan' });
    const face = text.querySelector('.board-words--ticket .board-words__face')!;
    expect([...face.querySelectorAll('.board-words__text')].map((line) => line.textContent)).toEqual([
      'Turut Berduka Cita',
      'Atas wafatnya  Bpk. H. Ahmad Sulaiman',
      'Keluarga Besar PT Sinar Jaya',
      "Innalillahi wa inna ilaihi raji'un",
    ]);
    expect(face).toHaveAttribute('translate', 'no');
    expect(face.querySelector('.board-words__line--headline')).toHaveTextContent('Ucapan utama: Turut Berduka Cita');
    for (const tag of ['Duka cita', 'Islam', 'Huruf gabus']) expect(within(text).getByText(tag)).toBeInTheDocument();
    expect(text).toHaveTextContent('SimbolTanpa simbol');
    // 09:00 in the shop on 25 November, in the app's date-time format and the shop's zone
    expect(text).toHaveTextContent(/Waktu acara25 Nov 2026.*09[.:]00 WIB/);
    expect(text).toHaveTextContent(
      'Lokasi (rumah duka / gedung)Rumah duka, Jl. Kenanga No. 12, Tebet, Jakarta Selatan',
    );
    // no card: the board's part stands alone
    expect(within(ticket).queryByRole('region', { name: 'Kartu ucapan' })).not.toBeInTheDocument();

    const work = within(ticket).getByRole('region', { name: 'Perintah kerja florist · #1530' });
    expect(work).toHaveTextContent(
      'Instruksi khususPapan dipasang di depan rumah duka; hubungi Bpk. Hendra di lokasi.',
    );
    const slip = within(ticket).getByRole('region', { name: 'Slip pengiriman' });
    expect(slip).toHaveTextContent('Ongkos kirimRp 25.000');
    expect(slip).toHaveTextContent('Biaya tambahan teksRp 30.000');
    expect(slip).toHaveTextContent('Total bayarRp 805.000');
  });

  it("names the board's symbol with the shop's glyph, and keeps the customer's words in English", async () => {
    await renderPrint('/app/orders/print/tickets?order=1531', {
      orders: [boardOrder(1531, weddingBoard(), { deliveryDate: PRINT_DAY, textSurcharge: 0 })],
    });
    const text = within(await ticketOf(1531)).getByRole('region', { name: 'Board text' });
    await waitFor(() => expect(text).toHaveTextContent('Symbol♥ Hati'));
    expect(within(text).getByText('Happy Wedding')).toBeInTheDocument();
    expect(within(text).getByText('Rizky & Anisa')).toBeInTheDocument();
    for (const tag of ['Wedding', 'Printed']) expect(within(text).getByText(tag)).toBeInTheDocument();
    expect(text.querySelector('.board-words__glyph')).toHaveTextContent('♥');
    const slip = within(await ticketOf(1531)).getByRole('region', { name: 'Delivery slip' });
    expect(slip).toHaveTextContent('Text surchargeRp 0');
    expect(slip).toHaveTextContent('Grand totalRp 750.000');
  });

  it("prints a bouquet's card words on the card and, apart, the instructions on the work order", async () => {
    await renderPrint('/app/orders/print/tickets?order=1532', {
      orders: [cardOrder(1532, { deliveryDate: PRINT_DAY })],
    });
    const ticket = await ticketOf(1532);
    const card = within(ticket).getByRole('region', { name: 'Card' });
    expect(card.querySelector('.print-card__message')?.textContent).toBe(
      'Selamat ulang tahun, Mama!\nSemoga sehat selalu. Peluk dari Ayu',
    );
    expect(card).not.toHaveTextContent('satpam');
    const work = within(ticket).getByRole('region', { name: 'Florist work order · #1532' });
    expect(work).toHaveTextContent(
      'Special instructionsTelepon penerima sebelum tiba; titip ke satpam bila tidak ada orang.',
    );
    expect(work).not.toHaveTextContent('Peluk dari Ayu');
    // a bouquet: no surcharge line, no board
    expect(within(ticket).getByRole('region', { name: 'Delivery slip' })).not.toHaveTextContent('Text surcharge');
    expect(within(ticket).queryByRole('region', { name: 'Board text' })).not.toBeInTheDocument();
  });

  it('prints an order placed without the words as before: its one text on the card and as the instructions', async () => {
    await renderPrint('/app/orders/print/tickets?order=1500', { orders: PRINT_ORDERS });
    const ticket = await ticketOf(1500);
    const text = 'Selamat ulang tahun, sayang! Semoga semua impianmu tercapai.';
    expect(within(within(ticket).getByRole('region', { name: 'Card' })).getByText(text)).toBeInTheDocument();
    expect(within(ticket).getByRole('region', { name: 'Florist work order · #1500' })).toHaveTextContent(
      `Special instructions${text}`,
    );
    expect(ticket).not.toHaveTextContent('Text surcharge');
  });

  it('prints hostile words as text, on the board, the card and the instructions', async () => {
    const hostile = boardOrder(
      1533,
      condolenceBoard({
        lines: { headline: HOSTILE_WORDS, recipient: `Bpk. ${HOSTILE_WORDS}`, sender: 'Keluarga' },
        venue: HOSTILE_WORDS,
      }),
      { deliveryDate: PRINT_DAY, cardMessage: HOSTILE_WORDS, specialMessage: `<b>${HOSTILE_WORDS}</b>` },
    );
    await renderPrint('/app/orders/print/tickets?order=1533', { orders: [hostile] });
    const ticket = await ticketOf(1533);
    expect(within(ticket).getAllByText(HOSTILE_WORDS).length).toBeGreaterThanOrEqual(3);
    expect(within(ticket).getByText(`Bpk. ${HOSTILE_WORDS}`)).toBeInTheDocument();
    expect(within(ticket).getByText(`<b>${HOSTILE_WORDS}</b>`)).toBeInTheDocument();
    expect(ticket.querySelector('img[src="x"], b')).toBeNull();
  });
});
