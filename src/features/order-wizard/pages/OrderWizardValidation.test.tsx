import { screen, within } from '@testing-library/react';
import '@/test/dialogTestSetup';
import { describe, expect, it, vi } from 'vitest';
import { SHOP_FIRST_MINUTE, fixClockAt } from '@/test/fixedClock';
import {
  chooseCategory,
  chooseProduct,
  expectDialog,
  field,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  WIZARD_NOW,
} from '../test/wizardTestUtils';

fixClockAt(WIZARD_NOW);

describe('order wizard: step 2 validation', { timeout: 30_000 }, () => {
  it('asks for a product first when none is chosen', async () => {
    const { user, store } = await openWizard();
    await chooseCategory(user);
    // The step's actions come with the details form's code (useLaterSteps), after the products.
    await user.click(await screen.findByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(user, 'Pilih Produk', 'Silakan pilih produk bunga terlebih dahulu.');
    expect(store.getState().orderWizard.step).toBe(2);
  });

  it('checks date, time, recipient name, phone and address in that order, each with its own dialog', async () => {
    const { user, store } = await openWizard();
    await chooseCategory(user);
    await chooseProduct(user);
    const next = () => user.click(screen.getByRole('button', { name: 'Lanjutkan' }));

    await next();
    await expectDialog(user, 'Tanggal Pengiriman', 'Silakan pilih tanggal pengiriman.');
    await fillDetails(user, { date: FULL_DETAILS.date });

    await next();
    await expectDialog(user, 'Waktu Pengiriman', 'Silakan pilih waktu pengiriman.');
    await fillDetails(user, { time: FULL_DETAILS.time });

    await next();
    await expectDialog(user, 'Nama Penerima', 'Silakan isi nama penerima.');
    // Blank is not enough.
    await user.type(field('Nama Penerima'), '   ');
    await next();
    await expectDialog(user, 'Nama Penerima', 'Silakan isi nama penerima.');
    await user.clear(field('Nama Penerima'));
    await fillDetails(user, { name: FULL_DETAILS.name });

    await next();
    await expectDialog(user, 'Nomor Telepon', 'Silakan isi nomor telepon penerima.');
    await fillDetails(user, { phone: FULL_DETAILS.phone });

    await next();
    await expectDialog(user, 'Alamat Pengiriman', 'Silakan isi alamat pengiriman.');
    await fillDetails(user, { address: FULL_DETAILS.address });

    // Special instructions are optional.
    await next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' })).toBeInTheDocument();
    expect(store.getState().orderWizard.step).toBe(3);
  });

  it('shows the rule message under a field once it has been touched', async () => {
    const { user } = await openWizard();
    await chooseCategory(user);
    await chooseProduct(user);
    await user.click(field('Nama Penerima'));
    await user.tab();
    expect(await screen.findByText('Silakan isi nama penerima.')).toBeInTheDocument();
    expect(field('Nama Penerima')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the four delivery times and tomorrow as the earliest date', async () => {
    const { user } = await openWizard();
    await chooseCategory(user);
    await chooseProduct(user);
    const group = screen.getByRole('group', { name: 'Waktu Pengiriman' });
    expect(
      within(group)
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => radio.labels?.[0]?.textContent),
    ).toEqual(['Pagi (08:00 - 12:00)', 'Siang (12:00 - 17:00)', 'Sore (17:00 - 20:00)', 'Kapan Saja']);
    expect(field('Tanggal Pengiriman')).toHaveAttribute('min', FULL_DETAILS.date);
  });

  it("follows the shop's day: at 23:59 in Jakarta tomorrow is the 24th, at 00:01 it is the 25th", async () => {
    const first = await openWizard();
    await chooseCategory(first.user);
    await chooseProduct(first.user);
    expect(field('Tanggal Pengiriman')).toHaveAttribute('min', '2026-11-24');
    expect(
      screen.getByText('Pengiriman paling cepat besok, Selasa, 24 November 2026 (waktu toko, WIB).'),
    ).toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(SHOP_FIRST_MINUTE);
    sessionStorage.clear();
    const second = await openWizard();
    await chooseCategory(second.user);
    await chooseProduct(second.user);
    expect(field('Tanggal Pengiriman')).toHaveAttribute('min', '2026-11-25');
    // The 24th, valid a minute ago, is now the shop's today: refused with the delivery date dialog.
    await fillDetails(second.user, { ...FULL_DETAILS, date: '2026-11-24' });
    await second.user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(second.user, 'Tanggal Pengiriman', 'Silakan pilih tanggal pengiriman.');
  });

  it('speaks English: dialog titles and texts are translated', async () => {
    const { user } = await openWizard('en');
    await chooseCategory(user, 'Buket Mawar', 'en');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectDialog(user, 'Choose a Product', 'Please choose a flower product first.');
    await chooseProduct(user, 'Buket Mawar Merah Klasik', 'en');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectDialog(user, 'Delivery Date', 'Please choose a delivery date.');
  });
});
