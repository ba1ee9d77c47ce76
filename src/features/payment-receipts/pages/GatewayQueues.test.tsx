import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { issueToken } from '@mocks/handlers/authToken';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { renderPayments } from '../test/renderPayments';

vi.setConfig({ testTimeout: 30_000 });

type User = Awaited<ReturnType<typeof renderPayments>>['user'];

const tab = (name: RegExp) => screen.getByRole('button', { name });
const card = (orderID: number) => screen.findByRole('article', { name: `Pesanan #${orderID}` });

/** The seeded sessions that need a person (mocks/seed/paymentSessions.ts), by why. */
function flagged(attention: 'amount_mismatch' | 'paid_late' | 'duplicate') {
  const session = getDb()
    .paymentSessions.all()
    .find((each) => each.attention === attention && !each.resolvedAt);
  if (!session) throw new Error(`no seeded ${attention} session`);
  return session;
}

async function openTab(user: User, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  expect(tab(name)).toHaveAttribute('aria-pressed', 'true');
}

/** Confirms the sweetalert2 question. */
async function confirm(user: User, title: string, button: string) {
  const question = await screen.findByRole('dialog', { name: title });
  await user.click(within(question).getByRole('button', { name: button }));
}

/** Another staff member returns part of a session's money meanwhile (straight to the mock backend). */
async function refundElsewhere(orderID: number, sessionID: number, amount: number) {
  const response = await fetch(`${window.location.origin}/api/CustomerOrder/${orderID}/refunds`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${issueToken('admin')}`,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ amount, reason: 'Sebagian lewat kasir', method: 'manual', sessionID }),
  });
  if (response.status !== 201) throw new Error(`createRefund answered ${response.status}`);
}

describe("'Otomatis': the gateway payments that need a person", () => {
  it('lists the flagged sessions with why, what was asked and received; Terima settles one', async () => {
    const mismatch = flagged('amount_mismatch');
    const late = flagged('paid_late');
    const duplicate = flagged('duplicate');
    const { user } = await renderPayments();
    await waitFor(() => expect(tab(/^Otomatis/)).toHaveTextContent('Otomatis 3'));
    expect(tab(/^Menunggu/)).toHaveAttribute('aria-pressed', 'true');
    await openTab(user, /^Otomatis/);

    const first = await card(mismatch.orderID);
    expect(first).toHaveTextContent('Jumlah berbeda');
    expect(first).toHaveTextContent('MetodeVA Mandiri · Midtrans');
    expect(first).toHaveTextContent(`Referensi${mismatch.reference}`);
    expect(first).toHaveTextContent(`Tagihan sesiRp ${mismatch.amount.toLocaleString('id-ID')}`);
    expect(first).toHaveTextContent(`DiterimaRp ${mismatch.paidAmount!.toLocaleString('id-ID')}`);
    expect(await card(late.orderID)).toHaveTextContent('Dibayar terlambat');
    const twice = await card(duplicate.orderID);
    expect(twice).toHaveTextContent('Pembayaran ganda');
    expect(twice).toHaveTextContent('MetodeShopeePay · Midtrans');

    await user.click(within(twice).getByRole('button', { name: `Terima pembayaran pesanan #${duplicate.orderID}` }));
    await confirm(user, `Terima pembayaran pesanan #${duplicate.orderID}?`, 'Terima');
    expect(await screen.findByText(`Pembayaran pesanan #${duplicate.orderID} diterima.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: `Pesanan #${duplicate.orderID}` })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(tab(/^Otomatis/)).toHaveTextContent('Otomatis 2'));
    expect(getDb().paymentSessions.find(duplicate.sessionID)?.resolvedAt).not.toBeNull();
  });

  it('says a failed load with a retry, and the tab stays', async () => {
    setScenario('error:listPaymentSessions:500');
    const { user } = await renderPayments({ path: '/app/payments?state=gateway' });
    expect(await screen.findByText('Pembayaran otomatis gagal dimuat.')).toBeInTheDocument();
    expect(tab(/^Otomatis/)).toHaveAttribute('aria-pressed', 'true');
    setScenario('off');
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await card(flagged('paid_late').orderID)).toBeInTheDocument();
  });
});

