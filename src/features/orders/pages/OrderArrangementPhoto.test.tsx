import '@/test/dialogTestSetup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { answerPhoto } from '@/entities/order/test/arrangementPhotoBackend';
import { detailedOrder, makeOrder } from '@/entities/order/test/orderFixtures';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { pngFile } from '@mocks/contract/pngFile';
import { issueToken } from '@mocks/handlers/authToken';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

const origin = () => window.location.origin;
const owner = () => ({ Authorization: `Bearer ${issueToken('owner')}` });

/** A seeded delivery (not picked up, not cancelled) with the key to its order page, and no photo or proof yet. */
function deliveryOrder() {
  const db = getDb();
  const order = db.customerOrders
    .all()
    .find(
      (candidate) =>
        candidate.trackingToken &&
        candidate.fulfilment !== 'pickup' &&
        !['Cancelled', 'Delivered'].includes(db.currentStatus(candidate.orderID)?.status ?? '') &&
        !db.arrangementPhotos.where((photo) => photo.orderID === candidate.orderID).length &&
        !db.deliveryProofs.where((proof) => proof.orderID === candidate.orderID).length,
    );
  if (!order) throw new Error('no open delivery with a tracking token in the seed');
  return { id: order.orderID, token: order.trackingToken! };
}

/** Order Management in Indonesian showing order `id` alone, and its details opened. */
async function openDetails(id: number) {
  const rendered = await renderOrderManagement(`/app/orders?search=%23${id}`, { lng: 'id' });
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  const popup = await reopen(rendered.user, id);
  return { ...rendered, popup };
}

async function reopen(user: Awaited<ReturnType<typeof renderOrderManagement>>['user'], id: number) {
  await user.click(within(rowOf(id)).getByRole('button', { name: `Lihat detail pesanan #${id}` }));
  return screen.findByRole('dialog', { name: `Pesanan #${id}` }, FIRST_VISIT);
}

const photoSection = (popup: HTMLElement) =>
  within(popup).getByRole('heading', { name: 'Foto rangkaian' }).closest('section')!;

