import { screen, waitFor, within } from '@testing-library/react';
import '@/test/dialogTestSetup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOrderInfo } from '@/entities/order/model/orderInfoStorage';
import { fixClockAt } from '@/test/fixedClock';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, resetScenario, setScenario } from '@mocks/node';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  WIZARD_NOW,
} from '../test/wizardTestUtils';

/**
 * After 'Pesanan Berhasil!': the way to the order's page when the backend gives one
 * (docs/product-rules.md#order-page-proposed).
 */

async function placeOrder() {
  const view = await openWizard();
  await chooseCategory(view.user);
  await chooseProduct(view.user);
  await fillDetails(view.user, FULL_DETAILS);
  await continueToConfirm(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
  const dialog = await screen.findByRole('dialog', {}, FIRST_VISIT);
  return { ...view, dialog, created: getDb().customerOrders.all().at(-1)! };
}

fixClockAt(WIZARD_NOW);

afterEach(() => {
  resetScenario();
  vi.restoreAllMocks();
});

describe('order wizard: after the order is placed', { timeout: 30_000 }, () => {
  it("offers the order's page: the product's text, then 'Lihat status pesanan' opens it", async () => {
    const { user, router, dialog, created } = await placeOrder();
    expect(within(dialog).getByRole('heading', { name: 'Pesanan Berhasil!' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`Nomor pesanan Anda: #${created.orderID}. Tim kami akan segera menghubungi Anda.`);
    expect(readOrderInfo()).toMatchObject({ orderID: created.orderID, trackingToken: created.trackingToken });

    await user.click(within(dialog).getByRole('button', { name: 'Lihat status pesanan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/public/pesanan/${created.orderID}`), FIRST_VISIT);
    expect(router.state.location.search).toBe(`?t=${created.trackingToken}`);
  });

  it("'Kirim tautan ke WhatsApp saya' opens WhatsApp with the page's link, then goes home", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router, dialog, created } = await placeOrder();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim tautan ke WhatsApp saya' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0];
    const link = new URL(String(href));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      `Status pesanan #${created.orderID}: ${window.location.origin}/public/pesanan/${created.orderID}?t=${created.trackingToken}`,
    );
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/home'), FIRST_VISIT);
  });

  it("with today's backend (no order page) the dialog is the product's own: its text and OK", async () => {
    setScenario('proposed:off');
    const { user, router, dialog } = await placeOrder();
    expect(within(dialog).getByRole('heading', { name: 'Pesanan Berhasil!' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Lihat status pesanan' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Kirim tautan ke WhatsApp saya' })).toBeNull();
    expect(readOrderInfo()?.trackingToken).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/home'), FIRST_VISIT);
  });
});
