import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '@/test/dialogTestSetup';
import '@/entities/payment/test/responseBlobs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendReceipts } from '@/entities/payment/test/sendReceipt';
import { clearOutbox } from '@/features/driver-run/model/proofOutbox';
import { pagePath, placeOrder, sendArrangementPhoto } from '@/features/order-page/test/orderPageBackend';
import { toShopDay } from '@/lib/dates/shopClock';
import { fixClockAt } from '@/test/fixedClock';
import { renderRoute } from '@/test/renderRoute';
import { storeSession } from '@/test/storeSession';
import { pngFile } from '@mocks/contract/pngFile';
import { setScenario } from '@mocks/node';
import { listOperations } from '@mocks/runtime/operations';

/**
 * Every proposed call (openapi.yaml `x-proposed: true`, the list read from the yaml) on the screen that uses it,
 * through the real app, store and mock backend (docs/product-rules.md#delivery-rules-proposed,
 * #order-page-proposed): only 404 and 501 mean the backend does not offer it (src/lib/api/unsupportedCall.ts),
 * which gives today's behaviour. Failing with 500, 503 or a timeout (no answer), the screen says so with a way to
 * try again, which works once the backend answers, and never shows the 'not offered' fallback.
 */

vi.setConfig({ testTimeout: 60_000 });

// 10:00 in the shop on Monday 23 November 2026.
fixClockAt(new Date('2026-11-23T10:00:00+07:00'));
// The driver's phone starts empty: nothing waiting, no run read before.
afterEach(() => clearOutbox());

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

interface ScreenCase {
  /** The screen, in words. */
  name: string;
  /** Opens the screen and does what makes the call. */
  open(): Promise<User>;
  /** What the screen says when the call fails (500, 503 or no answer). */
  failure: string | ((failure: string) => string);
  /** Tries again: the failure's own retry, or the action again for a save. */
  retry(user: User): Promise<void>;
  /** What the screen shows once the call works. */
  recovered(): Promise<unknown>;
  /** A 404 or 501: today's behaviour. */
  notOffered(): Promise<unknown>;
}

const WIZARD = '/public/fleur/order';
/** The order the board's dispatch case assigned (its retry is named for it). */
let assignedOnBoard = 0;

/** The wizard's product form, without the rules: one free address box, no address parts. */
function isProductForm(): boolean {
  return Boolean(screen.queryByRole('textbox', { name: 'Alamat Pengiriman' })) && !screen.queryByLabelText('Provinsi');
}

async function productForm() {
  await screen.findByRole('textbox', { name: 'Alamat Pengiriman' });
  expect(isProductForm()).toBe(true);
}

/** Whether a screen shows what it shows when the backend does not offer a proposed call: never for a failure. */
function showsNotOffered(): boolean {
  return (
    Boolean(screen.queryByRole('heading', { name: 'Belum didukung oleh server' })) ||
    Boolean(screen.queryByRole('heading', { name: 'Pesanan tidak ditemukan' })) ||
    isProductForm()
  );
}

const click = async (user: User, name: string, within_: HTMLElement = document.body) =>
  user.click(within(within_).getByRole('button', { name }));

async function openWizardDetails(): Promise<User> {
  const { user } = await renderRoute(WIZARD);
  await user.click(await screen.findByRole('button', { name: 'Lihat Produk Buket Mawar' }));
  await user.click(await screen.findByRole('button', { name: 'Pilih Buket Mawar Merah Klasik' }));
  return user;
}

async function openBackOffice(path: string): Promise<User> {
  storeSession('owner');
  return (await renderRoute(path)).user;
}

async function openDeliverySettingsForm(): Promise<User> {
  const user = await openBackOffice('/app/delivery');
  await screen.findByRole('form', { name: 'Pengaturan Pengiriman' });
  return user;
}

async function openReceipt(): Promise<{ user: User; orderID: number }> {
  const [order] = await sendReceipts(1);
  const user = await openBackOffice('/app/payments');
  await user.click(await screen.findByRole('button', { name: `Lihat bukti pesanan #${order.orderID}` }));
  await screen.findByRole('dialog', { name: `Bukti pembayaran pesanan #${order.orderID}` });
  return { user, orderID: order.orderID };
}

const dialog = () => screen.getByRole('dialog');

async function openRun(): Promise<User> {
  storeSession('kurir');
  const { user } = await renderRoute('/app/run');
  await screen.findByRole('heading', { level: 1, name: 'Pengantaran hari ini' });
  return user;
}
let current: { orderID: number } = { orderID: 0 };

