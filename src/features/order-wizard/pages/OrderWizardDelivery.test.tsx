import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import '@/test/dialogTestSetup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@/lib/dates/shopClock';
import type { DeliverySettingsRow } from '@/lib/delivery/deliverySettings';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, mockServer, setScenario } from '@mocks/node';
import { validateRequest } from '@mocks/runtime/validator';
import { DRAFT_STORAGE_KEY, DRAFT_VERSION } from '../model/draftStorage';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  expectDialog,
  field,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  recordOrderPosts,
  WIZARD_PATH,
} from '../test/wizardTestUtils';

/**
 * The wizard with the shop's delivery rules (docs/product-rules.md#delivery-rules-proposed), over the real
 * store and the mock backend: open days and windows with their reasons, delivery or pickup, the zone and
 * fee from the address parts, the totals, and the product's wizard when the backend lacks the rules.
 */

/** A Monday noon in the shop (Asia/Jakarta). */
const NOON = new Date('2026-11-23T12:00:00+07:00');
const TODAY = shopToday(NOON);
const TOMORROW = addDays(TODAY, 1);

function changeSettings(
  change: Partial<DeliverySettingsRow> | ((settings: DeliverySettingsRow) => Partial<DeliverySettingsRow>),
) {
  const db = getDb();
  const current = db.deliverySettings!;
  db.saveDeliverySettings({
    ...current,
    ...(typeof change === 'function' ? change(current) : change),
  });
}

const withCapacity = (settings: DeliverySettingsRow, capacities: Record<string, number | null>) => ({
  windows: settings.windows.map((window) =>
    window.label in capacities ? { ...window, capacity: capacities[window.label] } : window,
  ),
});

async function openDetails(lng: 'id' | 'en' = 'id') {
  const view = await openWizard(lng);
  await chooseCategory(view.user, 'Buket Mawar', lng);
  await chooseProduct(view.user, 'Buket Mawar Merah Klasik', lng);
  return view;
}

/** Chooses provinsi → kota/kabupaten → kecamatan from the region lists. */
async function chooseRegion(user: UserEvent, provinsi: string, kota: string, kecamatan: string) {
  const pick = async (label: string, option: string) => {
    const select = field(label);
    await within(select).findByRole('option', { name: option }, FIRST_VISIT);
    await user.selectOptions(select, option);
  };
  await pick('Provinsi', provinsi);
  await pick('Kota/Kabupaten', kota);
  await pick('Kecamatan', kecamatan);
}

const dayChoice = (name: RegExp) => screen.getByRole('radio', { name });
const summary = () => screen.getByRole('complementary', { name: 'Ringkasan Pesanan' });

afterEach(() => {
  mockServer.events.removeAllListeners();
});