describe("the order's arrangement photo ('Foto rangkaian')", () => {
  it('sends a photo from an order without one: the photo shows, waiting for the customer', async () => {
    const { id } = deliveryOrder();
    const { user, popup } = await openDetails(id);
    const section = photoSection(popup);
    expect(section).toHaveTextContent('Belum ada foto rangkaian.');
    const input = within(section).getByLabelText('Kirim foto rangkaian');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAttribute('capture', 'environment');

    await user.upload(input, pngFile('rangkaian.png'));
    expect(await within(section).findByText('Foto rangkaian terkirim.', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(await within(section).findByText('Menunggu jawaban pelanggan', {}, FIRST_VISIT)).toHaveClass(
      'status-badge--yellow',
    );
    const image = within(section).getByRole('img', { name: `Foto rangkaian pesanan #${id}` });
    expect(image.getAttribute('src')).toMatch(/^http:\/\/.+\/api\/Upload\/arrangement-/);
    expect(section).toHaveTextContent(/Diambil \d/);
    expect(within(section).getByLabelText('Kirim foto baru')).toBeEnabled();
    expect(getDb().arrangementPhotos.where((photo) => photo.orderID === id)).toHaveLength(1);
  });

  it("shows the customer's change request with its note when the details open again", async () => {
    const { id, token } = deliveryOrder();
    const { user, popup } = await openDetails(id);
    await user.upload(within(photoSection(popup)).getByLabelText('Kirim foto rangkaian'), pngFile('rangkaian.png'));
    expect(await within(popup).findByText('Menunggu jawaban pelanggan', {}, FIRST_VISIT)).toBeInTheDocument();

    await answerPhoto(id, token, { decision: 'change', note: 'Tolong tambah pita merah.' });
    await user.click(within(popup).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Staff come back to the tab: the list asks again (LIVE_QUERY refetchOnFocus).
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(getDb().arrangementPhotos.where((photo) => photo.orderID === id)[0].state).toBe('change_requested');
    const again = await reopen(user, id);
    expect(await within(again).findByText('Minta perubahan: Tolong tambah pita merah.', {}, FIRST_VISIT)).toHaveClass(
      'status-badge--red',
    );
    expect(within(again).queryByText('Menunggu jawaban pelanggan')).not.toBeInTheDocument();
    expect(within(photoSection(again)).getByLabelText('Kirim foto baru')).toBeEnabled();
  });

  it("says 'Belum didukung oleh server' and hides the button on a backend without the call (404)", async () => {
    setScenario('error:uploadArrangementPhoto:404');
    const { id } = deliveryOrder();
    const { user, popup } = await openDetails(id);
    const section = photoSection(popup);
    await user.upload(within(section).getByLabelText('Kirim foto rangkaian'), pngFile('rangkaian.png'));
    expect(await within(section).findByText('Belum didukung oleh server', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(section).toHaveTextContent('Server toko belum menerima foto rangkaian.');
    expect(within(section).queryByLabelText(/Kirim foto/)).not.toBeInTheDocument();
    expect(within(section).queryByText('Foto rangkaian gagal dikirim. Coba lagi.')).not.toBeInTheDocument();
  });

  it("says 'Foto rangkaian gagal dikirim. Coba lagi.' on a 500, and 'Coba Lagi' sends the same photo", async () => {
    setScenario('error:uploadArrangementPhoto:500');
    const { id } = deliveryOrder();
    const { user, popup } = await openDetails(id);
    const section = photoSection(popup);
    await user.upload(within(section).getByLabelText('Kirim foto rangkaian'), pngFile('rangkaian.png'));
    const alert = await within(section).findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Foto rangkaian gagal dikirim. Coba lagi.');
    expect(within(section).getByLabelText('Kirim foto rangkaian')).toBeEnabled();
    expect(within(section).queryByText('Belum didukung oleh server')).not.toBeInTheDocument();

    setScenario('off');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(section).findByText('Menunggu jawaban pelanggan', {}, FIRST_VISIT)).toBeInTheDocument();
    expect(within(section).getByText('Foto rangkaian terkirim.')).toBeInTheDocument();
  });

  it("shows the server's word on the file (400 errors.file) under the failure", async () => {
    mockServer.use(
      http.post('*/api/CustomerOrder/:id/arrangement-photos', () =>
        HttpResponse.json(
          { title: 'Bad Request', status: 400, errors: { file: ['file must be a JPG or PNG'] } },
          { status: 400 },
        ),
      ),
    );
    const { id } = deliveryOrder();
    const { user, popup } = await openDetails(id);
    const section = photoSection(popup);
    await user.upload(within(section).getByLabelText('Kirim foto rangkaian'), pngFile('rangkaian.png'));
    const alert = await within(section).findByRole('alert', {}, FIRST_VISIT);
    expect(alert).toHaveTextContent('Foto rangkaian gagal dikirim. Coba lagi.');
    expect(alert).toHaveTextContent('file must be a JPG or PNG');
  });

  it('refuses a file that is not a JPG or PNG before sending it', async () => {
    const { id } = deliveryOrder();
    const { user, popup } = await openDetails(id);
    const section = photoSection(popup);
    await user.upload(
      within(section).getByLabelText('Kirim foto rangkaian'),
      new File(['GIF89a'], 'animasi.gif', { type: 'image/gif' }),
    );
    expect(await within(section).findByRole('alert')).toHaveTextContent('Pilih foto JPG atau PNG.');
    expect(getDb().arrangementPhotos.where((photo) => photo.orderID === id)).toHaveLength(0);
  });
});

describe('when the arrangement photo has no place', () => {
  const withList = (orders: CustomerOrder[]) =>
    mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json(orders)));

  async function openListed(order: CustomerOrder) {
    withList([order]);
    const rendered = await renderOrderManagement('/app/orders', { lng: 'id' });
    await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
    return reopen(rendered.user, order.orderID);
  }

  it("shows nothing new for an order whose answer has no 'arrangementPhotos' (a backend without the feature)", async () => {
    const popup = await openListed(detailedOrder());
    expect(within(popup).getByRole('heading', { name: 'Pelanggan' })).toBeInTheDocument();
    expect(within(popup).queryByText('Foto rangkaian')).not.toBeInTheDocument();
    expect(within(popup).queryByText(/Kirim foto/)).not.toBeInTheDocument();
    expect(within(popup).queryByText('Bukti pengiriman')).not.toBeInTheDocument();
  });

  it('shows the section for an empty list, but not for a pickup or a cancelled order', async () => {
    const popup = await openListed(detailedOrder({ arrangementPhotos: [], deliveryProofs: [] }));
    expect(within(popup).getByRole('heading', { name: 'Foto rangkaian' })).toBeInTheDocument();
    expect(within(popup).queryByText('Bukti pengiriman')).not.toBeInTheDocument();
  });

  it.each([
    ['pickup', makeOrder(1498, { fulfilment: 'pickup', deliveryFee: 0, arrangementPhotos: [] })],
    ['cancelled', makeOrder(1497, { statuses: ['Cancelled'], arrangementPhotos: [] })],
  ])('leaves it out for a %s order', async (_kind, order) => {
    const popup = await openListed(order);
    expect(within(popup).queryByText('Foto rangkaian')).not.toBeInTheDocument();
  });
});

describe("the proof of delivery ('Bukti pengiriman')", () => {
  it('shows the outcome in words, who received it, the note, the time and the photo of a delivered order', async () => {
    const { id } = deliveryOrder();
    const form = new FormData();
    form.append('outcome', 'delivered');
    form.append('receivedBy', 'Pak Budi (satpam)');
    form.append('note', 'Dititipkan di pos satpam.');
    form.append('photo', pngFile('pintu.png'));
    const response = await fetch(`${origin()}/api/CustomerOrder/${id}/delivery-proofs`, {
      method: 'POST',
      headers: { ...owner(), 'Idempotency-Key': 'bukti-kirim-0001' },
      body: form,
    });
    expect(response.status).toBe(201);
    expect(getDb().currentStatus(id)?.status).toBe('Delivered');

    const { popup } = await openDetails(id);
    const proof = within(popup).getByRole('heading', { name: 'Bukti pengiriman' }).closest('section')!;
    expect(within(proof).getByText('Diterima')).toHaveClass('status-badge--green');
    expect(proof).toHaveTextContent('Diterima olehPak Budi (satpam)');
    expect(proof).toHaveTextContent('CatatanDititipkan di pos satpam.');
    expect(proof).toHaveTextContent(/Waktu\d/);
    expect(within(proof).getByRole('img', { name: `Foto bukti pengiriman pesanan #${id}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/Upload\/delivery-/),
    );
  });
});
