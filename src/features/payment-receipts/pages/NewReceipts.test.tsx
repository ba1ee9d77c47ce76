import '@/test/dialogTestSetup';
import '@/entities/payment/test/responseBlobs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { payableOrders, sendReceipt } from '@/entities/payment/test/sendReceipt';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { mockServer } from '@mocks/node';
import { renderPayments } from '../test/renderPayments';
import { receiptStates } from '../test/storyStates';

vi.setConfig({ testTimeout: 40_000 });

const TITLE = 'Payment Proofs | Fleur Florist';

/** The window gets the focus back: the queue asks the server again (LIVE_QUERY's refetchOnFocus). */
const refocus = () => act(() => void window.dispatchEvent(new Event('focus')));

const liveRegion = () => screen.getByTestId('new-proofs-live');
const card = (orderID: number, name: string | RegExp = new RegExp(`^(Pesanan|Order) #${orderID}( (Baru|New))?$`)) =>
  screen.findByRole('article', { name });

describe('New payment receipts announce themselves on /app/payments', () => {
  it("marks a receipt sent while the queue is open 'New', counts it in the tab title, says so once, and 'Mark as seen' clears it", async () => {
    const [before, after] = await payableOrders();
    await sendReceipt(before);
    storeSession('owner');
    const { user } = await renderRoute('/app/payments', { lng: 'en' });
    const old = await card(before.orderID, `Order #${before.orderID}`);
    expect(old).not.toHaveClass('is-new');
    await waitFor(() => expect(document.title).toBe(TITLE));
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toHaveTextContent(/^$/);

    await sendReceipt(after);
    await refocus();

    const fresh = await card(after.orderID, `Order #${after.orderID} New`);
    expect(fresh).toHaveClass('is-new');
    expect(within(fresh).getByText('New')).toHaveClass('new-item-badge');
    expect(screen.getByRole('article', { name: `Order #${before.orderID}` })).not.toHaveClass('is-new');
    expect(screen.getByText('1 new payment proof since you last looked')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`(1) ${TITLE}`));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^1 new payment proof$/));

    await user.click(screen.getByRole('button', { name: 'Mark as seen' }));
    expect(screen.getByRole('article', { name: `Order #${after.orderID}` })).not.toHaveClass('is-new');
    expect(screen.queryByText(/since you last looked/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(TITLE));
  });

  it("opening a new receipt clears its mark, the others stay 'Baru'; ?proof= opens one for review", async () => {
    const [, first, second] = await payableOrders();
    const { user, router } = await renderPayments();
    expect(await screen.findByText('Tidak ada bukti pembayaran yang menunggu verifikasi')).toBeInTheDocument();
    const sent = await sendReceipt(first);
    await sendReceipt(second);
    await refocus();
    await card(first.orderID, `Pesanan #${first.orderID} Baru`);
    await card(second.orderID, `Pesanan #${second.orderID} Baru`);
    expect(screen.getByText('2 bukti pembayaran baru sejak terakhir dilihat')).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^2 bukti pembayaran baru$/));

    await user.click(screen.getByRole('button', { name: `Lihat bukti pesanan #${first.orderID}` }));
    const dialog = await screen.findByRole('dialog', { name: `Bukti pembayaran pesanan #${first.orderID}` });
    expect(router.state.location.search).toBe(`?proof=${sent.proofID}`);
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('article', { name: `Pesanan #${first.orderID}` })).not.toHaveClass('is-new');
    expect(screen.getByRole('article', { name: `Pesanan #${second.orderID} Baru` })).toHaveClass('is-new');
    expect(screen.getByText('1 bukti pembayaran baru sejak terakhir dilihat')).toBeInTheDocument();
  });

  it('opens the receipt of a ?proof= link for review', async () => {
    const [order] = await payableOrders();
    const { proofID } = await sendReceipt(order);
    await renderPayments({ path: `/app/payments?proof=${proofID}` });
    const dialog = await screen.findByRole('dialog', { name: `Bukti pembayaran pesanan #${order.orderID}` });
    expect(await within(dialog).findByRole('button', { name: 'Setujui Pembayaran' })).toBeInTheDocument();
  });

  it('shows nothing of new receipts on a backend without receipts (404)', async () => {
    mockServer.use(...receiptStates.notFound);
    await renderPayments();
    expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Bunyi notifikasi' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('new-proofs-live')).not.toBeInTheDocument();
  });
});