describe('wizard delivery days and windows', { timeout: 40_000 }, () => {
  fixClockAt(NOON);

  it('offers only open days: a closed day is disabled and says Tutup, also when typed in the calendar', async () => {
    const closed = addDays(TODAY, 3);
    changeSettings({ closedDates: [closed] });
    const { user } = await openDetails();
    const chips = within(screen.getByRole('group', { name: 'Hari pengiriman terdekat' })).getAllByRole('radio');
    // No same-day delivery: the row starts at the shop's tomorrow.
    expect(chips[0]).toHaveAccessibleName(/^Besok/);
    const closedChip = chips.find((chip) => (chip as HTMLInputElement).value === closed)!;
    expect(closedChip).toBeDisabled();
    expect(closedChip).toHaveAccessibleName(/Tutup$/);
    expect(chips[0]).toBeEnabled();

    await fillDetails(user, { date: closed });
    expect(screen.getByText('Tanggal ini tidak bisa dipilih: Tutup.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(user, 'Tanggal Pengiriman', 'Silakan pilih tanggal pengiriman.');

    await user.click(chips[0]);
    expect(field('Tanggal Pengiriman')).toHaveValue(TOMORROW);
    expect(screen.queryByText(/Tanggal ini tidak bisa dipilih/)).not.toBeInTheDocument();
  });

  it("shows a full window as 'Penuh' (disabled) and a limited one with what is left ('Sisa 2')", async () => {
    changeSettings((settings) =>
      withCapacity(settings, {
        'Pagi (08:00 - 12:00)': 2,
        'Sore (17:00 - 20:00)': 0,
      }),
    );
    const { user } = await openDetails();
    await user.click(dayChoice(/^Besok/));
    const sore = await screen.findByRole('radio', {
      name: 'Sore (17:00 - 20:00)',
    });
    await waitFor(() => expect(sore).toBeDisabled());
    expect(sore).toHaveAccessibleDescription('Penuh');
    expect(screen.getByRole('radio', { name: 'Pagi (08:00 - 12:00)' })).toHaveAccessibleDescription('Sisa 2');
    expect(screen.getByRole('radio', { name: 'Siang (12:00 - 17:00)' })).toBeEnabled();
  });

  it('tells the visitor when a window filled up meanwhile (400 on deliveryTime) and lets them choose again', async () => {
    const { user, store } = await openDetails();
    await fillDetails(user, { ...FULL_DETAILS, date: TOMORROW });
    await continueToConfirm(user);
    mockServer.use(
      http.post('*/api/CustomerOrder', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Validation failed',
            status: 400,
            errors: { deliveryTime: ['deliveryTime is full'] },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(
      user,
      'Pilihan Pengiriman Berubah',
      'Waktu pengiriman yang Anda pilih sudah penuh atau sudah lewat. Silakan pilih waktu lain.',
    );
    await screen.findByRole('heading', { level: 3, name: 'Detail Pengiriman' }, FIRST_VISIT);
    expect(store.getState().orderWizard.details).toMatchObject({
      deliveryTime: '',
      deliveryDate: TOMORROW,
      recipientName: FULL_DETAILS.name,
    });
    expect(screen.getByRole('radio', { name: /Siang/ })).not.toBeChecked();
    expect(field('Nama Penerima')).toHaveValue(FULL_DETAILS.name);
  });
});

describe('wizard same-day cut-off', { timeout: 40_000 }, () => {
  describe('at 12:59 shop time with a 13:00 cut-off', () => {
    fixClockAt(new Date('2026-11-23T12:59:00+07:00'));
    beforeEach(() => changeSettings({ sameDayCutoff: '13:00' }));

    it('offers today', async () => {
      await openDetails();
      const today = dayChoice(/^Hari ini/);
      expect(today).toBeEnabled();
      expect(today).toHaveAccessibleName(/Tersedia$/);
      expect(field('Tanggal Pengiriman')).toHaveAttribute('min', TODAY);
    });
  });

  describe('at 13:00 shop time with a 13:00 cut-off', () => {
    fixClockAt(new Date('2026-11-23T13:00:00+07:00'));
    beforeEach(() => changeSettings({ sameDayCutoff: '13:00' }));

    it("refuses today with 'Lewat batas pemesanan 13:00'", async () => {
      await openDetails();
      const today = dayChoice(/^Hari ini/);
      expect(today).toBeDisabled();
      expect(today).toHaveAccessibleName(/Lewat batas pemesanan 13:00$/);
      expect(field('Tanggal Pengiriman')).toHaveAttribute('min', TOMORROW);
    });
  });
});

describe('wizard delivery fee, pickup and totals', { timeout: 60_000 }, () => {
  fixClockAt(NOON);

  it('finds the zone and fee from the address parts, shows the grand total and charges it', async () => {
    const bodies = recordOrderPosts(mockServer);
    const { user } = await openDetails();
    await fillDetails(user, {
      ...FULL_DETAILS,
      date: TOMORROW,
      address: 'Jl. Kemang Raya No. 15, RT 02/RW 05',
    });
    await chooseRegion(user, 'DKI Jakarta', 'Kota Administrasi Jakarta Selatan', 'Kebayoran Baru');
    await user.type(field('Kode Pos'), '12160');
    expect(screen.getByTestId('delivery-zone')).toHaveTextContent('Zona Jakarta Selatan · Ongkos kirim Rp 25.000');
    expect(within(summary()).getByTestId('order-total')).toHaveTextContent('Rp 350.000');
    expect(within(summary()).getByTestId('order-delivery-fee')).toHaveTextContent('Rp 25.000');
    expect(within(summary()).getByTestId('order-grand-total')).toHaveTextContent('Rp 375.000');

    await continueToConfirm(user);
    const review = screen.getByRole('article', { name: 'Ringkasan Pesanan' });
    expect(within(review).getByText('Jakarta Selatan')).toBeInTheDocument();
    expect(
      within(review).getByText(
        'Jl. Kemang Raya No. 15, RT 02/RW 05, Kebayoran Baru, Kota Administrasi Jakarta Selatan, DKI Jakarta 12160',
      ),
    ).toBeInTheDocument();
    expect(within(review).getByTestId('order-delivery-fee')).toHaveTextContent('Rp 25.000');
    expect(within(review).getByTestId('order-grand-total')).toHaveTextContent('Rp 375.000');

    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    const payload = bodies[0] as Record<string, unknown>;
    expect(await validateRequest('createCustomerOrder', { body: payload })).toEqual({});
    expect(payload).toMatchObject({
      fulfilment: 'delivery',
      deliveryZoneId: 'jakarta-selatan',
      deliveryFee: 25_000,
      totalPrice: 350_000,
      provinsi: 'DKI Jakarta',
      kotaKabupaten: 'Kota Administrasi Jakarta Selatan',
      kecamatan: 'Kebayoran Baru',
      kodePos: '12160',
      detail: 'Jl. Kemang Raya No. 15, RT 02/RW 05',
    });
    expect(getDb().customerOrders.all().at(-1)).toMatchObject({
      deliveryFee: 25_000,
      deliveryZoneId: 'jakarta-selatan',
      fulfilment: 'delivery',
    });
  });

  it("says 'Gratis' once the total reaches the free-delivery amount", async () => {
    changeSettings({ freeDeliveryFrom: 700_000 });
    const { user } = await openDetails();
    await fillDetails(user, {
      address: 'Jl. Kemang Raya No. 15, Jakarta Selatan',
    });
    expect(within(summary()).getByTestId('order-delivery-fee')).toHaveTextContent('Rp 25.000');
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(within(summary()).getByTestId('order-total')).toHaveTextContent('Rp 700.000');
    expect(within(summary()).getByTestId('order-delivery-fee')).toHaveTextContent('Gratis');
    expect(within(summary()).getByTestId('order-grand-total')).toHaveTextContent('Rp 700.000');
    expect(screen.getByTestId('delivery-zone')).toHaveTextContent('Gratis ongkir (belanja mulai Rp 700.000)');
  });

  it('offers pickup at the shop: no address, no fee, the pickup address shown and sent', async () => {
    const bodies = recordOrderPosts(mockServer);
    const pickupAddress = getDb().deliverySettings!.pickupAddress!;
    const { user } = await openDetails();
    await fillDetails(user, {
      date: TOMORROW,
      time: FULL_DETAILS.time,
      name: FULL_DETAILS.name,
      phone: FULL_DETAILS.phone,
    });
    await user.click(screen.getByRole('radio', { name: 'Ambil di toko' }));
    expect(screen.queryByLabelText('Alamat Pengiriman')).not.toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Ambil di toko: ${pickupAddress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    ).toBeInTheDocument();
    expect(within(summary()).getByTestId('order-delivery-fee')).toHaveTextContent('Gratis (Ambil di toko)');
    await continueToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    expect(bodies[0]).toMatchObject({
      fulfilment: 'pickup',
      deliveryFee: 0,
      address: `Ambil di toko: ${pickupAddress}`,
    });
    expect(bodies[0]).not.toHaveProperty('deliveryZoneId');
  });

  it("refuses an address outside every zone: 'Di luar area pengiriman' and no way on", async () => {
    const { user, store } = await openDetails();
    await fillDetails(user, {
      ...FULL_DETAILS,
      date: TOMORROW,
      address: 'Jl. Braga No. 10',
    });
    await chooseRegion(user, 'Jawa Barat', 'Kota Bandung', 'Sumur Bandung');
    expect(screen.getByTestId('delivery-zone')).toHaveTextContent('Di luar area pengiriman');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await expectDialog(
      user,
      'Di luar area pengiriman',
      'Maaf, alamat ini di luar area pengiriman kami. Pilih alamat lain atau ambil di toko.',
    );
    expect(store.getState().orderWizard.step).toBe(2);
  });

  it('keeps fulfilment and the address parts in the draft across a reload', async () => {
    const first = await openDetails();
    await fillDetails(first.user, {
      address: 'Jl. Margonda Raya 100',
      name: 'Budi Reload',
    });
    await chooseRegion(first.user, 'Jawa Barat', 'Kota Depok', 'Beji');
    await first.user.type(field('Patokan (opsional)'), 'Depan kampus');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: DRAFT_VERSION,
      details: { kecamatan: 'Beji', patokan: 'Depan kampus' },
    });
    first.unmount();

    await renderRoute(WIZARD_PATH);
    await screen.findByRole('heading', { level: 3, name: 'Detail Pengiriman' }, FIRST_VISIT);
    await waitFor(() => expect(field('Kecamatan')).toHaveValue('Beji'), FIRST_VISIT);
    expect(field('Kota/Kabupaten')).toHaveValue('Kota Depok');
    expect(field('Patokan (opsional)')).toHaveValue('Depan kampus');
    expect(field('Nama Penerima')).toHaveValue('Budi Reload');
    expect(screen.getByTestId('delivery-zone')).toHaveTextContent('Zona Depok · Ongkos kirim Rp 40.000');
  });
});

describe('wizard without the delivery rules (settings call 404)', { timeout: 40_000 }, () => {
  fixClockAt(NOON);
  beforeEach(() => {
    setScenario('error:getDeliverySettings:404');
  });

  it('is the product’s wizard: the date field from tomorrow, the four windows, one address box, no fee', async () => {
    const bodies = recordOrderPosts(mockServer);
    const { user } = await openDetails();
    expect(screen.queryByRole('group', { name: 'Hari pengiriman terdekat' })).not.toBeInTheDocument();
    expect(field('Tanggal Pengiriman')).toHaveAttribute('min', TOMORROW);
    expect(screen.queryByLabelText('Provinsi')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Ambil di toko' })).not.toBeInTheDocument();
    expect(within(summary()).queryByTestId('order-delivery-fee')).not.toBeInTheDocument();
    await fillDetails(user, { ...FULL_DETAILS, date: TOMORROW });
    await continueToConfirm(user);
    expect(screen.queryByTestId('order-grand-total')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    for (const key of ['fulfilment', 'deliveryFee', 'deliveryZoneId', 'kecamatan', 'detail'])
      expect(bodies[0]).not.toHaveProperty(key);
    expect(bodies[0]).toMatchObject({ address: FULL_DETAILS.address });
  });
});
