import '@/test/dialogTestSetup';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import {
  boardOrder,
  cardOrder,
  condolenceBoard,
  HOSTILE_WORDS,
  weddingBoard,
} from '@/entities/order/test/wordsFixtures';
import { fixClockAt } from '@/test/fixedClock';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop (Asia/Jakarta) on Tuesday 24 November 2026.
fixClockAt(new Date('2026-11-24T10:00:00+07:00'));
const today = new Date('2026-11-24T00:00:00+07:00').toISOString();
const shopTime = (time: string) => new Date(`2026-11-24T${time}:00+07:00`).toISOString();
const PAGI = 'Pagi (08:00 - 12:00)';

function orders(): CustomerOrder[] {
  return [
    makeOrder(401, { deliveryDate: today, deliveryTime: PAGI, specialMessage: 'Selamat ulang tahun!' }),
    boardOrder(402, weddingBoard({ eventAt: shopTime('11:00') }), { deliveryDate: today, deliveryTime: PAGI }),
    boardOrder(403, condolenceBoard({ eventAt: shopTime('15:00') }), { deliveryDate: today, deliveryTime: PAGI }),
    cardOrder(404, { deliveryDate: today, deliveryTime: PAGI }),
    boardOrder(
      405,
      condolenceBoard({
        eventAt: shopTime('09:30'),
        lines: { headline: 'Turut Berduka Cita', recipient: `Bpk. ${HOSTILE_WORDS}`, sender: 'Keluarga' },
      }),
      { deliveryDate: today, deliveryTime: PAGI },
    ),
    boardOrder(406, condolenceBoard({ eventAt: shopTime('12:45') }), { deliveryDate: today, deliveryTime: PAGI }),
  ];
}

const cardOf = (id: number) => screen.getByRole('article', { name: new RegExp(`^#${id} `) });
const cardIds = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => Number(/#(\d+)/.exec(card.textContent ?? '')?.[1]));

describe('the delivery board with the proposed words', () => {
  it("puts condolence boards first in their lane by when the event starts, marked 'DUKA' with the time left", async () => {
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders())));
    await renderOrderManagement('/app/orders?view=board', { lng: 'id' });
    const lane = await screen.findByRole('region', { name: /^Pagi \(08:00 - 12:00\)/ }, FIRST_VISIT);
    expect(cardIds(lane)).toEqual([405, 406, 403, 401, 402, 404]);

    expect(within(cardOf(406)).getByText('DUKA')).toBeInTheDocument();
    expect(within(cardOf(406)).getByText('Acara 2 jam 45 menit lagi')).toBeInTheDocument();
    expect(within(cardOf(403)).getByText('Acara 5 jam lagi')).toBeInTheDocument();
    expect(within(cardOf(405)).getByText('Acara sudah dimulai')).toBeInTheDocument();
    // a wedding board: its words, no mark
    expect(within(cardOf(402)).queryByText('DUKA')).not.toBeInTheDocument();
    expect(within(cardOf(402)).getByText('Happy Wedding')).toBeInTheDocument();
    expect(within(cardOf(402)).queryByText(/^Acara /)).not.toBeInTheDocument();

    const condolence = cardOf(403);
    expect(condolence).toHaveTextContent('Bunga papan');
    expect(within(condolence).getByText('Turut Berduka Cita')).toBeInTheDocument();
    expect(within(condolence).getByText('Keluarga Besar PT Sinar Jaya')).toBeInTheDocument();
    expect(condolence).toHaveTextContent('Instruksi KhususPapan dipasang di depan rumah duka');
    expect(condolence).not.toHaveTextContent('Pesan kartu');

    // hostile words show as text
    expect(within(cardOf(405)).getByText(`Bpk. ${HOSTILE_WORDS}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("shows a bouquet's card words and the instructions apart, and an order without them as before", async () => {
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders())));
    await renderOrderManagement('/app/orders?view=board');
    await screen.findByRole('region', { name: /^Morning \(08:00 - 12:00\)/ }, FIRST_VISIT);
    const bouquet = cardOf(404);
    expect(bouquet).toHaveTextContent('Card messageSelamat ulang tahun, Mama!');
    expect(bouquet).toHaveTextContent('Special instructionsTelepon penerima sebelum tiba');
    const legacy = cardOf(401);
    expect(legacy).toHaveTextContent('Card messageSelamat ulang tahun!');
    expect(legacy).not.toHaveTextContent('Special instructions');
  });

  it('counts down on the shop clock while the board is open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00+07:00'));
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders())));
    await renderOrderManagement('/app/orders?view=board', { lng: 'en' });
    await screen.findByRole('region', { name: /^Morning \(08:00 - 12:00\)/ }, FIRST_VISIT);
    expect(within(cardOf(406)).getByText('CONDOLENCE')).toBeInTheDocument();
    expect(within(cardOf(406)).getByText('Event in 2 hours 45 minutes')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(3 * 60 * 60_000);
    });
    expect(within(cardOf(406)).getByText('Event has started')).toBeInTheDocument();
  });
});
