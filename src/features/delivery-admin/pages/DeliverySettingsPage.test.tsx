import '@/test/dialogTestSetup';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixClockAt } from '@/test/fixedClock';
import { getDb, mockServer } from '@mocks/node';
import { renderDelivery } from '../test/renderDelivery';
import { deliverySettingsLoad, deliverySettingsSave } from '../test/storyStates';

vi.setConfig({ testTimeout: 40_000 });

// 10:00 in the shop on Wednesday 25 November 2026: the seed closes 25 December and 1 January.
fixClockAt(new Date('2026-11-25T10:00:00+07:00'));

const save = () => screen.getByRole('button', { name: 'Simpan' });

async function openSettings(lng: 'id' | 'en' = 'id') {
  const rendered = await renderDelivery({ lng });
  await screen.findByRole('form', { name: lng === 'id' ? 'Pengaturan Pengiriman' : 'Delivery Settings' });
  return rendered;
}

describe('Pengaturan Pengiriman /app/delivery', () => {
  it("shows the seeded settings: no same-day, the closed holidays, the windows' capacity, the zones and the rest", async () => {
    const { user } = await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan Pengiriman' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tidak ada (paling cepat besok)' })).toBeChecked();
    expect(screen.queryByLabelText(/Batas waktu pesanan/)).not.toBeInTheDocument();

    const closed = screen.getByRole('list', { name: 'Tanggal tutup (2)' });
    expect(within(closed).getByText('25 Des 2026')).toBeInTheDocument();
    expect(within(closed).getByText('1 Jan 2027')).toBeInTheDocument();
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    expect(screen.getByRole('button', { name: 'Jumat, 25 Desember 2026, Hari Raya Natal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Kamis, 24 Desember 2026' })).toHaveAttribute('aria-pressed', 'false');

    expect(screen.getByRole('textbox', { name: 'Kuota per hari — Sore (17:00 - 20:00)' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Kuota per hari — Pagi (08:00 - 12:00)' })).toHaveValue('');
    expect(screen.getByText('Tanpa jam tertentu')).toBeInTheDocument();

    const depok = screen.getByRole('region', { name: /^Depok/ });
    expect(within(depok).getByRole('textbox', { name: /Ongkos kirim/ })).toHaveValue('40.000');
    expect(within(depok).getByText('Beji')).toBeInTheDocument();
    expect(screen.getByText('10 zona')).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: /Gratis ongkir mulai/ })).toHaveValue('1.500.000');
    expect(screen.getByRole('radio', { name: 'Tolak pengiriman' })).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('saves a cut-off, a holiday, a capacity and a new zone; the mock keeps them and the form starts from them', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Ada, untuk pesanan sebelum batas waktu' }));
    const cutoff = screen.getByLabelText(/Batas waktu pesanan/);
    expect(screen.getByText(/Pesanan untuk hari ini diterima sebelum jam ini/)).toBeInTheDocument();
    await user.type(cutoff, '13:00');
    expect(cutoff).toHaveValue('13:00');

    await user.click(screen.getByRole('button', { name: /^Tambah Tahun Baru Imlek, / }));
    // The calendar by keyboard: today (25 November) holds the tab stop; a week down, then Enter closes 2 December.
    screen.getByRole('button', { name: 'Rabu, 25 November 2026' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Rabu, 2 Desember 2026' })).toHaveFocus();
    expect(screen.getByText('Desember 2026')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: 'Kamis, 3 Desember 2026' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: 'Selasa, 3 November 2026' })).toHaveFocus();
    // Days before today cannot be closed.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Selasa, 3 November 2026' })).toHaveAttribute('aria-pressed', 'false');

    const evening = screen.getByRole('textbox', { name: 'Kuota per hari — Sore (17:00 - 20:00)' });
    await user.clear(evening);
    await user.type(evening, '12');

    await user.click(screen.getByRole('button', { name: 'Tambah zona' }));
    const zone = screen.getByRole('region', { name: 'Zona 11' });
    await user.type(within(zone).getByRole('textbox', { name: /Nama zona/ }), 'Cikarang');
    await user.type(within(zone).getByRole('textbox', { name: /Ongkos kirim/ }), '55000');
    expect(within(zone).getByRole('textbox', { name: /Ongkos kirim/ })).toHaveValue('55.000');
    await user.type(within(zone).getByRole('textbox', { name: 'Tambah area ke Cikarang' }), 'Cikarang Utara{Enter}');

    expect(screen.getByText('Ada perubahan yang belum disimpan.')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByText('Pengaturan pengiriman disimpan.')).toBeInTheDocument();

    const stored = getDb().deliverySettings!;
    expect(stored.sameDayCutoff).toBe('13:00');
    expect(stored.closedDates).toEqual(['2026-12-03', '2026-12-25', '2027-01-01', '2027-02-06']);
    expect(stored.windows.find((window) => window.label === 'Sore (17:00 - 20:00)')?.capacity).toBe(12);
    expect(stored.zones.at(-1)).toEqual({ id: 'cikarang', name: 'Cikarang', areas: ['Cikarang Utara'], fee: 55000 });
    expect(stored.zones).toHaveLength(11);
    await waitFor(() => expect(screen.queryByText('Ada perubahan yang belum disimpan.')).not.toBeInTheDocument());
    expect(save()).toBeDisabled();
  });

  it('checks before saving: a window ending before it starts, a zone without a fee, an area already in another zone', async () => {
    const { user } = await openSettings();
    const end = screen.getByLabelText('Selesai — Pagi (08:00 - 12:00)');
    await user.clear(end);
    await user.type(end, '07:00');
    await user.tab();
    expect(await screen.findByText('Jam selesai harus setelah jam mulai')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah zona' }));
    const zone = screen.getByRole('region', { name: 'Zona 11' });
    await user.type(within(zone).getByRole('textbox', { name: /Nama zona/ }), 'Depok Lama');
    await user.type(within(zone).getByRole('textbox', { name: 'Tambah area ke Depok Lama' }), 'Kota Depok{Enter}');
    await user.click(within(zone).getByRole('textbox', { name: /Ongkos kirim/ }));
    await user.tab();
    expect(await within(zone).findByText('Isi ongkos kirim')).toBeInTheDocument();
    expect(within(zone).getByText('"Kota Depok" sudah ada di zona Depok')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("picks a zone's areas from Indonesia's administrative areas", async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Tambah zona' }));
    const zone = screen.getByRole('region', { name: 'Zona 11' });
    await user.type(within(zone).getByRole('textbox', { name: /Nama zona/ }), 'Cikarang');
    await user.click(within(zone).getByRole('button', { name: 'Pilih dari daftar wilayah' }));
    await waitFor(() => expect(within(zone).getByRole('combobox', { name: 'Provinsi' })).toBeEnabled());
    await user.selectOptions(within(zone).getByRole('combobox', { name: 'Provinsi' }), 'Jawa Barat');
    await waitFor(() => expect(within(zone).getByRole('combobox', { name: 'Kota/Kabupaten' })).toBeEnabled());
    await user.selectOptions(within(zone).getByRole('combobox', { name: 'Kota/Kabupaten' }), 'Kabupaten Bekasi');
    await waitFor(() => expect(within(zone).getByRole('combobox', { name: 'Kecamatan' })).toBeEnabled());
    await user.selectOptions(within(zone).getByRole('combobox', { name: 'Kecamatan' }), 'Cikarang Utara');
    await user.click(within(zone).getByRole('button', { name: 'Tambah kecamatan' }));
    expect(within(zone).getByRole('list', { name: 'Area — Cikarang' })).toHaveTextContent('Cikarang Utara');
    // Bekasi is another zone's area already: a kabupaten of that name cannot be added twice.
    await user.click(within(zone).getByRole('button', { name: 'Tambah kota/kabupaten' }));
    expect(await within(zone).findByText('"Kabupaten Bekasi" sudah ada di zona Bekasi')).toBeInTheDocument();
  });

  it("puts the server's 400 field error on its field and keeps what was typed", async () => {
    mockServer.use(...deliverySettingsSave.refusedFee);
    const { user } = await openSettings();
    const fee = screen.getAllByRole('textbox', { name: /Ongkos kirim/ })[0];
    await user.clear(fee);
    await user.type(fee, '250000');
    await user.click(save());
    expect(await screen.findByText('Server menolak beberapa isian. Periksa kolom yang ditandai.')).toBeInTheDocument();
    expect(await screen.findByText('zones[0].fee must be at most 200000')).toBeInTheDocument();
    expect(fee).toHaveValue('250.000');
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fee).toHaveFocus());
    expect(save()).toBeDisabled();
    // Changing the field lifts the server's error.
    await user.clear(fee);
    await user.type(fee, '150000');
    await waitFor(() => expect(screen.queryByText('zones[0].fee must be at most 200000')).not.toBeInTheDocument());
    expect(save()).toBeEnabled();
  });

  it('keeps everything typed when the save fails otherwise', async () => {
    mockServer.use(...deliverySettingsSave.failed);
    const { user } = await openSettings();
    const pickup = screen.getByRole('textbox', { name: /Alamat ambil di toko/ });
    await user.clear(pickup);
    await user.type(pickup, 'Jl. Melati 9, Jakarta');
    await user.click(save());
    expect(
      await screen.findByText('Pengaturan pengiriman gagal disimpan. Isian Anda masih ada; coba simpan lagi.'),
    ).toBeInTheDocument();
    expect(pickup).toHaveValue('Jl. Melati 9, Jakarta');
    expect(save()).toBeEnabled();
  });

  it('asks before leaving with unsaved changes: stay keeps them, discard leaves', async () => {
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Kirim dengan ongkos tetap' }));
    const crumb = within(screen.getByRole('navigation', { name: 'Navigasi halaman' })).getByRole('link', {
      name: 'Order Management',
    });
    await user.click(crumb);
    expect(await screen.findByRole('heading', { name: 'Buang perubahan?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Buang perubahan?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/app/delivery');
    expect(screen.getByRole('radio', { name: 'Kirim dengan ongkos tetap' })).toBeChecked();
    await user.click(crumb);
    await user.click(await screen.findByRole('button', { name: 'Ya, buang' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Management' })).toBeInTheDocument();
  });

  it.each([
    ['404', deliverySettingsLoad.notFound],
    ['501', deliverySettingsLoad.notImplemented],
  ])(
    "says 'Belum didukung oleh server' instead of the form when the settings call answers %s",
    async (_status, handlers) => {
      mockServer.use(...handlers);
      await renderDelivery();
      expect(await screen.findByRole('heading', { name: 'Belum didukung oleh server' })).toBeInTheDocument();
      expect(screen.getByText('Tanpa ongkos kirim.')).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  );

  it('shows a failed load with a retry that loads the settings', async () => {
    mockServer.use(...deliverySettingsLoad.error);
    const { user } = await renderDelivery({ lng: 'en' });
    expect(await screen.findByText('The delivery settings could not be loaded.')).toBeInTheDocument();
    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Delivery Settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Capacity per day — Evening (17:00 - 20:00)' })).toHaveValue('10');
  });
});