const CASES: Record<string, ScreenCase[]> = {
  getDeliverySettings: [
    {
      name: 'the wizard, step 2',
      open: openWizardDetails,
      failure: 'Pilihan pengiriman toko tidak dapat dimuat. Silakan coba lagi.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('group', { name: 'Hari pengiriman terdekat' }),
      notOffered: productForm,
    },
    {
      name: 'Pengaturan Pengiriman',
      open: () => openBackOffice('/app/delivery'),
      failure: 'Pengaturan pengiriman gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('form', { name: 'Pengaturan Pengiriman' }),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  updateDeliverySettings: [
    {
      name: 'Pengaturan Pengiriman, saving',
      open: async () => {
        const user = await openDeliverySettingsForm();
        const pickup = screen.getByRole('textbox', { name: /Alamat ambil di toko/ });
        await user.clear(pickup);
        await user.type(pickup, 'Jl. Melati 9, Jakarta');
        await click(user, 'Simpan');
        return user;
      },
      failure: 'Pengaturan pengiriman gagal disimpan. Isian Anda masih ada; coba simpan lagi.',
      retry: (user) => click(user, 'Simpan'),
      recovered: () => screen.findByText('Pengaturan pengiriman disimpan.'),
      // Only reachable with the settings offered: a refused save is said, never dropped.
      notOffered: () =>
        screen.findByText('Pengaturan pengiriman gagal disimpan. Isian Anda masih ada; coba simpan lagi.'),
    },
  ],
  getDeliveryAvailability: [
    {
      name: 'the wizard, step 2',
      open: openWizardDetails,
      failure: 'Hari pengiriman yang tersedia tidak dapat dicek. Silakan coba lagi.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByRole('radio', { name: /^Besok.*Tersedia$/ }),
      // The days follow the settings' rules.
      notOffered: () => screen.findByRole('radio', { name: /^Besok.*Tersedia$/ }),
    },
  ],
  getPublicOrder: [
    {
      name: 'the order page',
      open: async () => {
        const order = await placeOrder();
        current = order;
        return (await renderRoute(pagePath(order))).user;
      },
      failure: 'Pesanan gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByText(`Pesanan #${current.orderID}`),
      notOffered: () => screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' }),
    },
  ],
  uploadPaymentProof: [
    {
      name: 'the order page, sending a receipt',
      open: async () => {
        const order = await placeOrder();
        const { user } = await renderRoute(pagePath(order));
        await user.upload(await screen.findByLabelText('Pilih gambar'), pngFile('bukti.png'));
        await user.click(await screen.findByRole('button', { name: 'Kirim bukti' }));
        return user;
      },
      failure: 'Bukti gagal dikirim. Coba lagi.',
      retry: (user) => click(user, 'Kirim bukti'),
      recovered: () => screen.findByText('Bukti terkirim. Menunggu verifikasi dari toko.'),
      notOffered: () => screen.findByText('Bukti gagal dikirim. Coba lagi.'),
    },
  ],
  answerArrangementPhoto: [
    {
      name: 'the order page, approving the arrangement photo',
      open: async () => {
        const order = await placeOrder();
        await sendArrangementPhoto(order.orderID);
        const { user } = await renderRoute(pagePath(order));
        await click(user, 'Setuju', await screen.findByRole('region', { name: 'Foto rangkaian' }));
        return user;
      },
      failure: 'Jawaban gagal dikirim. Coba lagi.',
      retry: (user) => click(user, 'Setuju'),
      recovered: () => screen.findByText('Disetujui'),
      // The photo stays; the customer answers over WhatsApp.
      notOffered: () => screen.findByText('Jawaban belum bisa dikirim dari halaman ini. Balas lewat WhatsApp ke toko.'),
    },
  ],
  uploadArrangementPhoto: [
    {
      name: 'Order Management, sending the arrangement photo',
      open: async () => {
        const order = await placeOrder();
        const user = await openBackOffice(`/app/orders?search=%23${order.orderID}`);
        await user.click(await screen.findByRole('button', { name: `Lihat detail pesanan #${order.orderID}` }));
        const details = await screen.findByRole('dialog', { name: `Pesanan #${order.orderID}` });
        await user.upload(within(details).getByLabelText('Kirim foto rangkaian'), pngFile('rangkaian.png'));
        return user;
      },
      failure: 'Foto rangkaian gagal dikirim. Coba lagi.',
      retry: (user) => click(user, 'Coba Lagi', dialog()),
      recovered: () => screen.findByText('Foto rangkaian terkirim.'),
      // The shop sends the photo over WhatsApp; the send button goes.
      notOffered: () => screen.findByText('Belum didukung oleh server'),
    },
  ],
  assignDeliveryDriver: [
    {
      name: 'Order Management, assigning a driver',
      open: async () => {
        const order = await placeOrder();
        const user = await openBackOffice(`/app/orders?search=%23${order.orderID}`);
        await user.click(await screen.findByRole('button', { name: `Lihat detail pesanan #${order.orderID}` }));
        const details = await screen.findByRole('dialog', { name: `Pesanan #${order.orderID}` });
        const select = within(details).getByRole('combobox', { name: 'Kurir pengantar' });
        await waitFor(() => expect(within(select).getByRole('option', { name: 'kurir' })).toBeInTheDocument());
        await user.selectOptions(select, 'kurir');
        await click(user, 'Simpan', details);
        return user;
      },
      failure: 'Penugasan kurir gagal disimpan. Coba lagi.',
      retry: (user) => click(user, 'Coba Lagi', dialog()),
      recovered: () => screen.findByText('Penugasan kurir disimpan.'),
      // No runs on the server: the section says so and offers nothing to choose.
      notOffered: () => screen.findByText('Server toko belum menyediakan rute kurir.'),
    },
    {
      name: 'the delivery board by driver, assigning from a card',
      open: async () => {
        const order = await placeOrder();
        const day = toShopDay(order.deliveryDate);
        const user = await openBackOffice(`/app/orders?view=board&group=driver&day=${day}`);
        const card = await screen.findByRole('article', { name: new RegExp(`^#${order.orderID} `) });
        const select = within(card).getByRole('combobox', { name: `Kurir (pesanan #${order.orderID})` });
        await waitFor(() => expect(within(select).getByRole('option', { name: 'kurir' })).toBeInTheDocument());
        await user.selectOptions(select, 'kurir');
        assignedOnBoard = order.orderID;
        return user;
      },
      failure: 'Penugasan kurir gagal disimpan. Coba lagi.',
      retry: (user) => click(user, `Coba Lagi (pesanan #${assignedOnBoard})`),
      recovered: () => screen.findByText('Penugasan kurir disimpan.'),
      notOffered: () => screen.findByText('Server toko belum menyediakan rute kurir.'),
    },
  ],
  listDeliveryRuns: [
    {
      name: 'the driver’s run',
      open: openRun,
      failure: 'Rute gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByText(/^\d+ pemberhentian · /),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  fileDeliveryProof: [
    {
      name: 'the driver’s run, filing a proof',
      open: async () => {
        const user = await openRun();
        const arrived = (await screen.findAllByRole('button', { name: /^Sampai di / }))[0];
        await user.click(arrived);
        const sheet = await screen.findByRole('dialog', { name: /^Bukti pengantaran #\d+$/ });
        current = {
          orderID: Number(
            /#(\d+)$/.exec(sheet.getAttribute('aria-label') ?? within(sheet).getByRole('heading').textContent!)![1],
          ),
        };
        await user.upload(within(sheet).getByLabelText('Ambil foto'), pngFile('pintu.png'));
        await within(sheet).findByRole('img', { name: /^Foto bukti pesanan/ });
        await user.type(within(sheet).getByRole('textbox', { name: /Diterima oleh/ }), 'Bu Rina');
        await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Simpan bukti' })).toBeEnabled());
        await click(user, 'Simpan bukti', sheet);
        return user;
      },
      // Kept on the phone: the outbox says what it waits for, the server's answer or a signal.
      failure: (failure) => (failure === 'timeout' ? 'Menunggu sinyal (1)' : 'Menunggu server toko (1)'),
      // Sent again by hand, or by the phone's 'online' event (or the next half-minute) without a signal.
      retry: async (user) => {
        const now = screen.queryByRole('button', { name: /^Kirim sekarang/ });
        if (now) await user.click(now);
        else window.dispatchEvent(new Event('online'));
      },
      recovered: () => screen.findByText('Diterima'),
      // A backend without receipts refuses it: said with its code, to drop.
      notOffered: () => screen.findByText(/^Bukti pesanan #\d+ ditolak server \(kode (404|501)\)\.$/),
    },
  ],
  listPaymentProofs: [
    {
      name: 'Bukti Pembayaran',
      open: () => openBackOffice('/app/payments'),
      failure: 'Bukti pembayaran gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi'),
      recovered: () => screen.findByText('Tidak ada bukti pembayaran yang menunggu verifikasi'),
      notOffered: () => screen.findByRole('heading', { name: 'Belum didukung oleh server' }),
    },
  ],
  reviewPaymentProof: [
    {
      name: 'Bukti Pembayaran, approving a receipt',
      open: async () => {
        const { user, orderID } = await openReceipt();
        current = { orderID };
        await click(user, 'Setujui Pembayaran', dialog());
        return user;
      },
      failure: 'Keputusan gagal disimpan. Coba lagi.',
      retry: (user) => click(user, 'Setujui Pembayaran', dialog()),
      recovered: () => screen.findByText(`Bukti pembayaran pesanan #${current.orderID} disetujui.`),
      notOffered: () => screen.findByText('Keputusan gagal disimpan. Coba lagi.'),
    },
  ],
  getPaymentProofImage: [
    {
      name: 'Bukti Pembayaran, a receipt’s picture',
      open: async () => {
        const { user, orderID } = await openReceipt();
        current = { orderID };
        return user;
      },
      failure: 'Gambar bukti pembayaran gagal dimuat.',
      retry: (user) => click(user, 'Coba Lagi', dialog()),
      recovered: () => within(dialog()).findByRole('img', { name: `Bukti pembayaran pesanan #${current.orderID}` }),
      // A picture the backend does not have is said so, as any failed picture.
      notOffered: () => within(dialog()).findByText('Gambar bukti pembayaran gagal dimuat.'),
    },
  ],
};

const PROPOSED = listOperations()
  .filter((operation) => operation.proposed)
  .map((operation) => operation.operationId)
  .sort();

const cases = Object.entries(CASES).flatMap(([operationId, screens]) =>
  screens.map((screenCase) => ({ operationId, ...screenCase })),
);

/**
 * Proposed operations that no screen calls yet: in the contract and run by the mock (mocks/contract/doorstep.test.ts),
 * the app as it was. A screen that starts calling one adds its cases above (the next test fails until then).
 */
const NOT_CALLED_YET: string[] = [];

/** The app's own source files (not the generated API, not tests) that name `operationId` or its hooks. */
function sourcesCalling(operationId: string): string[] {
  const root = path.resolve('src');
  const hook = operationId.charAt(0).toUpperCase() + operationId.slice(1);
  const naming = new RegExp(`\\b(${operationId}|use(Lazy)?${hook}(Query|Mutation))\\b`);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/(^|[\\/])generated[\\/]|\.test\.|\.stories\./.test(file))
    .filter((file) => naming.test(readFileSync(path.join(root, file), 'utf8')));
}

it('covers every operation openapi.yaml marks x-proposed, each on a screen that uses it', () => {
  expect(PROPOSED.length).toBeGreaterThan(0);
  expect(Object.keys(CASES).sort()).toEqual(PROPOSED.filter((operationId) => !NOT_CALLED_YET.includes(operationId)));
});

it('lists apart only proposed operations that the app does not call', () => {
  for (const operationId of NOT_CALLED_YET) {
    expect(PROPOSED).toContain(operationId);
    expect(sourcesCalling(operationId), `${operationId} is called: give it its screen's cases`).toEqual([]);
  }
  // the check finds a call where there is one
  expect(sourcesCalling('uploadPaymentProof').length).toBeGreaterThan(0);
});

describe.each(cases)('$operationId on $name', (screenCase) => {
  it.each(['500', '503', 'timeout'])(
    'failing with %s: the failure with a retry that works, no fallback',
    async (failure) => {
      setScenario(`error:${screenCase.operationId}:${failure}`);
      const said = typeof screenCase.failure === 'string' ? screenCase.failure : screenCase.failure(failure);
      const user = await screenCase.open();
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(showsNotOffered()).toBe(false);

      setScenario('off');
      await screenCase.retry(user);
      await screenCase.recovered();
      await waitFor(() => expect(screen.queryByText(said)).not.toBeInTheDocument());
    },
  );

  it.each(['404', '501'])('answering %s (not offered): today’s behaviour', async (status) => {
    setScenario(`error:${screenCase.operationId}:${status}`);
    await screenCase.open();
    await screenCase.notOffered();
  });
});
