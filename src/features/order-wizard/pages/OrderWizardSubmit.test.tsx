import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import '@/test/dialogTestSetup';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_INFO_STORAGE_KEY } from '@/entities/order/model/orderInfoStorage';
import { fixClockAt } from '@/test/fixedClock';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer } from '@mocks/node';
import { validateRequest } from '@mocks/runtime/validator';
import { DRAFT_STORAGE_KEY } from '../model/draftStorage';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  expectDialog,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  recordOrderPosts,
  WIZARD_NOW,
} from '../test/wizardTestUtils';

const orderCount = () => getDb().customerOrders.all().length;

async function reachConfirmation(quantity = 2) {
  const view = await openWizard();
  await chooseCategory(view.user);
  await chooseProduct(view.user);
  await fillDetails(view.user, FULL_DETAILS);
  await view.user.clear(screen.getByLabelText('Jumlah'));
  await view.user.type(screen.getByLabelText('Jumlah'), String(quantity));
  await continueToConfirm(view.user);
  return view;
}

afterEach(() => {
  mockServer.events.removeAllListeners();
});

fixClockAt(WIZARD_NOW);

describe('order wizard: placing the order', { timeout: 30_000 }, () => {
  it('shows the full summary and the next steps before confirming', async () => {
    await reachConfirmation();
    const review = screen.getByRole('article', { name: 'Ringkasan Pesanan' });
    for (const text of [
      'Buket Mawar',
      'Buket Mawar Merah Klasik',
      'Rp 350.000',
      'Siang (12:00 - 17:00)',
      FULL_DETAILS.name,
      FULL_DETAILS.phone,
      FULL_DETAILS.address,
      FULL_DETAILS.instructions,
    ]) {
      expect(within(review).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(review).getByTestId('order-total')).toHaveTextContent('Rp 700.000');
    const next = screen.getByRole('complementary', { name: 'Langkah Selanjutnya' });
    expect(next).toHaveTextContent('50%');
    expect(next).toHaveTextContent('48 jam');
    expect(next).toHaveTextContent('72 jam');
    expect(next).toHaveTextContent('24 jam');
    expect(next).toHaveTextContent('7 hari');
  });

  it('sends the order payload, valid against openapi.yaml, then stores flowerOrderInfo and goes home', async () => {
    const bodies = recordOrderPosts(mockServer);
    const before = orderCount();
    const { user, router, store } = await reachConfirmation();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));

    const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
    const created = getDb().customerOrders.all().at(-1)!;
    expect(within(dialog).getByRole('heading', { name: 'Pesanan Berhasil!' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`#${created.orderID}`);
    expect(dialog).toHaveTextContent('Tim kami akan segera menghubungi Anda.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/home'), FIRST_VISIT);

    expect(orderCount()).toBe(before + 1);
    expect(bodies).toHaveLength(1);
    const payload = bodies[0] as Record<string, unknown>;
    expect(await validateRequest('createCustomerOrder', { body: payload })).toEqual({});
    expect(payload).toMatchObject({
      orderID: 0,
      customerName: FULL_DETAILS.name,
      productID: 1,
      quantity: 2,
      unitPrice: 350_000,
      totalPrice: 700_000,
      specialMessage: FULL_DETAILS.instructions,
      deliveryDate: FULL_DETAILS.date,
      deliveryTime: 'Siang (12:00 - 17:00)',
      phoneNumber: FULL_DETAILS.phone,
      address: FULL_DETAILS.address,
      flowerProduct: {
        productID: 1,
        categoryID: 1,
        productName: 'Buket Mawar Merah Klasik',
        price: 350_000,
        flowerCategory: { categoryID: 1, categoryName: 'Buket Mawar' },
      },
      orderStatuses: [{ statusID: 0, orderID: 0, status: 'Pending' }],
      payments: [{ paymentID: 0, orderID: 0, paymentAmount: 700_000, paymentStatus: 'Pending' }],
      deliveryInfos: [
        {
          deliveryID: 0,
          orderID: 0,
          recipientName: FULL_DETAILS.name,
          recipientPhone: FULL_DETAILS.phone,
          deliveryAddress: FULL_DETAILS.address,
        },
      ],
    });
    expect((payload.flowerProduct as { productAttributes: unknown[] }).productAttributes).toContainEqual({
      attributeID: 0,
      productID: 1,
      attributeName: 'feature',
      attributeValue: 'Jumlah Tangkai: 12',
      flowerProduct: 'Buket Mawar Merah Klasik',
    });

    const info = JSON.parse(sessionStorage.getItem(ORDER_INFO_STORAGE_KEY) ?? '{}');
    expect(info).toMatchObject({
      orderID: created.orderID,
      category: { categoryName: 'Buket Mawar' },
      product: { productName: 'Buket Mawar Merah Klasik' },
      details: { recipientName: FULL_DETAILS.name, quantity: 2, deliveryTime: 'Siang (12:00 - 17:00)' },
      totalPrice: 700_000,
    });
    expect(typeof info.orderDate).toBe('string');
    // The draft is gone and the wizard starts over.
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(store.getState().orderWizard).toMatchObject({ step: 1, category: null, product: null });
    // The order is in the backend, with its status and payment Pending.
    expect(created).toMatchObject({ customerName: FULL_DETAILS.name, quantity: 2, totalPrice: 700_000 });
  });

  it('creates exactly one order on a double click, with the processing overlay shown meanwhile', async () => {
    const bodies = recordOrderPosts(mockServer);
    const before = orderCount();
    // A slow backend: the handler waits, then falls through to the real one.
    mockServer.use(
      http.post('*/api/CustomerOrder', async () => {
        await delay(400);
      }),
    );
    const { user } = await reachConfirmation();
    const confirm = screen.getByRole('button', { name: 'Konfirmasi Pesanan' });
    await user.dblClick(confirm);
    expect(await screen.findByText('Pesanan sedang diproses…')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await expectDialog(user, 'Pesanan Berhasil!');
    expect(orderCount()).toBe(before + 1);
    expect(bodies).toHaveLength(1);
  });

  it('keeps everything typed when creating the order fails, and a retry succeeds', async () => {
    mockServer.use(
      http.post('*/api/CustomerOrder', () =>
        HttpResponse.json({ type: 'about:blank', title: 'Server error', status: 500 }, { status: 500 }),
      ),
    );
    const before = orderCount();
    const { user, store } = await reachConfirmation();
    const draft = store.getState().orderWizard;
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Gagal Membuat Pesanan', 'Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.');

    expect(orderCount()).toBe(before);
    expect(store.getState().orderWizard).toEqual(draft);
    expect(screen.getByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeInTheDocument();
    expect(screen.getByText(FULL_DETAILS.address)).toBeInTheDocument();
    expect(screen.queryByText('Pesanan sedang diproses…')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain(FULL_DETAILS.address);

    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    expect(orderCount()).toBe(before + 1);
  });
});