describe("'Pengembalian': the money to return", () => {
  it('refuses an amount over what is left (another refund meanwhile), keeps what was typed, then refunds and closes the task', async () => {
    const late = flagged('paid_late');
    const { user } = await renderPayments();
    await waitFor(() => expect(tab(/^Pengembalian/)).toHaveTextContent('Pengembalian 2'));
    await openTab(user, /^Pengembalian/);
    const task = await card(late.orderID);
    expect(task).toHaveTextContent('Terbuka');
    expect(task).toHaveTextContent('Dibayar terlambat');
    await user.click(
      within(task).getByRole('button', { name: `Kembalikan dana pesanan #${late.orderID} (${late.reference})` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Kembalikan dana pesanan #${late.orderID}` });
    const amount = within(dialog).getByRole('textbox', { name: /Jumlah dikembalikan/ });
    expect(amount).toHaveValue(late.paidAmount!.toLocaleString('id-ID'));
    expect(within(dialog).getByRole('radio', { name: 'Lewat gateway (Midtrans)' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Manual' })).not.toBeChecked();
    const submit = within(dialog).getByRole('button', { name: 'Kembalikan dana' });
    expect(submit).toBeDisabled();

    const reason = within(dialog).getByRole('textbox', { name: /Alasan/ });
    await user.click(reason);
    await user.tab();
    expect(await within(dialog).findByText('Alasan wajib diisi')).toBeInTheDocument();
    await user.type(reason, 'Dibayar setelah pesanan selesai.');
    await waitFor(() => expect(submit).toBeEnabled());

    await refundElsewhere(late.orderID, late.sessionID, 100_000);
    const keys: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/refunds'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        'Jumlah melebihi dana yang masih bisa dikembalikan (yang dibayar dikurangi yang sudah dikembalikan). Periksa jumlahnya.',
      ),
    ).toBeInTheDocument();
    expect(reason).toHaveValue('Dibayar setelah pesanan selesai.');
    expect(amount).toHaveValue(late.paidAmount!.toLocaleString('id-ID'));
    const left = late.paidAmount! - 100_000;
    expect(
      await within(dialog).findByText(`Jumlah paling banyak Rp ${left.toLocaleString('id-ID')}`),
    ).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, String(left));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(
      await screen.findByText(`Dana Rp ${left.toLocaleString('id-ID')} pesanan #${late.orderID} dikembalikan.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await card(late.orderID)).toHaveTextContent('Selesai'));
    expect(
      within(await card(late.orderID)).queryByRole('button', { name: /^Kembalikan dana/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(tab(/^Pengembalian/)).toHaveTextContent('Pengembalian 1'));
    // One key for the dialog's opening, sent again with the retry.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    mockServer.events.removeAllListeners();
  });

  it("a virtual-account payment refunded: 'Kembalikan dana' makes the task, its dialog offers only manual, saying why", async () => {
    const mismatch = flagged('amount_mismatch');
    const { user } = await renderPayments({ path: '/app/payments?state=gateway' });
    const flaggedCard = await card(mismatch.orderID);
    await user.click(within(flaggedCard).getByRole('button', { name: `Kembalikan dana pesanan #${mismatch.orderID}` }));
    await confirm(user, `Kembalikan dana pesanan #${mismatch.orderID}?`, 'Buat tugas pengembalian');
    expect(await screen.findByText(`Tugas pengembalian dana pesanan #${mismatch.orderID} dibuat.`)).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Pengembalian/)).toHaveTextContent('Pengembalian 3'));

    await openTab(user, /^Pengembalian/);
    const task = await card(mismatch.orderID);
    expect(task).toHaveTextContent('MetodeVA Mandiri · Midtrans');
    await user.click(within(task).getByRole('button', { name: /^Kembalikan dana pesanan/ }));
    const dialog = await screen.findByRole('dialog', { name: `Kembalikan dana pesanan #${mismatch.orderID}` });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['manual']);
    expect(within(dialog).getByRole('radio', { name: 'Manual' })).toBeChecked();
    expect(
      within(dialog).getByText(
        'Gateway tidak dapat mengembalikan dana pembayaran virtual account: transfer sendiri ke rekening pelanggan, lalu catat di sini.',
      ),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'Jumlah transfer tidak sesuai tagihan.');
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan dana' }));
    expect(await screen.findByText(/^Dana Rp [\d.]+ pesanan #\d+ dikembalikan\.$/)).toBeInTheDocument();
    await waitFor(async () => expect(await card(mismatch.orderID)).toHaveTextContent('Selesai'));
    const refunds = getDb()
      .refunds.all()
      .filter((refund) => refund.orderID === mismatch.orderID);
    expect(refunds).toEqual([expect.objectContaining({ method: 'manual', amount: mismatch.paidAmount })]);
  });

  it('says when nothing is left to return', async () => {
    for (const task of getDb().refundTasks.all()) getDb().refundTasks.update(task.taskID, { doneAt: task.createdAt });
    const { user } = await renderPayments({ lng: 'en' });
    await openTab(user, /^Refunds/);
    expect(tab(/^Refunds/)).toHaveTextContent('Refunds 0');
    expect(await screen.findAllByText('Done')).not.toHaveLength(0);
  });
});

describe('a backend without payments by gateway', () => {
  it.each(['404', '501'])(
    '(the calls answering %s) shows the page as it was: no Otomatis, no Pengembalian',
    async (status) => {
      setScenario(`error:listPaymentSessions:${status},error:listRefundTasks:${status}`);
      await renderPayments({ path: '/app/payments?state=gateway' });
      expect(await screen.findByText('Tidak ada bukti pembayaran yang menunggu verifikasi')).toBeInTheDocument();
      expect(tab(/^Menunggu/)).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('group', { name: 'Status bukti pembayaran' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Otomatis/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pengembalian/ })).not.toBeInTheDocument();
      setScenario('off');
    },
  );
});
