import 'fake-indexeddb/auto';
import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_WORDS } from '@/entities/order/test/wordsFixtures';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { clearOutbox } from '../model/proofOutbox';
import { runStates } from '../test/runStoryStates';

vi.setConfig({ testTimeout: 30_000 });

fixClockAt(new Date('2026-11-23T10:00:00+07:00'));
afterEach(() => clearOutbox());

const stopItem = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^Pemberhentian \\d+: ${name}$`) })).closest('li')!;

describe('the driver’s run with the proposed words', () => {
  it("shows a board's text as composed, marked 'DUKA', and a bouquet's card words", async () => {
    mockServer.use(...runStates.withWords);
    storeSession('kurir');
    await renderRoute('/app/run');
    await screen.findByRole('heading', { level: 1, name: 'Pengantaran hari ini' }, FIRST_VISIT);

    const board = await stopItem('Keluarga Bpk\\. H\\. Ahmad Sulaiman');
    expect(within(board).getByText('Bunga papan')).toBeInTheDocument();
    expect(within(board).getByText('DUKA')).toBeInTheDocument();
    expect([...board.querySelectorAll('.board-words__text')].map((line) => line.textContent)).toEqual([
      'Turut Berduka Cita',
      'Atas wafatnya  Bpk. H. Ahmad Sulaiman',
      'Keluarga Besar PT Sinar Jaya',
      "Innalillahi wa inna ilaihi raji'un",
    ]);
    expect(board).toHaveTextContent('Lokasi (rumah duka / gedung)Rumah duka, Jl. Kenanga No. 12');
    expect(board).toHaveTextContent(/Waktu acara23 Nov 2026.*13[.:]00 WIB/);
    expect(within(board).queryByText('Kartu ucapan')).not.toBeInTheDocument();

    const bouquet = await stopItem('Raden Ajeng Kusumawardhani Puspitasari Ningrum');
    expect(bouquet).toHaveTextContent('Kartu ucapanSelamat ulang tahun, Ibu tersayang');
    expect(within(bouquet).queryByText('Bunga papan')).not.toBeInTheDocument();

    const long = await stopItem('Keluarga Simanjuntak');
    await waitFor(() => expect(long).toHaveTextContent('Simbol✝ Salib'));
    expect(within(long).getByText('Kristen')).toBeInTheDocument();
    expect(long).toHaveTextContent(`Kartu ucapan${HOSTILE_WORDS}`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
