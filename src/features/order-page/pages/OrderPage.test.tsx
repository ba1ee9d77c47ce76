import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { pngFile } from '@mocks/contract/pngFile';
import { mockServer, setScenario } from '@mocks/node';
import { pagePath, placeOrder, reviewReceipt, sendReceipt, setOrderStatus } from '../test/orderPageBackend';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026: an order placed now owes its deposit on Wednesday 10:00.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));
// The page as the shop's backend has it today, without payments by gateway (getPaymentOptions answers 404): the
// deposit, the account and the proof upload at once. With the gateway: OrderPage.gateway.test.tsx.
beforeEach(() => {
  setScenario('error:getPaymentOptions:404');
});

const LEAD =
  'Simpan tautan ini: di sini Anda dapat mengikuti perjalanan pesanan, membayar uang muka, dan mengirim bukti transfer.';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Status Pesanan' }, FIRST_VISIT);

describe('the order page (/public/pesanan/:orderID?t=…)', () => {
  it('shows the order, its deposit and deadline, the shop account and the chat, never the phone or the address', async () => {
    const order = await placeOrder();
    await renderRoute(pagePath(order));
    await heading();
    expect(await screen.findByText(`Pesanan #${order.orderID}`)).toBeInTheDocument();
    expect(screen.getByText(LEAD)).toBeInTheDocument();

    const steps = screen.getByRole('list', { name: 'Perjalanan pesanan' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Diterima (saat ini)',
      'Dirangkai (berikutnya)',
      'Dikirim (berikutnya)',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');

    const details = screen.getByRole('region', { name: 'Detail pesanan' });
    expect(within(details).getByText('Untuk Siti')).toBeInTheDocument();
    expect(within(details).getByText('2 buah')).toBeInTheDocument();
    expect(within(details).getByText('Selasa, 24 November 2026')).toBeInTheDocument();
    expect(within(details).getByText('Pagi (08:00 - 12:00)')).toBeInTheDocument();
    expect(within(details).getAllByText('Rp 700.000')).toHaveLength(2);
    expect(within(details).queryByText('Ongkos kirim')).not.toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Pembayaran' });
    expect(within(payment).getByText('Rp 350.000')).toBeInTheDocument();
    expect(within(payment).getByText(/25 Nov 2026.*10[.:]00/)).toBeInTheDocument();
    expect(within(payment).getByText('Sisa waktu 2 hari')).toBeInTheDocument();
    expect(await within(payment).findByText('5270 8812 34')).toBeInTheDocument();
    expect(within(payment).getByText('PT Fleur Florist Indonesia')).toBeInTheDocument();
    expect(within(payment).getByRole('img', { name: 'Kode QRIS toko' })).toHaveAttribute(
      'src',
      expect.stringContaining('qris-demo.png'),
    );

    const history = screen.getByRole('region', { name: 'Riwayat pesanan' });
    expect(within(history).getByText('Pesanan diterima')).toBeInTheDocument();
    expect(within(history).getByText(/23 Nov 2026.*10[.:]00/)).toBeInTheDocument();

    const chat = await screen.findByRole('link', { name: /Chat toko/ });
    expect(chat).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/62\d+\?text=/));
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(`pesanan #${order.orderID}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');

    expect(document.body.textContent).not.toMatch(/081298765432|Jl\. Kontrak|Siti Kontrak/);
  });

  it('goes from loading straight to the order, never through the error or the not-found state', async () => {
    const order = await placeOrder();
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? '';
      for (const state of ['Pesanan gagal dimuat.', 'Pesanan tidak ditemukan'])
        if (text.includes(state)) seen.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderRoute(pagePath(order));
      await heading();
      expect(await screen.findByText(`Pesanan #${order.orderID}`)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Pembayaran' })).toBeInTheDocument();
    } finally {
      observer.disconnect();
    }
    expect(seen).toEqual([]);
  });

  it('shows an order that owes its deposit only with the account to pay to, so nothing moves when the account arrives', async () => {
    const order = await placeOrder();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let orderAnswered = false;
    const onResponse = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === `/api/public/orders/${order.orderID}`) orderAnswered = true;
    };
    mockServer.events.on('response:mocked', onResponse);
    // The shop's account (the general parameters) is held back; every other call is answered.
    mockServer.use(
      http.get('*/api/general', async () => {
        await held;
        return undefined;
      }),
    );
    try {
      await renderRoute(pagePath(order));
      await heading();
      await waitFor(() => expect(orderAnswered).toBe(true));
      expect(screen.getByText('Memuat pesanan…')).toBeInTheDocument();
      expect(screen.queryByText(`Pesanan #${order.orderID}`)).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Pembayaran' })).not.toBeInTheDocument();

      release();
      expect(await screen.findByText(`Pesanan #${order.orderID}`)).toBeInTheDocument();
      // Shown in the same render as the order: the account and the upload below it, in their places at once.
      const payment = screen.getByRole('region', { name: 'Pembayaran' });
      expect(within(payment).getByText('5270 8812 34')).toBeInTheDocument();
      expect(within(payment).getByLabelText('Pilih gambar')).toBeInTheDocument();
    } finally {
      release();
      mockServer.events.removeListener('response:mocked', onResponse);
    }
  });

  it('after the deadline says it has passed', async () => {
    const order = await placeOrder();
    vi.setSystemTime(new Date('2026-11-25T10:01:00+07:00'));
    await renderRoute(pagePath(order));
    await heading();
    expect(await screen.findByText(/Batas waktu pembayaran sudah lewat/)).toBeInTheDocument();
    expect(screen.queryByText(/Sisa waktu/)).not.toBeInTheDocument();
  });

  it('copies the account number with a "Disalin" feedback', async () => {
    const order = await placeOrder();
    const { user } = await renderRoute(pagePath(order));
    await heading();
    const copy = await screen.findByRole('button', { name: 'Salin nomor rekening' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('5270881234');
    expect(screen.getByRole('button', { name: 'Disalin: nomor rekening' })).toHaveTextContent('Disalin');
    expect(screen.getByText('Nomor rekening disalin')).toBeInTheDocument();
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    const order = await placeOrder();
    const { user } = await renderRoute(pagePath(order));
    await heading();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Salin nomor rekening' }));
    expect(await screen.findByText('Gagal menyalin. Salin manual: 5270881234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin nomor rekening' })).toHaveTextContent('Salin');
  });

  it('sends a PNG receipt, which then waits for verification', async () => {
    const order = await placeOrder();
    const { user } = await renderRoute(pagePath(order));
    await heading();
    await user.upload(await screen.findByLabelText('Pilih gambar'), pngFile('bukti.png'));
    expect(await screen.findByRole('img', { name: 'Pratinjau bukti transfer' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole('button', { name: 'Kirim bukti' }));
    expect(await screen.findByText('Bukti terkirim. Menunggu verifikasi dari toko.')).toBeInTheDocument();
    expect(await screen.findByText('Menunggu verifikasi')).toBeInTheDocument();
    expect(screen.getByText('Bukti yang sudah dikirim')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, with the product message', async () => {
    const order = await placeOrder();
    await renderRoute(pagePath(order));
    await heading();
    const input = await screen.findByLabelText('Pilih gambar');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'bukti.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File harus berupa gambar (JPG, PNG, GIF)');
    expect(screen.queryByRole('button', { name: 'Kirim bukti' })).not.toBeInTheDocument();
  });

  it('says large photos are shrunk, beside the 5MB limit, on both pickers', async () => {
    const order = await placeOrder();
    await renderRoute(pagePath(order));
    await heading();
    const hint =
      'Foto atau tangkapan layar bukti transfer: JPG, PNG atau GIF, maksimal 5MB. Foto besar diperkecil otomatis.';
    expect(await screen.findByText(hint)).toBeInTheDocument();
    expect(screen.getByLabelText('Pilih gambar')).toHaveAccessibleDescription(hint);
    expect(screen.getByLabelText('Ambil foto')).toHaveAccessibleDescription(hint);
  });

  describe("a refused receipt: the page goes by the server's code, never by its message", () => {
    /** A message for people that names another problem than the code, on purpose. */
    const SIZE_MESSAGE = 'Ukuran file maksimal 5MB';
    const TYPE_MESSAGE = 'File harus berupa gambar (JPG, PNG, GIF)';

    /** The server refuses the next receipt with this code (none when undefined) and this message. */
    function refuseWith(code: string | undefined, message: string) {
      mockServer.use(
        http.post('*/api/public/orders/:orderID/payment-proofs', () =>
          HttpResponse.json(
            {
              type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
              title: 'One or more validation errors occurred.',
              status: 400,
              errors: { file: [message] },
              ...(code === undefined ? {} : { code }),
            },
            { status: 400 },
          ),
        ),
      );
    }

    async function sendReceipt() {
      const order = await placeOrder();
      const { user } = await renderRoute(pagePath(order));
      await heading();
      await user.upload(await screen.findByLabelText('Pilih gambar'), pngFile('bukti.png'));
      await user.click(await screen.findByRole('button', { name: 'Kirim bukti' }));
      return screen.findByRole('alert');
    }

    it.each([
      ['unsupported_type', SIZE_MESSAGE, 'File harus berupa gambar (JPG, PNG, GIF)'],
      ['empty_file', SIZE_MESSAGE, 'File kosong. Pilih gambar lain.'],
      ['file_too_large', TYPE_MESSAGE, 'Ukuran file maksimal 5MB'],
      ['order_cancelled', SIZE_MESSAGE, 'Pesanan ini sudah dibatalkan, bukti tidak bisa dikirim.'],
    ])('%s (whatever the message: "%s") shows "%s", and the receipt can be changed', async (code, message, shown) => {
      refuseWith(code, message);
      expect((await sendReceipt()).textContent).toBe(shown);
      expect(screen.getByRole('button', { name: 'Ganti gambar' })).toBeEnabled();
    });

    it.each([
      ['without a code', undefined],
      ['with a code the page does not know', 'virus_found'],
    ])('%s: the receipt could not be sent, whatever the message says', async (_, code) => {
      refuseWith(code, SIZE_MESSAGE);
      expect((await sendReceipt()).textContent).toBe('Bukti gagal dikirim. Coba lagi.');
    });
  });

  it("shows a refused receipt with the shop's reason", async () => {
    const order = await placeOrder();
    const proofID = await sendReceipt(order);
    await reviewReceipt(order.orderID, proofID, { decision: 'reject', reason: 'Nominal transfer tidak sesuai.' });
    await renderRoute(pagePath(order));
    await heading();
    expect(await screen.findByText('Ditolak')).toBeInTheDocument();
    expect(screen.getByText(/Alasan: Nominal transfer tidak sesuai\./)).toBeInTheDocument();
  });

  it('says "Lunas" once the shop approved the receipt', async () => {
    const order = await placeOrder();
    await reviewReceipt(order.orderID, await sendReceipt(order), { decision: 'approve' });
    await renderRoute(pagePath(order));
    await heading();
    expect(await screen.findByText('Lunas')).toBeInTheDocument();
    expect(screen.getByText('Dibayar Rp 350.000')).toBeInTheDocument();
    expect(screen.queryByText('Uang muka (50%)')).not.toBeInTheDocument();
    expect(screen.getByText('Pembayaran diterima')).toBeInTheDocument();
  });

  it('follows the shop when the visitor comes back to the tab', async () => {
    const order = await placeOrder();
    await renderRoute(pagePath(order));
    await heading();
    await screen.findByText('Sisa waktu 2 hari');
    await setOrderStatus(order.orderID, 'Processing');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.getByText(/^Dirangkai/).closest('li')).toHaveAttribute('aria-current', 'step'));
    expect(screen.getByText('Bunga sedang dirangkai')).toBeInTheDocument();
  });

  it('a wrong token, an unknown order and a missing token all say the order is not found', async () => {
    const order = await placeOrder();
    const { router } = await renderRoute(pagePath(order, 'AAAAAAAAAAAAAAAAAAAAAA'));
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' }, FIRST_VISIT)).toBeInTheDocument();
    const notFound = screen.getByRole('region', { name: 'Pesanan tidak ditemukan' });
    expect(within(notFound).getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/public/home');
    expect(screen.queryByText(`Pesanan #${order.orderID}`)).not.toBeInTheDocument();
    expect(screen.queryByText(LEAD)).not.toBeInTheDocument();
    await act(() => router.navigate(`/public/pesanan/999999?t=${order.trackingToken}`));
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeInTheDocument();
    await act(() => router.navigate(`/public/pesanan/${order.orderID}`));
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeInTheDocument();
  });

  it('in English', async () => {
    const order = await placeOrder();
    await renderRoute(pagePath(order), { lng: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Status' }, FIRST_VISIT)).toBeInTheDocument();
    expect(await screen.findByText(`Order #${order.orderID}`)).toBeInTheDocument();
    expect(screen.getByText('Deposit (50%)')).toBeInTheDocument();
    expect(screen.getByText('Time left: 2 days')).toBeInTheDocument();
    expect(screen.getByText('For Siti')).toBeInTheDocument();
    expect(screen.getByText('Morning (08:00 - 12:00)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy deposit amount' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    expect(screen.getByLabelText('Take photo')).toHaveAttribute('capture', 'environment');
    expect(
      screen.getByText(
        'A photo or screenshot of your transfer: JPG, PNG or GIF, up to 5MB. Large photos are shrunk automatically.',
      ),
    ).toBeInTheDocument();
  });
});
