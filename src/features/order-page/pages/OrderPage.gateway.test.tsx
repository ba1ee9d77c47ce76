import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer, setScenario } from '@mocks/node';
import {
  openPaymentSession,
  pagePath,
  placeOrder,
  reviewReceipt,
  sendReceipt,
  simulateGateway,
  type PlacedOrder,
} from '../test/orderPageBackend';

vi.setConfig({ testTimeout: 30_000 });

// 10:00 in the shop on Monday 23 November 2026 (the contract's order: Rp 700.000, its deposit Rp 350.000).
const NOW = new Date('2026-11-23T10:00:00+07:00');
fixClockAt(NOW);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Status Pesanan' }, FIRST_VISIT);
const payment = () => screen.getByRole('region', { name: 'Pembayaran' });
const payNow = () => screen.findByRole('region', { name: 'Bayar sekarang' });
const state = (section: HTMLElement) => within(section).getByRole('status', { name: 'Status pembayaran' });
const methods = (group: string) => within(screen.getByRole('group', { name: group }));

/** The createPaymentSession requests the page sends: their Idempotency-Key and body. */
function recordSessionRequests() {
  const sent: Array<{ key: string | null; body: unknown }> = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method !== 'POST' || !/\/payment-sessions$/.test(new URL(request.url).pathname)) return;
    const key = request.headers.get('Idempotency-Key');
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ key, body }));
  };
  mockServer.events.on('request:start', record);
  return { sent, stop: () => mockServer.events.removeListener('request:start', record) };
}

async function openPage(order: PlacedOrder, extra = '', lng: 'id' | 'en' = 'id') {
  const rendered = await renderRoute(`${pagePath(order)}${extra}`, { lng });
  if (lng === 'id') await heading();
  return rendered;
}

