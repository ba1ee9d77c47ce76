import 'fake-indexeddb/auto';
import '@/test/dialogTestSetup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { pngFile } from '@mocks/contract/pngFile';
import { mockServer, setScenario } from '@mocks/node';
import { clearOutbox } from '../model/proofOutbox';
import { fileDeliveredElsewhere, seededStops, setOnline, storedProofs } from '../test/runBackend';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026: the seed puts that day's deliveries on kurir's run.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));

afterEach(async () => {
  setOnline(true);
  await clearOutbox();
});

async function openRun() {
  storeSession('kurir');
  const rendered = await renderRoute('/app/run');
  await screen.findByRole('heading', { level: 1, name: 'Pengantaran hari ini' }, FIRST_VISIT);
  return rendered;
}

const stopItem = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(`^Pemberhentian \\d+: ${name}$`) })).closest('li')!;

/** 'Sampai' on a stop, then the proof sheet filled as delivered with a photo and who received it. */
async function fileDelivered(user: Awaited<ReturnType<typeof renderRoute>>['user'], name: string, receivedBy: string) {
  await user.click(within(await stopItem(name)).getByRole('button', { name: `Sampai di ${name}` }));
  const sheet = await screen.findByRole('dialog', { name: /^Bukti pengantaran #\d+$/ });
  const save = within(sheet).getByRole('button', { name: 'Simpan bukti' });
  expect(save).toBeDisabled();
  await user.upload(within(sheet).getByLabelText('Ambil foto'), pngFile('pintu.png'));
  await within(sheet).findByRole('img', { name: /^Foto bukti pesanan #\d+$/ });
  await user.type(within(sheet).getByRole('textbox', { name: /Diterima oleh/ }), receivedBy);
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the driver’s run (/app/run, proposed)', () => {
  it('a Driver lands on their run: today’s stops in order, with call, WhatsApp, Maps and Waze', async () => {
    const stops = await seededStops();
    expect(stops.length).toBeGreaterThan(1);
    storeSession('kurir');
    const { router } = await renderRoute('/app/flower');
    await screen.findByRole('heading', { level: 1, name: 'Pengantaran hari ini' }, FIRST_VISIT);
    expect(router.state.location.pathname).toBe('/app/run');
    expect(await screen.findByText(`${stops.length} pemberhentian · Senin, 23 November 2026`)).toBeInTheDocument();
    // nothing of the back office
    expect(screen.queryByRole('navigation', { name: /sidebar|menu/i })).not.toBeInTheDocument();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(
      stops.map((stop) => `Pemberhentian ${stop.position}: ${stop.recipientName}`),
    );
    const first = stops[0];
    const card = items[0];
    expect(within(card).getByText(first.deliveryTime, { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Telepon ${first.recipientName}` })).toHaveAttribute(
      'href',
      `tel:${first.recipientPhone.replace(/\s/g, '')}`,
    );
    const whatsapp = within(card).getByRole('link', { name: `WhatsApp ${first.recipientName}` });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/62\d+$/));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(card).getByRole('link', { name: `Buka alamat ${first.recipientName} di Google Maps` }),
    ).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(first.address.address)));
    expect(within(card).getByRole('link', { name: `Buka alamat ${first.recipientName} di Waze` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/waze\.com\/ul\?q=.+&navigate=yes$/),
    );
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/run.webmanifest');
  });

  it('files a proof at the door: stored once, the order Delivered, the stop done', async () => {
    const [first] = await seededStops();
    const { user } = await openRun();
    await fileDelivered(user, first.recipientName, 'Bu Rina (satpam)');
    expect(await within(await stopItem(first.recipientName)).findByText('Diterima')).toBeInTheDocument();
    expect(storedProofs(first.orderID)).toEqual([
      expect.objectContaining({ outcome: 'delivered', receivedBy: 'Bu Rina (satpam)', filedBy: 'kurir' }),
    ]);
    expect(storedProofs(first.orderID)[0].photoFileName).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^(Menunggu sinyal|Mengirim bukti)/)).not.toBeInTheDocument());
    expect(await screen.findByText(`Bukti pesanan #${first.orderID} terkirim ke toko.`)).toBeInTheDocument();
  });

  it('with no signal keeps proofs on the phone ("Menunggu sinyal (2)") and sends each once when it returns', async () => {
    const [first, second] = await seededStops();
    const { user } = await openRun();
    await stopItem(first.recipientName);
    act(() => setOnline(false));
    await fileDelivered(user, first.recipientName, 'Pak Joko');
    await fileDelivered(user, second.recipientName, 'Bu Sari');
    expect(await screen.findByText('Menunggu sinyal (2)')).toBeInTheDocument();
    expect(
      await screen.findByText(
        `Bukti pesanan #${second.orderID} disimpan di ponsel ini dan dikirim saat sinyal kembali.`,
      ),
    ).toBeInTheDocument();
    expect(within(await stopItem(first.recipientName)).getByText('Menunggu sinyal')).toBeInTheDocument();
    expect(storedProofs(first.orderID)).toHaveLength(0);
    expect(storedProofs(second.orderID)).toHaveLength(0);

    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByText(/^(Menunggu sinyal|Mengirim bukti) \(/)).not.toBeInTheDocument());
    expect(storedProofs(first.orderID)).toHaveLength(1);
    expect(storedProofs(second.orderID)).toHaveLength(1);
    expect(await within(await stopItem(second.recipientName)).findByText('Diterima')).toBeInTheDocument();
  });

  it('says a proof waits for the failing server (503), not for a signal; sent by hand with the same key, stored once', async () => {
    const [first] = await seededStops();
    const keys: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.includes('/delivery-proofs'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    };
    mockServer.events.on('request:start', onRequest);
    try {
      const { user } = await openRun();
      setScenario('error:fileDeliveryProof:503');
      await fileDelivered(user, first.recipientName, 'Pak Joko');
      expect(await screen.findByText('Menunggu server toko (1)')).toBeInTheDocument();
      expect(screen.getByText(/^Server toko sedang bermasalah \(kode 503\)\./)).toBeInTheDocument();
      expect(screen.queryByText(/^Menunggu sinyal/)).not.toBeInTheDocument();
      expect(within(await stopItem(first.recipientName)).getByText('Menunggu server')).toBeInTheDocument();
      expect(
        await screen.findByText(
          `Bukti pesanan #${first.orderID} disimpan di ponsel ini: server toko sedang bermasalah (kode 503), dikirim lagi otomatis.`,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/terkirim ke toko|tersimpan\./)).not.toBeInTheDocument();
      expect(storedProofs(first.orderID)).toHaveLength(0);

      setScenario('off');
      await user.click(screen.getByRole('button', { name: 'Kirim sekarang' }));
      await waitFor(() => expect(storedProofs(first.orderID)).toHaveLength(1));
      await waitFor(() => expect(screen.queryByText(/^Menunggu server toko/)).not.toBeInTheDocument());
      expect(await within(await stopItem(first.recipientName)).findByText('Diterima')).toBeInTheDocument();
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
    } finally {
      mockServer.events.removeListener('request:start', onRequest);
    }
  });

  it('a proof waiting while the stop was delivered from elsewhere is not sent: replaced, only to drop', async () => {
    const [first] = await seededStops();
    const { user } = await openRun();
    await stopItem(first.recipientName);
    act(() => setOnline(false));
    await fileDelivered(user, first.recipientName, 'Pak Joko');
    expect(await screen.findByText('Menunggu sinyal (1)')).toBeInTheDocument();
    await fileDeliveredElsewhere(first.orderID, 'Bu Rina (toko)');

    act(() => setOnline(true));
    const replaced = `Pesanan #${first.orderID} sudah punya bukti di server toko: bukti di ponsel ini tidak dikirim.`;
    expect(await screen.findByText(replaced)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim lagi' })).not.toBeInTheDocument();
    expect(await within(await stopItem(first.recipientName)).findByText('Diterima')).toBeInTheDocument();
    expect(storedProofs(first.orderID)).toEqual([expect.objectContaining({ receivedBy: 'Bu Rina (toko)' })]);

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(screen.queryByText(replaced)).not.toBeInTheDocument());
  });

  it('keeps what waits when the app is closed, and sends it when the run is opened again', async () => {
    const [first] = await seededStops();
    const first_ = await openRun();
    act(() => setOnline(false));
    await fileDelivered(first_.user, first.recipientName, 'Pak Joko');
    expect(await screen.findByText('Menunggu sinyal (1)')).toBeInTheDocument();
    first_.unmount();

    setOnline(true);
    await openRun();
    await waitFor(() => expect(storedProofs(first.orderID)).toHaveLength(1));
  });

  it.each([
    ['timeout', /^Tanpa sinyal: rute terakhir yang dimuat/],
    ['500', /^Server toko gagal menjawab \(kode 500\): rute terakhir yang dimuat/],
  ])(
    'a read that fails (%s) at opening shows the run last read on this phone, with why and a retry',
    async (failure, why) => {
      const [first] = await seededStops();
      const opened = await openRun();
      await stopItem(first.recipientName);
      opened.unmount();

      setScenario(`error:listDeliveryRuns:${failure}`);
      const { user } = await openRun();
      const notice = (await screen.findByText(why)).closest<HTMLElement>('[role="status"]')!;
      expect(await stopItem(first.recipientName)).toBeInTheDocument();
      setScenario('off');
      await user.click(within(notice).getByRole('button', { name: 'Coba Lagi' }));
      await waitFor(() => expect(screen.queryByText(why)).not.toBeInTheDocument());
      expect(await stopItem(first.recipientName)).toBeInTheDocument();
    },
  );

  it.each([
    ['503', 'Server toko gagal menjawab (kode 503).'],
    ['timeout', 'Tidak ada jawaban dari server toko: periksa sinyal, lalu coba lagi.'],
  ])('with no run on the phone, a failed read (%s) says why, with a retry', async (failure, why) => {
    setScenario(`error:listDeliveryRuns:${failure}`);
    await openRun();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rute gagal dimuat.');
    expect(within(alert).getByText(why)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
  });

  it.each(['404', '501'])('a backend without runs (%s) says so', async (status) => {
    setScenario(`error:listDeliveryRuns:${status}`);
    await openRun();
    expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
  });

  it('staff are sent to the back office from the run', async () => {
    storeSession('owner');
    const { router } = await renderRoute('/app/run');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/flower'), FIRST_VISIT);
  });
});
