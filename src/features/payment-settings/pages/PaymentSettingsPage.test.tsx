import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { renderPaymentSettings } from '../test/renderPaymentSettings';

vi.setConfig({ testTimeout: 30_000 });

type User = Awaited<ReturnType<typeof renderPaymentSettings>>['user'];

const form = () => screen.findByRole('form', { name: 'Pengaturan Pembayaran' });
const save = () => screen.getByRole('button', { name: 'Simpan Pengaturan' });
const group = (name: string) => screen.getByRole('group', { name });

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.tab();
}

describe('Pengaturan Pembayaran /app/payment-settings', () => {
  it("shows the shop's settings: the gateway on, Midtrans 'Terhubung' (its keys on the server), every method, the session lengths", async () => {
    await renderPaymentSettings();
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan Pembayaran' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Terima pembayaran otomatis lewat gateway' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Midtrans' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Xendit' })).not.toBeChecked();
    const connection = screen.getByRole('group', { name: 'Koneksi Midtrans' });
    expect(within(connection).getByText('Terhubung')).toBeInTheDocument();
    expect(connection).toHaveTextContent('Kunci API Midtrans tersimpan di server toko.');
    // No key is asked for or shown.
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(
      within(group('QRIS'))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['qris']);
    expect(within(group('Virtual Account')).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(group('E-wallet')).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'VA Mandiri' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'QRIS' })).toHaveValue('15');
    expect(screen.getByRole('textbox', { name: 'Virtual Account' })).toHaveValue('180');
    expect(screen.getByRole('switch', { name: 'Terima transfer manual dengan bukti transfer' })).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('says what is wrong once a field was touched, and Save waits for valid settings', async () => {
    const { user } = await renderPaymentSettings();
    await form();
    const qris = screen.getByRole('textbox', { name: 'QRIS' });
    await replace(user, qris, '');
    expect(await screen.findByText('Lama sesi wajib diisi')).toBeInTheDocument();
    expect(qris).toHaveAttribute('aria-invalid', 'true');
    await replace(user, qris, '3');
    expect(await screen.findByText('Lama sesi 5–1440 menit')).toBeInTheDocument();
    await replace(user, qris, '1.5');
    expect(await screen.findByText('Isi dengan bilangan bulat')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await replace(user, qris, '30');
    await waitFor(() => expect(screen.queryByText('Isi dengan bilangan bulat')).not.toBeInTheDocument());

    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    expect(await screen.findByText('Pilih minimal satu metode pembayaran')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'GoPay' }));
    await waitFor(() => expect(screen.queryByText('Pilih minimal satu metode pembayaran')).not.toBeInTheDocument());

    await user.click(screen.getByRole('switch', { name: 'Terima transfer manual dengan bukti transfer' }));
    await user.click(screen.getByRole('switch', { name: 'Terima pembayaran otomatis lewat gateway' }));
    const message = 'Aktifkan gateway atau transfer manual: pelanggan perlu cara untuk membayar';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Terima transfer manual dengan bukti transfer' }),
    ).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Terima transfer manual dengan bukti transfer' }));
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('saves: Xendit, without OVO, QRIS sessions of 30 minutes; a toast says so and the form starts again from them', async () => {
    const { user } = await renderPaymentSettings();
    await form();
    await user.click(screen.getByRole('radio', { name: 'Xendit' }));
    expect(
      screen.getByText('Status di atas untuk Midtrans. Simpan untuk memakai Xendit, lalu periksa koneksinya.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'OVO' }));
    await replace(user, screen.getByRole('textbox', { name: 'QRIS' }), '30');
    expect(screen.getByText('Ada perubahan yang belum disimpan')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Pengaturan pembayaran disimpan.')).toBeInTheDocument();
    expect(getDb().paymentSettings).toMatchObject({
      enabled: true,
      provider: 'xendit',
      sessionMinutes: { qris: 30, va: 180, ewallet: 180 },
      manualTransfer: true,
    });
    expect(getDb().paymentSettings?.methods).not.toContain('ovo');
    expect(getDb().paymentSettings?.methods).toHaveLength(8);
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByRole('group', { name: 'Koneksi Xendit' })).toBeInTheDocument();
    expect(screen.queryByText('Ada perubahan yang belum disimpan')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on their fields and keeps what was chosen", async () => {
    mockServer.use(
      http.put('*/api/payments/settings', () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            errors: { 'sessionMinutes.qris': ['QRIS sessions last at most 60 minutes at this gateway.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderPaymentSettings();
    await form();
    const qris = screen.getByRole('textbox', { name: 'QRIS' });
    await replace(user, qris, '90');
    await user.click(save());
    expect(await screen.findByText('QRIS sessions last at most 60 minutes at this gateway.')).toBeInTheDocument();
    expect(screen.getByText('Server menolak beberapa isian. Periksa kolom yang ditandai.')).toBeInTheDocument();
    expect(qris).toHaveAttribute('aria-invalid', 'true');
    expect(qris).toHaveValue('90');
  });

  it('shows a failed load with a retry', async () => {
    setScenario('error:getPaymentSettings:500');
    const { user } = await renderPaymentSettings({ lng: 'en' });
    expect(await screen.findByText('The payment settings could not be loaded.')).toBeInTheDocument();
    setScenario('off');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Payment Settings' })).toBeInTheDocument();
  });

  it.each(['404', '501'])("says 'Belum didukung oleh server' when the settings call answers %s", async (status) => {
    setScenario(`error:getPaymentSettings:${status}`);
    await renderPaymentSettings();
    expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    setScenario('off');
  });
});

describe("the navigation's 'Pengaturan Pembayaran'", () => {
  it('sits after the delivery settings and leads to the screen', async () => {
    storeSession('owner');
    const { user } = await renderRoute('/app/delivery');
    await user.click(await screen.findByRole('button', { name: 'Buka atau tutup menu' }, FIRST_VISIT));
    const link = await screen.findByRole('link', { name: 'Pengaturan Pembayaran' }, FIRST_VISIT);
    const labels = within(link.closest('ul')!)
      .getAllByRole('link')
      .map((each) => each.textContent?.trim());
    expect(labels.indexOf('Pengaturan Pembayaran')).toBe(labels.indexOf('Pengaturan Pengiriman') + 1);
    await user.click(link);
    expect(await screen.findByRole('form', { name: 'Pengaturan Pembayaran' }, FIRST_VISIT)).toBeInTheDocument();
  });

  it('is hidden where the backend has no payment settings (404)', async () => {
    setScenario('error:getPaymentSettings:404');
    let answered = 0;
    mockServer.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/payments/settings' && response.status === 404) answered += 1;
    });
    storeSession('owner');
    const { user } = await renderRoute('/app/delivery');
    await user.click(await screen.findByRole('button', { name: 'Buka atau tutup menu' }, FIRST_VISIT));
    await screen.findByRole('link', { name: 'Pengaturan Pengiriman' }, FIRST_VISIT);
    await waitFor(() => expect(answered).toBeGreaterThan(0), FIRST_VISIT);
    expect(screen.queryByRole('link', { name: 'Pengaturan Pembayaran' })).not.toBeInTheDocument();
    mockServer.events.removeAllListeners();
    setScenario('off');
  });
});
