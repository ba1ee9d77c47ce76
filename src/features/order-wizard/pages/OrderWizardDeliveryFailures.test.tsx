import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import '@/test/dialogTestSetup';
import { describe, expect, it } from 'vitest';
import { addDays, shopToday } from '@/lib/dates/shopClock';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { FIRST_VISIT } from '@/test/waits';
import { getDb, setScenario } from '@mocks/node';
import {
  chooseCategory,
  chooseProduct,
  continueToConfirm,
  expectDialog,
  field,
  fillDetails,
  FULL_DETAILS,
  openWizard,
  WIZARD_PATH,
} from '../test/wizardTestUtils';

/**
 * The wizard when a proposed delivery call fails (docs/product-rules.md#delivery-rules-proposed): only 404/501
 * make it the product's wizard; 500, 503 and a timeout (no answer) show the failure with a retry, never the
 * product's form (an order would go without its fee), and keep what was typed. Open days that could not be
 * checked are not open.
 */

/** A Monday noon in the shop (Asia/Jakarta). */
const NOON = new Date('2026-11-23T12:00:00+07:00');
const TOMORROW = addDays(shopToday(NOON), 1);

/** The failures that are not 'not supported': server errors and a call that gets no answer. */
const FAILURES = ['500', '503', 'timeout'] as const;
const SETTINGS_ERROR = 'Pilihan pengiriman toko tidak dapat dimuat. Silakan coba lagi.';
const DAYS_ERROR = 'Hari pengiriman yang tersedia tidak dapat dicek. Silakan coba lagi.';

/** Step 1 and 2 up to the product, without waiting for the details (they may not come). */
async function openProduct() {
  const view = await openWizard();
  await chooseCategory(view.user);
  await view.user.click(await screen.findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }, FIRST_VISIT));
  return view;
}

const failureAlert = (text: string) =>
  screen.findByText(text, {}, FIRST_VISIT).then((message) => message.closest('[role="alert"]') as HTMLElement);

