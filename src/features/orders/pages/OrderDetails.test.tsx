import '@/test/dialogTestSetup';
import '@/entities/payment/test/responseBlobs';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { detailedOrder, makeOrder } from '@/entities/order/test/orderFixtures';
import { RECEIPT_PNG, storyReceipt } from '@/entities/payment/test/receiptFixtures';
import { renderOrderManagement } from '@/test/renderOrderManagement';
import { FIRST_VISIT } from '@/test/waits';
import { mockServer } from '@mocks/node';
import { rowOf, rows } from '../test/orderRows';

vi.setConfig({ testTimeout: 30_000 });

const HOSTILE = '<img src=x onerror="window.__pwned=1">Rina';

const ORDER = detailedOrder({ customerName: HOSTILE });

async function openDetails(order = ORDER) {
  mockServer.use(http.get('*/api/CustomerOrder', () => HttpResponse.json([order])));
  const rendered = await renderOrderManagement();
  await waitFor(() => expect(rows()).toHaveLength(1), FIRST_VISIT);
  await rendered.user.click(
    within(rowOf(order.orderID)).getByRole('button', { name: `View details of order #${order.orderID}` }),
  );
  return { ...rendered, popup: await screen.findByRole('dialog', { name: `Order #${order.orderID}` }) };
}

describe('order details popup', () => {
  it('shows status, payment, customer, product, delivery and timeline, with tel: and WhatsApp links', async () => {
    const { popup } = await openDetails();
    expect(within(popup).getByText('Processing')).toHaveClass('status-badge--blue');
    expect(within(popup).getByText('Paid')).toHaveClass('status-badge--green');
    const customer = within(popup).getByRole('heading', { name: 'Customer' }).closest('section')!;
    expect(customer).toHaveTextContent(HOSTILE);
    expect(customer).toHaveTextContent('Jl. Kemang Raya No. 15, Jakarta Selatan 12730');
    expect(customer).toHaveTextContent('Special MessageSelamat ulang tahun, sayang!');
    expect(within(customer).getByRole('link', { name: 'Call 0812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:0812-3456-7890',
    );
    const whatsapp = within(customer).getByRole('link', { name: 'WhatsApp 0812-3456-7890 (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281234567890');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    const product = within(popup).getByRole('heading', { name: 'Product' }).closest('section')!;
    expect(within(product).getByRole('img', { name: 'Photo of Buket Mawar Merah' })).toBeInTheDocument();
    for (const text of [
      'Buket Mawar Merah',
      'Dua belas mawar merah segar.',
      'Quantity3',
      'Unit PriceRp 225.000',
      'TotalRp 675.000',
    ]) {
      expect(product).toHaveTextContent(text);
    }

    const delivery = within(popup).getByRole('heading', { name: 'Delivery' }).closest('section')!;
    for (const text of [
      'RecipientIbu Sari',
      '22 November 2026',
      'TimeSiang (12:00 - 17:00)',
      'Jl. Melati No. 5, Bandung',
    ]) {
      expect(delivery).toHaveTextContent(text);
    }
    expect(within(delivery).getByRole('link', { name: 'Call +62 857 1111 2222' })).toHaveAttribute(
      'href',
      'tel:+6285711112222',
    );
    expect(within(delivery).getByRole('link', { name: /^WhatsApp \+62 857/ })).toHaveAttribute(
      'href',
      'https://wa.me/6285711112222',
    );

    const timeline = within(popup).getByRole('heading', { name: 'Timeline' }).closest('section')!;
    // Dates on the shop's calendar (Asia/Jakarta), through the app's date formatting.
    expect(timeline).toHaveTextContent(/Order Date20 Nov(ember)? 2026, 10:15/);
    expect(timeline).toHaveTextContent(/Delivery Date.*22 November 2026/);
    expect(timeline).toHaveTextContent('Delivery TimeSiang (12:00 - 17:00)');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("'Edit Order' shows 'Edit order functionality will be implemented here.'; 'Close' closes", async () => {
    const { user, popup } = await openDetails();
    await user.click(within(popup).getByRole('button', { name: 'Edit Order' }));
    expect(await screen.findByText('Edit order functionality will be implemented here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByText('Edit order functionality will be implemented here.')).not.toBeInTheDocument(),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Order #1500' }))
        .getAllByRole('button', { name: 'Close' })
        .at(-1)!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order #1500' })).not.toBeInTheDocument());
  });

  it('leaves out the special message and the delivery when there are none, and falls back for a missing product image', async () => {
    const { popup } = await openDetails(
      makeOrder(1501, {
        specialMessage: null,
        deliveryInfos: [],
        flowerProduct: { productID: 1, productName: 'Tulip', description: '', imageUrl: 'javascript:alert(1)' },
      }),
    );
    expect(within(popup).queryByText('Special Message')).not.toBeInTheDocument();
    expect(within(popup).queryByRole('heading', { name: 'Delivery' })).not.toBeInTheDocument();
    const image = within(popup).getByRole('img', { name: 'Photo of Tulip' });
    expect(image.getAttribute('src')).not.toContain('javascript');
  });
});

describe('the payment receipts of an order', () => {
  const proofsOf1500 = [
    storyReceipt(41, 1500),
    storyReceipt(40, 1500, {
      state: 'rejected',
      reason: 'Nominal transfer tidak sesuai.',
      reviewedAt: '2026-11-20T05:00:00.000Z',
      reviewedBy: 'owner',
    }),
  ];
  const answerReceipts = () =>
    mockServer.use(
      http.get('*/api/CustomerOrder/payment-proofs', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('orderID') === '1500' ? proofsOf1500 : []),
      ),
      http.get(
        '*/api/CustomerOrder/:id/payment-proofs/:proofId/image',
        () => new HttpResponse(RECEIPT_PNG, { headers: { 'Content-Type': 'image/png' } }),
      ),
    );

  it('lists each receipt with its state, the reason and reviewer of a refusal, and opens one in the receipt lightbox', async () => {
    answerReceipts();
    const { user, popup } = await openDetails();
    const section = (await within(popup).findByRole('heading', { name: 'Payment Proofs' }, FIRST_VISIT)).closest(
      'section',
    )!;
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('Rejected');
    expect(items[1]).toHaveTextContent('Reason: Nominal transfer tidak sesuai.');
    expect(items[1]).toHaveTextContent(/by owner/);

    const open = within(items[0]).getByRole('button', { name: /^View proof / });
    await user.click(open);
    const lightbox = await screen.findByRole('dialog', { name: 'Payment proof of order #1500' });
    expect(await within(lightbox).findByRole('img', { name: 'Payment proof of order #1500' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Approve Payment' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Payment proof of order #1500' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Order #1500' })).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('has no receipts section on a backend without receipts (404)', async () => {
    let asked = false;
    mockServer.use(
      http.get('*/api/CustomerOrder/payment-proofs', () => {
        asked = true;
        return HttpResponse.json({ status: 404, title: 'Not Found' }, { status: 404 });
      }),
    );
    const { popup } = await openDetails();
    expect(within(popup).getByRole('heading', { name: 'Timeline' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    expect(within(popup).queryByRole('heading', { name: 'Payment Proofs' })).not.toBeInTheDocument();
  });
});
