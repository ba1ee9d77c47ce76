import { fireEvent, screen, waitFor } from '@testing-library/react';
import '@/test/dialogTestSetup';
import { describe, expect, it } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { DRAFT_STORAGE_KEY } from '../model/draftStorage';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  field,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  WIZARD_PATH,
  WIZARD_NOW,
} from '../test/wizardTestUtils';

fixClockAt(WIZARD_NOW);

describe('order wizard: steps, quantity and draft', { timeout: 30_000 }, () => {
  it('shows the header, the language, the three steps and the back-to-home link', async () => {
    await openWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Pesan Rangkaian Bunga' })).toBeInTheDocument();
    expect(screen.getByText('Bahasa Indonesia', { selector: '.wizard-header__language' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Langkah pemesanan' });
    expect(steps).toHaveTextContent(/Pilih Kategori.*Detail Pesanan.*Konfirmasi/);
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/public/home');
  });

  it('shows category cards with price range and popular badge, and product cards with rating, chips and price', async () => {
    const { user } = await openWizard();
    expect(await screen.findByText('Rp 150.000 - Rp 1.500.000')).toBeInTheDocument();
    expect(screen.getAllByText('Populer').length).toBeGreaterThan(0);
    await chooseCategory(user);
    expect(
      await screen.findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Jumlah Tangkai: 12').length).toBeGreaterThan(0);
    expect(screen.getByText('4.9')).toBeInTheDocument();
    // "Mawar Merah Tangkai Tunggal" has no rating: 4.5 is shown.
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('Rp 350.000')).toBeInTheDocument();
  });

  it('forces quantity into 1–20 and keeps total = price × quantity', async () => {
    const { user } = await openWizard();
    await chooseCategory(user);
    await chooseProduct(user);
    const quantity = field('Jumlah') as HTMLInputElement;
    const total = () => screen.getByTestId('order-total');
    expect(total()).toHaveTextContent('Rp 350.000');

    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '-4' } });
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '25' } });
    expect(quantity.value).toBe('20');
    expect(total()).toHaveTextContent('Rp 7.000.000');

    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(total()).toHaveTextContent('Rp 1.050.000');
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(quantity.value).toBe('4');
    expect(total()).toHaveTextContent('Rp 1.400.000');

    // Emptied and left: back to 1.
    await user.clear(quantity);
    await user.tab();
    expect(quantity.value).toBe('1');
    expect(screen.getByRole('button', { name: 'Kurangi jumlah' })).toBeDisabled();
  });

  it('back from step 2 clears category, product and products', async () => {
    const { user, store } = await openWizard();
    await chooseCategory(user);
    await chooseProduct(user);
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pilih Kategori Bunga' })).toBeInTheDocument();
    expect(store.getState().orderWizard).toMatchObject({ step: 1, category: null, product: null });
    expect(screen.queryByRole('button', { name: /^Pilih Buket Mawar Merah Klasik/ })).not.toBeInTheDocument();
    // The top back link does the same.
    await chooseCategory(user, 'Bunga Meja & Vas');
    await user.click(screen.getByRole('button', { name: 'Kembali ke Kategori' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pilih Kategori Bunga' })).toBeInTheDocument();
    expect(store.getState().orderWizard.category).toBeNull();
  });

  it('back from step 3 returns to the products with no product chosen, the details kept', async () => {
    const { user, store } = await openWizard();
    await chooseCategory(user);
    await chooseProduct(user);
    await fillDetails(user, FULL_DETAILS);
    await continueToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Buket Mawar' })).toBeInTheDocument();
    expect(store.getState().orderWizard).toMatchObject({
      step: 2,
      product: null,
      category: { categoryName: 'Buket Mawar' },
    });
    expect(screen.queryByRole('heading', { level: 3, name: 'Detail Pengiriman' })).not.toBeInTheDocument();
    await chooseProduct(user, 'Buket Mawar Pink Pastel');
    expect(field('Nama Penerima')).toHaveValue(FULL_DETAILS.name);
    expect(field('Alamat Pengiriman')).toHaveValue(FULL_DETAILS.address);
  });

  it('restores the draft after a reload', async () => {
    const first = await openWizard();
    await chooseCategory(first.user);
    await chooseProduct(first.user);
    await fillDetails(first.user, { date: FULL_DETAILS.date, name: FULL_DETAILS.name, phone: FULL_DETAILS.phone });
    fireEvent.change(field('Jumlah'), { target: { value: '2' } });
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain(FULL_DETAILS.phone));
    first.unmount();

    // A reload: a new store starts from the session draft.
    await renderRoute(WIZARD_PATH);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Detail Pengiriman' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Terpilih Buket Mawar Merah Klasik' }, FIRST_VISIT),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(field('Tanggal Pengiriman')).toHaveValue(FULL_DETAILS.date);
    expect(field('Nama Penerima')).toHaveValue(FULL_DETAILS.name);
    expect(field('Nomor Telepon Penerima')).toHaveValue(FULL_DETAILS.phone);
    expect(field('Jumlah')).toHaveValue(2);
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rp 700.000');
  });

  it('resumes at the confirmation after a reload on step 3', async () => {
    const first = await openWizard();
    await chooseCategory(first.user);
    await chooseProduct(first.user);
    await fillDetails(first.user, FULL_DETAILS);
    await continueToConfirm(first.user);
    first.unmount();
    await renderRoute(WIZARD_PATH);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' }, FIRST_VISIT),
    ).toBeInTheDocument();
    expect(screen.getByText(FULL_DETAILS.address)).toBeInTheDocument();
  });
});
