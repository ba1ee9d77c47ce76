import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOSTILE_WORDS } from '@/entities/order/test/wordsFixtures';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { pagePath, placeOrder } from '../test/orderPageBackend';
import { publicOrderStates, STORY_PATH } from '../test/storyStates';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));

const details = () => screen.findByRole('region', { name: 'Detail pesanan' }, FIRST_VISIT);
const open = async (state: keyof typeof publicOrderStates, lng: 'id' | 'en' = 'id') => {
  mockServer.use(...publicOrderStates[state]);
  return renderRoute(STORY_PATH, { lng });
};

describe('the order page with the proposed words', () => {
  it("shows a bouquet's card words as the customer wrote them, never the instructions, placed through the backend", async () => {
    const order = await placeOrder({
      cardMessage: 'Selamat ulang tahun, Mama!\nPeluk dari Ayu',
      specialMessage: 'Titip ke satpam bila tidak ada orang',
    });
    await renderRoute(pagePath(order));
    const summary = await details();
    expect(within(summary).getByRole('heading', { name: 'Kartu ucapan' })).toBeInTheDocument();
    expect(summary.querySelector('.order-page-summary__card')?.textContent).toBe(
      'Selamat ulang tahun, Mama!\nPeluk dari Ayu',
    );
    expect(document.body).not.toHaveTextContent('Titip ke satpam');
    expect(within(summary).queryByText('Biaya tambahan teks')).not.toBeInTheDocument();
  });

  it("shows a board's text in the summary and its surcharge as its own line before the grand total", async () => {
    await open('boardPlaced');
    const summary = await details();
    expect(within(summary).getByRole('heading', { name: 'Bunga papan' })).toBeInTheDocument();
    expect([...summary.querySelectorAll('.board-words__text')].map((line) => line.textContent)).toEqual([
      'Turut Berduka Cita',
      'Atas wafatnya  Bpk. H. Ahmad Sulaiman',
      'Keluarga Besar PT Sinar Jaya',
      "Innalillahi wa inna ilaihi raji'un",
    ]);
    expect(summary).toHaveTextContent(/Waktu acara25 Nov 2026.*09[.:]00 WIB/);
    const money = [...summary.querySelectorAll('.order-page-list > div')].map((row) => row.textContent);
    expect(money.slice(-4)).toEqual([
      'TotalRp 750.000',
      'Ongkos kirimRp 25.000',
      'Biaya tambahan teksRp 30.000',
      'Total bayarRp 805.000',
    ]);
    expect(within(summary).queryByRole('heading', { name: 'Kartu ucapan' })).not.toBeInTheDocument();
  });

  it('puts the composed text beside the photo that proves it, and keeps "Minta perubahan"', async () => {
    const { user } = await open('boardPhotoWaiting', 'en');
    const photo = await screen.findByRole('region', { name: 'Arrangement photo' }, FIRST_VISIT);
    expect(within(photo).getByRole('heading', { name: 'The text you composed' })).toBeInTheDocument();
    expect(
      within(photo).getByText(/^Check every name, title and symbol in the photo against this text\./),
    ).toBeInTheDocument();
    // the words stay the customer's in English; only the labels change
    expect(within(photo).getByText('Turut Berduka Cita')).toBeInTheDocument();
    for (const tag of ['Condolence', 'Islam', 'Foam letters']) expect(within(photo).getByText(tag)).toBeInTheDocument();
    expect(photo).toHaveTextContent('Venue (funeral home / hall)Rumah duka, Jl. Kenanga No. 12');
    // shown once: beside the photo, not again in the summary
    const summary = screen.getByRole('region', { name: 'Order details' });
    expect(within(summary).queryByText('Turut Berduka Cita')).not.toBeInTheDocument();
    expect(summary).toHaveTextContent('Text surchargeRp 30.000');

    await user.click(within(photo).getByRole('button', { name: 'Request a change' }));
    expect(await within(photo).findByRole('textbox', { name: /What should change\?/ })).toBeInTheDocument();
  });

  it('shows hostile words as text, on the board, the card and the note', async () => {
    await open('boardLongHostile');
    const photo = await screen.findByRole('region', { name: 'Foto rangkaian' }, FIRST_VISIT);
    expect(within(photo).getByText(/^Segenap Direksi <img src=x onerror=alert\(1\)> dan/)).toBeInTheDocument();
    expect(within(photo).getByText(`Minta perubahan: Nama almarhumah salah: ${HOSTILE_WORDS}`)).toBeInTheDocument();
    expect(within(photo).queryByText(/^Cocokkan/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Detail pesanan' });
    expect(within(summary).getByText(HOSTILE_WORDS)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