/** What only the product's form (without the rules) has, and what only the rules' form has. */
function expectNoForm() {
  expect(screen.queryByRole('heading', { level: 3, name: 'Detail Pengiriman' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Tanggal Pengiriman')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Alamat Pengiriman')).not.toBeInTheDocument();
}

async function expectRulesForm() {
  await screen.findByRole('group', { name: 'Hari pengiriman terdekat' }, FIRST_VISIT);
  expect(screen.getByLabelText('Provinsi')).toBeInTheDocument();
}

async function retry(user: UserEvent, alert: HTMLElement) {
  await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
}

describe('wizard step 2 when the delivery settings call fails', { timeout: 40_000 }, () => {
  fixClockAt(NOON);

  it.each(FAILURES)(
    '%s: says the delivery options could not be loaded, with a retry; never the product’s form',
    async (failure) => {
      setScenario(`error:getDeliverySettings:${failure}`);
      const { user, store } = await openProduct();
      const alert = await failureAlert(SETTINGS_ERROR);
      expect(within(alert).getByText('Data yang sudah Anda isi tetap tersimpan.')).toBeInTheDocument();
      expectNoForm();
      expect(screen.getByRole('button', { name: 'Lanjutkan' })).toBeDisabled();
      expect(store.getState().orderWizard.step).toBe(2);

      setScenario('off');
      await retry(user, alert);
      await expectRulesForm();
      expect(screen.queryByText(SETTINGS_ERROR)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Lanjutkan' })).toBeEnabled();
    },
  );

  it('keeps what was typed: a reload while the call fails, then the retry brings the form back filled in', async () => {
    const first = await openWizard();
    await chooseCategory(first.user);
    await chooseProduct(first.user);
    await fillDetails(first.user, { name: 'Budi Santoso', phone: '081234567890' });
    first.unmount();

    setScenario('error:getDeliverySettings:503');
    const { user } = await renderRoute(WIZARD_PATH);
    const alert = await failureAlert(SETTINGS_ERROR);
    expectNoForm();
    setScenario('off');
    await retry(user, alert);
    await expectRulesForm();
    expect(field('Nama Penerima')).toHaveValue('Budi Santoso');
    expect(field('Nomor Telepon Penerima')).toHaveValue('081234567890');
  });

  it('at step 3: no order while the rules cannot be loaded; the retry lets it through with its fee', async () => {
    const first = await openWizard();
    await chooseCategory(first.user);
    await chooseProduct(first.user);
    await fillDetails(first.user, { ...FULL_DETAILS, date: TOMORROW });
    await continueToConfirm(first.user);
    first.unmount();

    setScenario('error:getDeliverySettings:timeout');
    const { user } = await renderRoute(WIZARD_PATH);
    await screen.findByRole('heading', { level: 2, name: 'Konfirmasi Pesanan' }, FIRST_VISIT);
    const alert = await failureAlert(SETTINGS_ERROR);
    expect(screen.getByRole('button', { name: 'Konfirmasi Pesanan' })).toBeDisabled();
    const orders = getDb().customerOrders.all().length;

    setScenario('off');
    await retry(user, alert);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Konfirmasi Pesanan' })).toBeEnabled(), FIRST_VISIT);
    expect(screen.getByTestId('order-delivery-fee')).toHaveTextContent('Rp 25.000');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi Pesanan' }));
    await expectDialog(user, 'Pesanan Berhasil!');
    expect(getDb().customerOrders.all()).toHaveLength(orders + 1);
    expect(getDb().customerOrders.all().at(-1)).toMatchObject({ deliveryFee: 25_000 });
  });
});

describe('wizard step 2 when the open days cannot be checked', { timeout: 40_000 }, () => {
  fixClockAt(NOON);

  it.each(FAILURES)(
    "%s: says so with a retry; no day says 'Tersedia' or can be chosen until they are checked",
    async (failure) => {
      setScenario(`error:getDeliveryAvailability:${failure}`);
      const { user } = await openProduct();
      await expectRulesForm();
      const alert = await failureAlert(DAYS_ERROR);
      expect(within(alert).getByText('Sampai berhasil dicek, belum ada hari yang bisa dipilih.')).toBeInTheDocument();
      const days = within(screen.getByRole('group', { name: 'Hari pengiriman terdekat' })).getAllByRole('radio');
      for (const day of days) {
        expect(day).toBeDisabled();
        expect(day).not.toHaveAccessibleName(/Tersedia$/);
      }
      expect(days[0]).toHaveAccessibleName(/^Besok.*Belum dicek$/);

      // A day typed in the calendar is not open either.
      await fillDetails(user, { ...FULL_DETAILS, date: TOMORROW });
      expect(screen.getByText('Tanggal ini tidak bisa dipilih: Belum dicek.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
      await expectDialog(user, 'Tanggal Pengiriman', 'Silakan pilih tanggal pengiriman.');

      setScenario('off');
      await retry(user, alert);
      await waitFor(() => expect(screen.queryByText(DAYS_ERROR)).not.toBeInTheDocument(), FIRST_VISIT);
      expect(screen.getByRole('radio', { name: /^Besok.*Tersedia$/ })).toBeEnabled();
      expect(screen.queryByText(/Tanggal ini tidak bisa dipilih/)).not.toBeInTheDocument();
      await continueToConfirm(user);
    },
  );
});

describe(
  'wizard when a delivery call is not offered (404/501): today’s behaviour, no message',
  { timeout: 40_000 },
  () => {
    fixClockAt(NOON);

    it.each(['404', '501'])('settings %s: the product’s form (one address box, no fee)', async (status) => {
      setScenario(`error:getDeliverySettings:${status}`);
      await openProduct();
      await screen.findByRole('heading', { level: 3, name: 'Detail Pengiriman' }, FIRST_VISIT);
      expect(field('Alamat Pengiriman')).toBeInTheDocument();
      expect(field('Tanggal Pengiriman')).toHaveAttribute('min', TOMORROW);
      expect(screen.queryByRole('group', { name: 'Hari pengiriman terdekat' })).not.toBeInTheDocument();
      expect(screen.queryByText(SETTINGS_ERROR)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each(['404', '501'])('availability %s: the days follow the settings’ rules, no message', async (status) => {
      setScenario(`error:getDeliveryAvailability:${status}`);
      await openProduct();
      await expectRulesForm();
      expect(screen.getByRole('radio', { name: /^Besok.*Tersedia$/ })).toBeEnabled();
      expect(screen.queryByText(DAYS_ERROR)).not.toBeInTheDocument();
    });
  },
);
