import '@/test/dialogTestSetup';
import '@/entities/payment/test/responseBlobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sendReceipts } from '@/entities/payment/test/sendReceipt';
import { grandTotal } from '@/lib/orders/orderMoney';
import { getDb, mockServer } from '@mocks/node';
import { renderPayments } from '../test/renderPayments';
import { receiptStates, reviewRefusedAmount } from '../test/storyStates';

vi.setConfig({ testTimeout: 40_000 });

const tab = (name: RegExp) => screen.getByRole('button', { name });

async function openReceipt(user: Awaited<ReturnType<typeof renderPayments>>['user'], orderID: number) {
  await user.click(await screen.findByRole('button', { name: `Lihat bukti pesanan #${orderID}` }));
  return screen.findByRole('dialog', { name: `Bukti pembayaran pesanan #${orderID}` });
}

describe('Bukti Pembayaran /app/payments', () => {
  it('lists the waiting receipts with their order, and approving one records the deposit and moves it to Disetujui', async () => {
    const [first, second] = await sendReceipts(2);
    const { user } = await renderPayments();
    expect(screen.getByRole('heading', { level: 1, name: 'Bukti Pembayaran' })).toBeInTheDocument();
    const card = (await screen.findByRole('article', { name: `Pesanan #${first.orderID}` })).closest('article')!;
    expect(card).toHaveTextContent(first.customerName);
    expect(card).toHaveTextContent('Menunggu');
    expect(within(card).getByText('Pending')).toHaveClass('status-badge--yellow');
    expect(screen.getByRole('article', { name: `Pesanan #${second.orderID}` })).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Menunggu/)).toHaveTextContent('Menunggu 2'));
    expect(tab(/^Menunggu/)).toHaveAttribute('aria-pressed', 'true');
    expect(tab(/^Disetujui/)).toHaveTextContent('Disetujui 0');

    const dialog = await openReceipt(user, first.orderID);
    expect(
      await within(dialog).findByRole('img', { name: `Bukti pembayaran pesanan #${first.orderID}` }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const firstGrandTotal = grandTotal(first);
    const deposit = Math.ceil(firstGrandTotal / 2);
    expect(within(dialog).getByRole('textbox', { name: /Jumlah dibayar/ })).toHaveValue(
      deposit.toLocaleString('id-ID'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Setujui Pembayaran' }));

    expect(await screen.findByText(`Bukti pembayaran pesanan #${first.orderID} disetujui.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: `Pesanan #${first.orderID}` })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(tab(/^Menunggu/)).toHaveTextContent('Menunggu 1'));
    expect(getDb().currentPayment(first.orderID)?.paymentStatus).toBe('Paid');

    await user.click(tab(/^Disetujui/));
    const approved = await screen.findByRole('article', { name: `Pesanan #${first.orderID}` });
    expect(within(approved).getByText('Paid')).toHaveClass('status-badge--green');
    expect(within(approved).getByText('Disetujui')).toBeInTheDocument();
  });

  it("refusing needs a reason: 'Alasan penolakan wajib diisi'; with one the receipt moves to Ditolak", async () => {
    const [order] = await sendReceipts(1);
    const { user } = await renderPayments();
    const dialog = await openReceipt(user, order.orderID);
    await user.click(within(dialog).getByRole('radio', { name: 'Tolak' }));
    const reason = within(dialog).getByRole('textbox', { name: /Alasan penolakan/ });
    await user.click(reason);
    await user.tab();
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Tolak Bukti' })).toBeDisabled();

    await user.type(reason, 'Nominal transfer tidak sesuai.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Tolak Bukti' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Bukti' }));
    expect(await screen.findByText(`Bukti pembayaran pesanan #${order.orderID} ditolak.`)).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada bukti pembayaran yang menunggu verifikasi')).toBeInTheDocument();

    await user.click(tab(/^Ditolak/));
    const rejected = await screen.findByRole('article', { name: `Pesanan #${order.orderID}` });
    expect(rejected).toHaveTextContent('Nominal transfer tidak sesuai.');
    expect(getDb().currentPayment(order.orderID)?.paymentStatus).not.toBe('Paid');
  });

  it("puts the server's 400 on the amount field and keeps the dialog open", async () => {
    const [order] = await sendReceipts(1);
    mockServer.use(...reviewRefusedAmount);
    const { user } = await renderPayments();
    const dialog = await openReceipt(user, order.orderID);
    const amount = within(dialog).getByRole('textbox', { name: /Jumlah dibayar/ });
    // an amount the form accepts (the order's total, at most its grand total), which this server refuses
    await user.clear(amount);
    await user.type(amount, String(order.totalPrice));
    await user.click(within(dialog).getByRole('button', { name: 'Setujui Pembayaran' }));
    expect(await within(dialog).findByText('amountPaid must be at most 350000')).toBeInTheDocument();
    expect(within(dialog).getByText('Server menolak beberapa isian. Periksa kolom yang ditandai.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue(new Intl.NumberFormat('id-ID').format(order.totalPrice));
  });

  it('says when nothing waits', async () => {
    await renderPayments({ lng: 'en' });
    expect(await screen.findByText('No payment proofs awaiting verification')).toBeInTheDocument();
  });

  it.each([
    ['404', receiptStates.notFound],
    ['501', receiptStates.notImplemented],
  ])("says 'Belum didukung oleh server' when the receipts call answers %s", async (_status, handlers) => {
    mockServer.use(...handlers);
    await renderPayments();
    expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Menunggu/ })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads the receipts', async () => {
    mockServer.use(...receiptStates.error);
    const { user } = await renderPayments();
    expect(await screen.findByText('Bukti pembayaran gagal dimuat.')).toBeInTheDocument();
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Tidak ada bukti pembayaran yang menunggu verifikasi')).toBeInTheDocument();
  });

  it('shows the picture failing to load with a retry', async () => {
    const [order] = await sendReceipts(1);
    mockServer.use(...receiptStates.imageError);
    const { user } = await renderPayments();
    const dialog = await openReceipt(user, order.orderID);
    expect(await within(dialog).findByText('Gambar bukti pembayaran gagal dimuat.')).toBeInTheDocument();
    mockServer.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Coba Lagi' }));
    expect(
      await within(dialog).findByRole('img', { name: `Bukti pembayaran pesanan #${order.orderID}` }),
    ).toBeInTheDocument();
  });
});
