import '@/test/dialogTestSetup';
import '@/entities/payment/test/responseBlobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/dates/formatDate';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, setScenario } from '@mocks/node';
import { payByApprovedProof, payDepositByGateway, twoPayableOrders } from '../test/gatewayPayments';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

/** The seeded order paid through the gateway by QRIS then a BCA virtual account (mocks/seed/paymentSessions.ts). */
function seededGatewayOrder() {
  const paid = getDb()
    .paymentSessions.all()
    .filter((session) => session.status === 'paid');
  const order = paid.find(
    (session) =>
      session.method === 'qris' && paid.some((other) => other.orderID === session.orderID && other.method === 'va_bca'),
  );
  if (!order) throw new Error('no seeded order paid by QRIS and VA BCA');
  return { orderID: order.orderID, sessions: getDb().sessionsOfOrder(order.orderID) };
}

async function openList(orderID: number, viewport: 'desktop' | 'phone' = 'desktop') {
  const rendered = await renderOrderManagement(`/app/orders?search=%23${orderID}`, { lng: 'id', viewport });
  if (viewport === 'desktop') await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  return rendered;
}

async function openDetails(orderID: number) {
  const rendered = await openList(orderID);
  await rendered.user.click(within(rowOf(orderID)).getByRole('button', { name: `Lihat detail pesanan #${orderID}` }));
  const popup = await screen.findByRole('dialog', { name: `Pesanan #${orderID}` });
  return { ...rendered, popup };
}

const history = async (popup: HTMLElement) =>
  (await within(popup).findByRole('heading', { name: 'Riwayat' })).closest('section')!;

describe("the order's 'Riwayat' (listOrderEvents)", () => {
  it('lists the seeded order’s events oldest first, with who did them, the money, the method and the reference', async () => {
    const { orderID, sessions } = seededGatewayOrder();
    const [qris] = sessions.filter((session) => session.method === 'qris');
    const { popup } = await openDetails(orderID);
    const section = await history(popup);
    const items = await within(section).findAllByRole('listitem');
    const texts = items.map((item) => item.textContent);
    expect(texts[0]).toMatch(/^Pesanan dibuat.*OlehPelanggan$/);
    const paidIndex = texts.findIndex((text) => text?.startsWith('Dibayar lewat gateway'));
    expect(paidIndex).toBeGreaterThan(0);
    const paid = items[paidIndex];
    expect(paid).toHaveTextContent('OlehMidtrans');
    expect(paid).toHaveTextContent(`Jumlah${formatRupiah(qris.amount)}`);
    expect(paid).toHaveTextContent('MetodeQRIS (Midtrans)');
    expect(paid).toHaveTextContent(`Referensi${qris.reference}`);
    // The time on the shop's calendar, whatever the machine's zone.
    expect(within(paid).getByText(formatDate(qris.paidAt, 'id-ID', 'dateTime'))).toHaveAttribute(
      'dateTime',
      qris.paidAt,
    );
    expect(
      texts.some((text) => text?.startsWith('Status pembayaran menjadi Paid') && text.endsWith('OlehSistem')),
    ).toBe(true);
    expect(texts.some((text) => text?.startsWith('Sesi pembayaran dibuat') && text.includes('OlehPelanggan'))).toBe(
      true,
    );
    expect(texts.some((text) => text?.includes('MetodeVA BCA (Midtrans)'))).toBe(true);
  });

  it('names the staff member who reviewed a payment proof, and shows a reason as text', async () => {
    const [order] = await twoPayableOrders();
    const reason = '<img src=x onerror="window.__pwned=1">Nominal kurang';
    await payByApprovedProof(order, { decision: 'reject', reason });
    await payByApprovedProof(order);
    const { popup } = await openDetails(order.orderID);
    const section = await history(popup);
    const refused = (await within(section).findByText('Bukti transfer ditolak')).closest('li')!;
    expect(refused).toHaveTextContent('Olehowner');
    expect(refused).toHaveTextContent(`Catatan${reason}`);
    expect(section.querySelector('img')).toBeNull();
    const approved = within(section).getByText('Bukti transfer disetujui').closest('li')!;
    expect(approved).toHaveTextContent('Olehowner');
    expect(approved).toHaveTextContent('JumlahRp');
    expect(within(section).getAllByText('Bukti transfer dikirim')[0].closest('li')).toHaveTextContent('OlehPelanggan');
  });

  it('is absent when the backend has no timeline (404): the details as they were', async () => {
    setScenario('error:listOrderEvents:404');
    const { orderID } = seededGatewayOrder();
    const { popup } = await openDetails(orderID);
    await within(popup).findByRole('heading', { name: 'Bukti Pembayaran' });
    await waitFor(() => expect(within(popup).queryByRole('status')).not.toBeInTheDocument());
    expect(within(popup).queryByRole('heading', { name: 'Riwayat' })).not.toBeInTheDocument();
    setScenario('off');
  });

  it('says a failed load with a retry that loads it', async () => {
    setScenario('error:listOrderEvents:500');
    const { orderID } = seededGatewayOrder();
    const { popup, user } = await openDetails(orderID);
    const section = await history(popup);
    expect(await within(section).findByText('Riwayat pesanan gagal dimuat.')).toBeInTheDocument();
    setScenario('off');
    await user.click(within(section).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(section).findByText('Pesanan dibuat')).toBeInTheDocument();
  });
});

describe('how the order was paid, beside its payment badge', () => {
  it("reads 'Otomatis · QRIS' once the gateway's notification lands (after the list's refetch), 'Bukti transfer' for an approved proof", async () => {
    const [byGateway, byProof] = await twoPayableOrders();
    await payByApprovedProof(byProof);
    const { user, unmount } = await openList(byGateway.orderID);
    const row = () => rowOf(byGateway.orderID);
    expect(within(row()).queryByText('Paid', { selector: '.status-badge' })).not.toBeInTheDocument();
    expect(within(row()).queryByText(/^Otomatis/)).not.toBeInTheDocument();

    await payDepositByGateway(byGateway, 'qris');
    await user.click(screen.getByRole('button', { name: 'Refresh Orders' }));
    expect(await within(row()).findByText('Otomatis · QRIS')).toBeInTheDocument();
    expect(within(row()).getByText('Paid', { selector: '.status-badge' })).toBeInTheDocument();

    await user.click(within(row()).getByRole('button', { name: `Lihat detail pesanan #${byGateway.orderID}` }));
    const popup = await screen.findByRole('dialog', { name: `Pesanan #${byGateway.orderID}` });
    expect(within(popup).getByText('Otomatis · QRIS')).toBeInTheDocument();
    unmount();

    const proof = await openList(byProof.orderID);
    expect(within(rowOf(byProof.orderID)).getByText('Bukti transfer')).toBeInTheDocument();
    proof.unmount();
  });

  it('shows on the cards of a phone, and not at all where the backend does not say (proposed fields off)', async () => {
    const [order] = await twoPayableOrders();
    await payDepositByGateway(order, 'gopay');
    const phone = await openList(order.orderID, 'phone');
    const card = await screen.findByRole('article', { name: new RegExp(`^#${order.orderID} `) }, FIRST_VISIT);
    expect(within(card).getByText('Otomatis · GoPay')).toBeInTheDocument();
    phone.unmount();

    setScenario('proposed:off:Gateway');
    await openList(order.orderID);
    expect(within(rowOf(order.orderID)).getByText('Paid', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(rowOf(order.orderID)).queryByText(/Otomatis|Bukti transfer/)).not.toBeInTheDocument();
    expect(rowOf(order.orderID).querySelector('.paid-via-tag')).toBeNull();
    setScenario('off');
  });
});