describe('the order page with payments by gateway', () => {
  it('waits for the payment options as for the account: the order shows with "Bayar sekarang" at once', async () => {
    const order = await placeOrder();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.use(
      http.get('*/api/public/payments/options', async () => {
        await held;
        return undefined;
      }),
    );
    try {
      await openPage(order);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByText('Memuat pesanan…')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Pembayaran' })).not.toBeInTheDocument();
      release();
      expect(await screen.findByText(`Pesanan #${order.orderID}`)).toBeInTheDocument();
      // in the same render as the order: no page without the gateway first
      expect(within(payment()).getByRole('region', { name: 'Bayar sekarang' })).toBeInTheDocument();
      expect(within(payment()).queryByLabelText('Pilih gambar')).not.toBeInTheDocument();
    } finally {
      release();
    }
  });

  it('links an e-wallet only to a web address', async () => {
    const order = await placeOrder();
    mockServer.use(
      http.post('*/api/public/orders/:orderID/payment-sessions', () =>
        HttpResponse.json(
          {
            sessionID: 99,
            reference: 'FLR-X',
            provider: 'midtrans',
            method: 'shopeepay',
            purpose: 'deposit',
            amount: 350000,
            status: 'pending',
            createdAt: NOW.toISOString(),
            expiresAt: new Date(NOW.getTime() + 180 * 60_000).toISOString(),
            paidAt: null,
            paidAmount: null,
            deeplinkUrl: 'javascript:alert(1)',
          },
          { status: 201 },
        ),
      ),
      http.get('*/api/public/orders/:orderID/payment-sessions/99', () => new HttpResponse(null, { status: 404 })),
    );
    const { user } = await openPage(order);
    const section = await payNow();
    await user.click(methods('E-wallet').getByRole('button', { name: 'ShopeePay' }));
    expect(await within(section).findByText(/Tautan pembayaran tidak tersedia/)).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('DP + QRIS: draws the QR on the page with the amount, until when and the time left', async () => {
    const order = await placeOrder();
    const requests = recordSessionRequests();
    try {
      const { user } = await openPage(order);
      const section = await payNow();
      expect(within(section).getByRole('radio', { name: /DP/ })).toBeChecked();
      expect(within(section).getByRole('radio', { name: /DP/ })).toHaveAccessibleName(/Rp 350\.000/);
      expect(within(section).getByRole('radio', { name: /Lunas/ })).toHaveAccessibleName(/Rp 700\.000/);
      await user.click(methods('QRIS').getByRole('button', { name: 'QRIS' }));

      const qr = await within(section).findByRole('img', { name: 'Kode QRIS' });
      expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
      expect(state(section)).toHaveTextContent('Menunggu pembayaran');
      expect(within(section).getByText('Berlaku sampai 10.15 WIB')).toBeInTheDocument();
      expect(within(section).getByRole('timer')).toHaveTextContent('Bayar dalam 15:00');
      expect(within(section).getAllByText('Rp 350.000').length).toBeGreaterThanOrEqual(2);
      expect(methods('QRIS').getByRole('button', { name: 'QRIS' })).toHaveAttribute('aria-pressed', 'true');

      // Only the purpose and the method: the server prices the session.
      await waitFor(() => expect(requests.sent).toHaveLength(1));
      expect(requests.sent[0].body).toEqual({ purpose: 'deposit', method: 'qris' });
      expect(requests.sent[0].key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    } finally {
      requests.stop();
    }
  });

  it('a virtual account shows its number to copy and the bank’s steps; Mandiri its two codes', async () => {
    const order = await placeOrder();
    const { user } = await openPage(order);
    const section = await payNow();
    await user.click(methods('Virtual Account').getByRole('button', { name: 'BCA' }));
    expect(await within(section).findByText('Virtual Account BCA')).toBeInTheDocument();
    const number = within(section).getByText('Nomor Virtual Account').nextElementSibling as HTMLElement;
    expect(number.textContent).toMatch(/^\d{10,}Salin$/);
    await user.click(within(section).getByRole('button', { name: 'Salin nomor virtual account' }));
    expect(await navigator.clipboard.readText()).toMatch(/^\d{10,}$/);
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(/BCA mobile/);

    // Another method while the first is payable: a session for it (the server cancels the first).
    await user.click(methods('Virtual Account').getByRole('button', { name: 'Mandiri' }));
    expect(await within(section).findByText('Kode perusahaan')).toBeInTheDocument();
    expect(within(section).getByText('Kode bayar')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Salin kode perusahaan' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Salin kode bayar' })).toBeInTheDocument();
    expect(within(section).queryByText('Nomor Virtual Account')).not.toBeInTheDocument();
    expect(methods('Virtual Account').getByRole('button', { name: 'BCA' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns green by itself when the gateway says the deposit is paid, then offers the rest', async () => {
    const order = await placeOrder();
    const session = await openPaymentSession(order, { purpose: 'deposit', method: 'qris' });
    // Timers move 5 s at a time; Date stays the shop's 10:00.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(NOW);
    await openPage(order);
    const section = await payNow();
    expect(await within(section).findByRole('img', { name: 'Kode QRIS' })).toBeInTheDocument();
    expect(within(payment()).queryByText('DP diterima')).not.toBeInTheDocument();

    await simulateGateway(session.sessionID, 'paid');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const paid = await within(payment()).findByText('DP diterima');
    expect(paid.closest('.order-page-paid')).toHaveTextContent(/Dibayar Rp 350\.000/);
    expect(paid.closest('[role="status"]')).not.toBeNull();
    expect(within(payment()).getByText('10.00 WIB lewat QRIS')).toBeInTheDocument();
    // The order is read again: the rest, Rp 350.000, is what is left to pay.
    expect(await within(payment()).findByText('Sisa pembayaran')).toBeInTheDocument();
    expect(within(payment()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(payment()).queryByRole('img', { name: 'Kode QRIS' })).not.toBeInTheDocument();
  });

  it('a deposit the shop approved from a proof reads "DP diterima", with the balance to pay', async () => {
    const order = await placeOrder();
    await reviewReceipt(order.orderID, await sendReceipt(order), { decision: 'approve' });
    await openPage(order);
    const section = await payNow();
    expect(within(payment()).getByText('DP diterima')).toBeInTheDocument();
    expect(within(payment()).getByText('Dibayar Rp 350.000')).toBeInTheDocument();
    expect(within(section).getByText('Sisa pembayaran').parentElement).toHaveTextContent('Rp 350.000');
    expect(within(payment()).getByText('Diterima')).toBeInTheDocument();
  });

  it('a session past its time reads "Kedaluwarsa"; "Buat kode baru" makes another with a new key', async () => {
    const order = await placeOrder();
    const requests = recordSessionRequests();
    try {
      const { user } = await openPage(order);
      const section = await payNow();
      await user.click(methods('QRIS').getByRole('button', { name: 'QRIS' }));
      await within(section).findByRole('img', { name: 'Kode QRIS' });

      // 16 minutes later: the countdown reaches 0 and the page asks the server, which expired it.
      vi.setSystemTime(new Date(NOW.getTime() + 16 * 60_000));
      expect(await within(section).findByText('Kedaluwarsa')).toBeInTheDocument();
      expect(within(section).queryByRole('img', { name: 'Kode QRIS' })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Buat kode baru' }));
      expect(await within(section).findByRole('img', { name: 'Kode QRIS' })).toBeInTheDocument();
      expect(state(section)).toHaveTextContent('Menunggu pembayaran');
      await waitFor(() => expect(requests.sent).toHaveLength(2));
      expect(requests.sent[1].body).toEqual({ purpose: 'deposit', method: 'qris' });
      expect(requests.sent[1].key).not.toBe(requests.sent[0].key);
    } finally {
      requests.stop();
    }
  });

  it('an expired session paid after its end says so by itself, the deposit counted', async () => {
    const order = await placeOrder();
    const session = await openPaymentSession(order, { purpose: 'deposit', method: 'qris' });
    await simulateGateway(session.sessionID, 'expired');
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(NOW);
    await openPage(order);
    const section = await payNow();
    expect(await within(section).findByText('Kedaluwarsa')).toBeInTheDocument();

    // Paid from a saved picture of the QR: the page still watches the expired session (every 15 s).
    await simulateGateway(session.sessionID, 'paid');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(
      await within(payment()).findByText('Dibayar setelah batas waktu — toko akan menghubungi Anda'),
    ).toBeInTheDocument();
    // The order, read again, counts the late money: the shop keeps it while it can still deliver.
    expect(await within(payment()).findByText('DP diterima')).toBeInTheDocument();
  });

  it('a failed session reads "Gagal" with "Buat kode baru"', async () => {
    const order = await placeOrder();
    const session = await openPaymentSession(order, { purpose: 'deposit', method: 'va_bni' });
    await simulateGateway(session.sessionID, 'failed');
    await openPage(order);
    const section = await payNow();
    expect(await within(section).findByText('Gagal')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Buat kode baru' })).toBeInTheDocument();
  });

  it('back from a gateway’s page with transaction_status=settlement: checking, never paid from the address', async () => {
    const order = await placeOrder();
    const session = await openPaymentSession(order, { purpose: 'deposit', method: 'gopay' });
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    vi.setSystemTime(NOW);
    const { router } = await openPage(
      order,
      `&transaction_status=settlement&order_id=${encodeURIComponent(session.reference)}&status_code=200`,
    );
    const section = await payNow();
    expect(await within(section).findByRole('status', { name: 'Status pembayaran' })).toHaveTextContent(
      'Memeriksa pembayaran…',
    );
    expect(screen.queryByText('DP diterima')).not.toBeInTheDocument();
    expect(screen.queryByText('Lunas', { selector: '.order-page-paid__badge' })).not.toBeInTheDocument();
    // The server still says payable 5 s later: still checking.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(state(section)).toHaveTextContent('Memeriksa pembayaran…');

    // Only the gateway's notification pays it; the page then leaves the gateway's parameters, keeping the token.
    await simulateGateway(session.sessionID, 'paid');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(payment()).findByText('DP diterima')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('transaction_status'));
    expect(router.state.location.search).toBe(`?t=${order.trackingToken}`);
  });

  it('refusals say why in an alert; a failure offers a retry with the same key, keeping the choice', async () => {
    const order = await placeOrder();
    const requests = recordSessionRequests();
    let answer: 'refuse' | 'fail' | 'pass' = 'refuse';
    mockServer.use(
      http.post('*/api/public/orders/:orderID/payment-sessions', () => {
        if (answer === 'pass') return undefined;
        if (answer === 'fail')
          return HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
        return HttpResponse.json(
          { title: 'Bad Request', status: 400, code: 'method_unavailable', errors: {} },
          { status: 400 },
        );
      }),
    );
    try {
      const { user } = await openPage(order);
      const section = await payNow();
      await user.click(methods('E-wallet').getByRole('button', { name: 'OVO' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'Cara bayar ini sedang tidak tersedia. Pakai cara lain.',
      );

      answer = 'fail';
      await user.click(methods('E-wallet').getByRole('button', { name: 'DANA' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(/Kode pembayaran gagal dibuat/);
      expect(methods('E-wallet').getByRole('button', { name: 'DANA' })).toHaveAttribute('aria-pressed', 'true');

      answer = 'pass';
      await user.click(within(section).getByRole('button', { name: 'Coba lagi' }));
      expect(await within(section).findByRole('link', { name: 'Bayar dengan DANA (tab baru)' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(requests.sent).toHaveLength(3));
      expect(requests.sent[2].key).toBe(requests.sent[1].key);
      expect(requests.sent[1].key).not.toBe(requests.sent[0].key);
    } finally {
      requests.stop();
    }
  });

  it("'Transfer manual' shows the account and the proof upload; without it only the proofs sent stay", async () => {
    const order = await placeOrder();
    const { user } = await openPage(order);
    const section = await payNow();
    expect(within(section).queryByLabelText('Pilih gambar')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Transfer manual' }));
    expect(await within(section).findByText('5270 8812 34')).toBeInTheDocument();
    expect(within(section).getByLabelText('Pilih gambar')).toBeInTheDocument();
    expect(within(section).getByText('Uang muka (50%)')).toBeInTheDocument();
    cleanup();

    mockServer.use(
      http.get('*/api/public/payments/options', () =>
        HttpResponse.json({
          enabled: true,
          provider: 'xendit',
          methods: ['qris', 'va_bri'],
          sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
          manualTransfer: false,
        }),
      ),
    );
    await sendReceipt(order);
    await openPage(order);
    const only = await payNow();
    expect(within(only).queryByRole('button', { name: 'Transfer manual' })).not.toBeInTheDocument();
    expect(within(payment()).getByText('Bukti yang sudah dikirim')).toBeInTheDocument();
    expect(within(payment()).getByText('Menunggu verifikasi')).toBeInTheDocument();
    expect(within(payment()).queryByLabelText('Pilih gambar')).not.toBeInTheDocument();
    expect(within(only).queryByRole('group', { name: 'E-wallet' })).not.toBeInTheDocument();
    expect(
      within(only)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['QRIS', 'BRI']);
  });

  it.each([
    ['answers 404 (a backend without it)', () => setScenario('error:getPaymentOptions:404')],
    [
      'says the gateway is off',
      () =>
        mockServer.use(
          http.get('*/api/public/payments/options', () =>
            HttpResponse.json({
              enabled: false,
              provider: 'midtrans',
              methods: [],
              sessionMinutes: { qris: 15, va: 180, ewallet: 180 },
              manualTransfer: true,
            }),
          ),
        ),
    ],
    ['answers 501', () => setScenario('error:getPaymentOptions:501')],
  ])('when getPaymentOptions %s the page is as without a gateway', async (_, arrange) => {
    const order = await placeOrder();
    arrange();
    await openPage(order);
    await screen.findByRole('region', { name: 'Pembayaran' });
    expect(await within(payment()).findByText('5270 8812 34')).toBeInTheDocument();
    expect(screen.queryByText('Bayar sekarang')).not.toBeInTheDocument();
    expect(within(payment()).getByText('Uang muka (50%)')).toBeInTheDocument();
    expect(within(payment()).getByLabelText('Pilih gambar')).toBeInTheDocument();
    expect(within(payment()).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(payment()).queryByRole('button', { name: 'QRIS' })).not.toBeInTheDocument();
    expect(
      within(payment())
        .getAllByRole('heading')
        .map((each) => each.textContent),
    ).toEqual(['Pembayaran', 'Transfer bank', 'Kirim bukti transfer']);
  });

  it.each(['500', '503', 'timeout'])(
    'when getPaymentOptions fails (%s) the payment card says so in place of "Bayar sekarang"; "Coba Lagi" brings it',
    async (failure) => {
      const order = await placeOrder();
      setScenario(`error:getPaymentOptions:${failure}`);
      const { user } = await openPage(order);
      const alert = await within(await screen.findByRole('region', { name: 'Pembayaran' })).findByRole('alert');
      expect(alert).toHaveTextContent('Pilihan pembayaran gagal dimuat.');
      expect(alert).toHaveTextContent('Periksa koneksi internet Anda, lalu coba lagi.');
      // Never the page without a gateway: no account to transfer to, no receipt upload.
      expect(screen.queryByRole('region', { name: 'Bayar sekarang' })).not.toBeInTheDocument();
      expect(within(payment()).queryByText('5270 8812 34')).not.toBeInTheDocument();
      expect(within(payment()).queryByLabelText('Pilih gambar')).not.toBeInTheDocument();
      // The rest of the order shows as usual.
      expect(screen.getByText(`Pesanan #${order.orderID}`)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Detail pesanan' })).toBeInTheDocument();

      setScenario('off');
      await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
      const section = await payNow();
      expect(within(section).getByRole('radio', { name: /DP/ })).toBeChecked();
      expect(within(payment()).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('a failed reading of the session shown says the status could not be checked; "Coba Lagi" reads it again', async () => {
    const order = await placeOrder();
    const session = await openPaymentSession(order, { purpose: 'deposit', method: 'qris' });
    setScenario('error:getPaymentSession:503');
    const { user } = await openPage(order);
    const section = await payNow();
    const line = await within(section).findByRole('alert');
    expect(line).toHaveTextContent('Status pembayaran belum dapat diperiksa.');
    // The session as last known: its QR (drawn once the qrcode module is loaded) and its state, never paid.
    expect(await within(section).findByRole('img', { name: 'Kode QRIS' })).toBeInTheDocument();
    expect(state(section)).toHaveTextContent('Menunggu pembayaran');
    expect(within(payment()).queryByText('DP diterima')).not.toBeInTheDocument();

    setScenario('off');
    await simulateGateway(session.sessionID, 'paid');
    await user.click(within(line).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(payment()).findByText('DP diterima', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.queryByText('Status pembayaran belum dapat diperiksa.')).not.toBeInTheDocument();
  });

  it('in English', async () => {
    const order = await placeOrder();
    const { user } = await openPage(order, '', 'en');
    const section = await screen.findByRole('region', { name: 'Pay now' }, FIRST_VISIT);
    expect(within(section).getByRole('radio', { name: /Deposit/ })).toBeChecked();
    await user.click(methods('QRIS').getByRole('button', { name: 'QRIS' }));
    expect(await within(section).findByRole('img', { name: 'QRIS payment code' })).toBeInTheDocument();
    expect(within(section).getByText('Valid until 10:15 GMT+7')).toBeInTheDocument();
    expect(within(section).getByRole('status', { name: 'Payment status' })).toHaveTextContent('Waiting for payment');
  });

  it('in English, a failure of the payment options', async () => {
    const order = await placeOrder();
    setScenario('error:getPaymentOptions:500');
    const { user } = await openPage(order, '', 'en');
    const payment = await screen.findByRole('region', { name: 'Payment' }, FIRST_VISIT);
    const alert = await within(payment).findByRole('alert');
    expect(alert).toHaveTextContent('The payment options could not be loaded.');
    setScenario('off');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Pay now' })).toBeInTheDocument();
  });
});
