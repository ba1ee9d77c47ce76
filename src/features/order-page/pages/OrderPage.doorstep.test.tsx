import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendArrangementPhoto } from '@/entities/order/test/arrangementPhotoBackend';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, setScenario } from '@mocks/node';
import { fileProof, pagePath, placeOrder } from '../test/orderPageBackend';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));

const photoCard = () => screen.findByRole('region', { name: 'Foto rangkaian' }, FIRST_VISIT);
const storedPhoto = (orderID: number) => getDb().arrangementPhotos.where((photo) => photo.orderID === orderID)[0];

async function openWithPhoto() {
  const order = await placeOrder();
  await sendArrangementPhoto(order.orderID);
  const { user } = await renderRoute(pagePath(order));
  const card = await photoCard();
  return { order, user, card };
}

describe('the order page: the arrangement photo and the proof of delivery (proposed)', () => {
  it('shows neither while the shop has sent no photo and filed no proof', async () => {
    const order = await placeOrder();
    await renderRoute(pagePath(order));
    expect(await screen.findByText(`Pesanan #${order.orderID}`, undefined, FIRST_VISIT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Foto rangkaian' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bukti pengiriman' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Setuju' })).not.toBeInTheDocument();
  });

  it('shows the photo waiting for an answer; approving it tells the shop and shows "Disetujui"', async () => {
    const { order, user, card } = await openWithPhoto();
    expect(within(card).getByRole('img', { name: `Foto rangkaian pesanan #${order.orderID}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/^(https?:|data:image\/png)/),
    );
    expect(within(card).getByText('Menunggu jawaban Anda')).toBeInTheDocument();
    expect(within(card).getByText('Apakah rangkaian ini sudah sesuai pesanan Anda?')).toBeInTheDocument();
    // the window: 30 minutes from the photo (10:00 in the shop)
    expect(within(card).getByText(/^Jawab sebelum 23 Nov 2026.*10[.:]30 WIB/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Setuju' }));
    expect(await within(card).findByText('Disetujui')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Setuju' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Minta perubahan' })).not.toBeInTheDocument();
    expect(storedPhoto(order.orderID).state).toBe('approved');
  });

  it('asks for a change with a note the shop sees; the note is required', async () => {
    const { order, user, card } = await openWithPhoto();
    await user.click(within(card).getByRole('button', { name: 'Minta perubahan' }));
    const note = await within(card).findByRole('textbox', { name: /Apa yang perlu diubah\?/ });
    const send = within(card).getByRole('button', { name: 'Kirim permintaan' });
    expect(send).toBeDisabled();
    await user.click(note);
    await user.tab();
    expect(await within(card).findByText('Tuliskan perubahan yang Anda inginkan.')).toBeInTheDocument();

    await user.type(note, 'Tolong tambah pita merah.');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(card).findByText('Minta perubahan: Tolong tambah pita merah.')).toBeInTheDocument();
    expect(within(card).getByText('Toko akan mengirim foto baru setelah rangkaian diubah.')).toBeInTheDocument();
    expect(storedPhoto(order.orderID)).toMatchObject({ state: 'change_requested', note: 'Tolong tambah pita merah.' });
  });

  it('keeps what was typed when sending fails, and sends it on the next try', async () => {
    const { order, user, card } = await openWithPhoto();
    await user.click(within(card).getByRole('button', { name: 'Minta perubahan' }));
    const note = await within(card).findByRole('textbox', { name: /Apa yang perlu diubah\?/ });
    await user.type(note, 'Ganti kartu ucapan.');
    setScenario('error:answerArrangementPhoto:500');
    await user.click(within(card).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Jawaban gagal dikirim. Coba lagi.');
    expect(note).toHaveValue('Ganti kartu ucapan.');
    expect(storedPhoto(order.orderID).state).toBe('pending');

    setScenario('off');
    await user.click(within(card).getByRole('button', { name: 'Kirim permintaan' }));
    expect(await within(card).findByText('Minta perubahan: Ganti kartu ucapan.')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['404', '501'])(
    'a backend that does not take answers (%s) sends the customer to WhatsApp and hides the answers',
    async (status) => {
      const { user, card } = await openWithPhoto();
      setScenario(`error:answerArrangementPhoto:${status}`);
      await user.click(within(card).getByRole('button', { name: 'Setuju' }));
      expect(await within(card).findByRole('alert')).toHaveTextContent(
        'Jawaban belum bisa dikirim dari halaman ini. Balas lewat WhatsApp ke toko.',
      );
      expect(within(card).queryByRole('button', { name: 'Setuju' })).not.toBeInTheDocument();
      expect(within(card).getByRole('img', { name: /^Foto rangkaian pesanan/ })).toBeInTheDocument();
    },
  );

  it('after delivery shows the proof: the outcome, who received it, when, and the photo', async () => {
    const order = await placeOrder();
    await sendArrangementPhoto(order.orderID);
    await fileProof(order.orderID, { outcome: 'delivered', receivedBy: 'Bu Rina (satpam)' });
    await renderRoute(pagePath(order));
    const proof = await screen.findByRole('region', { name: 'Bukti pengiriman' }, FIRST_VISIT);
    expect(within(proof).getByText('Diterima')).toBeInTheDocument();
    expect(within(proof).getByText('Diterima oleh')).toBeInTheDocument();
    expect(within(proof).getByText('Bu Rina (satpam)')).toBeInTheDocument();
    expect(within(proof).getByText(/23 Nov 2026.*10[.:]00 WIB/)).toBeInTheDocument();
    expect(within(proof).getByRole('img', { name: `Foto bukti pengiriman pesanan #${order.orderID}` })).toBeVisible();
    // the photo taken before it left is still there, answered by its window or not
    expect(screen.getByRole('region', { name: 'Foto rangkaian' })).toBeInTheDocument();
  });
});
